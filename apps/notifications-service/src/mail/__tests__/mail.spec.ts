import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, loadServiceConfig } from '@hirewise/server-kit';
import { loadMailConfig } from '../mail.config';
import { backoffMs } from '../mail-sender';
import { FileMailTransport } from '../mail-transport';
import { renderMail } from '../templates';
import { unsubscribeToken, verifyUnsubscribeToken } from '../unsubscribe-token';

describe('unsubscribe tokens', () => {
  const secret = 'unsubscribe:a-long-enough-jwt-secret';
  const userId = '7d1f4f5e-2b8a-4c1e-9a3b-0c6d5e4f3a2b';

  it('round-trips a user and a type, or all types', () => {
    expect(verifyUnsubscribeToken(secret, unsubscribeToken(secret, { userId, type: 'application.rejected' }))).toEqual({ userId, type: 'application.rejected' });
    expect(verifyUnsubscribeToken(secret, unsubscribeToken(secret, { userId, type: 'all' }))).toEqual({ userId, type: 'all' });
  });

  it('refuses another secret, an altered payload or signature, and junk', () => {
    const token = unsubscribeToken(secret, { userId, type: 'all' });
    const [data, mac] = token.split('.');
    const other = Buffer.from(JSON.stringify({ u: 'someone-else', t: 'all' })).toString('base64url');
    for (const bad of [
      unsubscribeToken('another-secret', { userId, type: 'all' }),
      `${other}.${mac}`,
      `${data}.${mac.slice(0, -2)}xx`,
      `${data}.${mac}.extra`,
      data,
      '',
      '....',
    ]) {
      expect(verifyUnsubscribeToken(secret, bad)).toBeUndefined();
    }
    // A genuine signature over a payload that names an unknown type is refused too.
    const weird = Buffer.from(JSON.stringify({ u: userId, t: 'spam' })).toString('base64url');
    const signed = unsubscribeToken(secret, { userId, type: 'all' }).split('.')[1];
    expect(verifyUnsubscribeToken(secret, `${weird}.${signed}`)).toBeUndefined();
  });
});

describe('mail retry backoff', () => {
  it('doubles from the base and stops at the maximum', () => {
    expect([1, 2, 3, 4, 5, 40].map((n) => backoffMs(n, 5000, 60_000))).toEqual([5000, 10_000, 20_000, 40_000, 60_000, 60_000]);
  });
});

describe('mail templates', () => {
  it('escapes user text in the HTML part and gives both parts the same content and links', () => {
    const mail = renderMail({
      name: '<Asha & Co>',
      type: 'application.new',
      title: 'New application: QA',
      body: 'Bobby <script>alert(1)</script> applied to “QA”.',
      link: '/job/applications/1',
      publicUrl: 'https://jobs.example',
      unsubscribeToken: 'abc.def',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Bobby &lt;script&gt;alert(1)&lt;/script&gt; applied');
    expect(mail.html).toContain('Hi &lt;Asha &amp; Co&gt;,');
    expect(mail.text).toContain('Bobby <script>alert(1)</script> applied');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('https://jobs.example/job/applications/1');
      expect(part).toContain('https://jobs.example/unsubscribe?token=abc.def');
    }
    expect(mail.listUnsubscribe).toBe('https://jobs.example/api/notifications/unsubscribe?token=abc.def');
  });
});

describe('the embedded mail transport', () => {
  it('writes each mail as an .eml file a mail program opens (MIME, both parts)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hirewise-mail-'));
    try {
      const transport = new FileMailTransport(join(dir, 'mail'), createLogger('notifications', 'silent'));
      await transport.send({ id: 'm1', from: 'Hirewise <no-reply@hirewise.local>', to: 'a@example.com', subject: 'Hello', text: 'plain body', html: '<p>html body</p>', headers: { 'List-Unsubscribe': '<https://x/u>' } });
      const files = readdirSync(join(dir, 'mail'));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/-m1\.eml$/);
      const raw = readFileSync(join(dir, 'mail', files[0]), 'utf8');
      expect(raw).toMatch(/^To: a@example\.com$/m);
      expect(raw).toMatch(/^Subject: Hello$/m);
      expect(raw).toMatch(/multipart\/alternative/);
      expect(raw).toContain('plain body');
      expect(raw).toContain('<p>html body</p>');
      transport.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('mail settings', () => {
  const base = loadServiceConfig('notifications', { DATA_DIR: '/srv/hirewise', PORT: '8080' });

  it('defaults: .eml files under DATA_DIR/mail, links to the gateway on this machine; an empty variable is unset', () => {
    const config = loadMailConfig(base, { SMTP_URL: '', PUBLIC_URL: '', PORT: '8080' });
    expect(config).toMatchObject({ smtpUrl: undefined, mailDir: '/srv/hirewise/mail', publicUrl: 'http://localhost:8080', from: 'Hirewise <no-reply@hirewise.local>' });
  });

  it('takes an SMTP relay and a public origin (trailing slash dropped); refuses what is not a URL, naming the variable', () => {
    expect(loadMailConfig(base, { SMTP_URL: 'smtps://u:p@mail.example:465', PUBLIC_URL: 'https://jobs.example/' })).toMatchObject({ smtpUrl: 'smtps://u:p@mail.example:465', publicUrl: 'https://jobs.example' });
    expect(() => loadMailConfig(base, { SMTP_URL: 'mail.example:25' })).toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(() => loadMailConfig(base, { PUBLIC_URL: 'jobs.example' })).toThrow(/PUBLIC_URL: must be an http\(s\) URL/);
  });
});
