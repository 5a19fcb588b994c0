/**
 * Where the stack's mail goes: a real SMTP server in this process (server mode: SMTP_URL), or the
 * `.eml` files the notifications service writes under DATA_DIR/mail without SMTP_URL (embedded
 * mode, what a newcomer reads). Either way the messages are parsed with mailparser.
 */
import type { ParsedMail } from 'mailparser';
import { readEmlMails, type EmlMail, type SmtpTestServer } from '@hirewise/testing';

export interface Mail {
  to: string[];
  parsed: ParsedMail;
  raw: string;
}

export interface Mailbox {
  all(): Promise<Mail[]>;
  /** The mails to `address` once `done` holds for them (or what there is after `timeoutMs`). */
  waitFor(address: string, done: (mails: Mail[]) => boolean, timeoutMs?: number): Promise<Mail[]>;
}

export function smtpMailbox(server: SmtpTestServer): Mailbox {
  return mailbox(async () => server.received.map((m) => ({ to: m.to.map((t) => t.toLowerCase()), parsed: m.parsed, raw: m.raw })));
}

export function emlMailbox(dataDir: string): Mailbox {
  const cache = new Map<string, EmlMail>();
  return mailbox(() => readEmlMails(dataDir, cache));
}

function mailbox(read: () => Promise<Mail[]>): Mailbox {
  return {
    all: read,
    async waitFor(address, done, timeoutMs = 30_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const mine = (await read()).filter((m) => m.to.includes(address.toLowerCase()));
        if (done(mine) || Date.now() > until) return mine;
        await new Promise((r) => setTimeout(r, 150));
      }
    },
  };
}

/** The one-click token of a mail's List-Unsubscribe header (the raw header: mailparser reshapes List-*). */
export function unsubscribeTokenOf(mail: Mail): string {
  const head = mail.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const match = /^List-Unsubscribe: <[^>]*[?&]token=([^>&\s]+)>/im.exec(head);
  if (!match) throw new Error('the mail has no List-Unsubscribe link');
  return decodeURIComponent(match[1]);
}
