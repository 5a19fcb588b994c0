import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '@hirewise/server-kit';
import type { MailConfig } from './mail.config';

export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** Sends one mail or throws (the sender retries later). */
export interface MailTransport {
  readonly kind: 'smtp' | 'eml' | 'memory';
  send(mail: OutgoingMail & { from: string; id: string }): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer (SMTP_URL). */
function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail({ from: mail.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers, messageId: `<${mail.id}@hirewise>` });
    },
    close: () => transporter.close(),
  };
}

/**
 * The embedded default: nodemailer builds the message (the same MIME an SMTP server would get) and it
 * is written as `<time>-<id>.eml` under DATA_DIR/mail (any mail program opens it), and logged.
 * With DATA_DIR=memory:// (tests) the messages are kept in `sent`.
 */
export class FileMailTransport implements MailTransport {
  readonly kind: 'eml' | 'memory';
  readonly sent: { id: string; to: string; subject: string; raw: string }[] = [];
  private readonly builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  constructor(
    private readonly dir: string | undefined,
    private readonly logger: Logger,
  ) {
    this.kind = dir ? 'eml' : 'memory';
    if (dir) mkdirSync(dir, { recursive: true });
  }

  async send(mail: OutgoingMail & { from: string; id: string }): Promise<void> {
    const info = await this.builder.sendMail({ from: mail.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers, messageId: `<${mail.id}@hirewise>` });
    const raw = (info.message as Buffer).toString('utf8');
    if (!this.dir) {
      this.sent.push({ id: mail.id, to: mail.to, subject: mail.subject, raw });
      return;
    }
    const file = join(this.dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.id}.eml`);
    // Off the event loop: a synchronous write held every other event and request of the service.
    await writeFile(file, raw);
    this.logger.info({ to: mail.to, subject: mail.subject, file }, 'mail written (no SMTP_URL set)');
  }

  close(): void {
    this.builder.close();
  }
}

export function createMailTransport(config: MailConfig, logger: Logger): MailTransport {
  return config.smtpUrl ? smtpTransport(config.smtpUrl) : new FileMailTransport(config.mailDir, logger);
}
