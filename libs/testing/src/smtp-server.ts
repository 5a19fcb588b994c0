/**
 * A real SMTP server in the test process (the `smtp-server` package) that parses what arrives with
 * `mailparser`: the notifications service sends to it over SMTP exactly as to a production relay.
 * `stop()` closes it (a mail server that is down) and `start()` listens again on the same port.
 */
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './free-port.cjs';

export interface ReceivedMail {
  from: string;
  to: string[];
  parsed: ParsedMail;
  raw: string;
}

export interface SmtpTestServer {
  port: number;
  /** smtp://127.0.0.1:<port> (no TLS, no auth: the test server's settings). */
  url: string;
  received: ReceivedMail[];
  /** Resolves once at least `count` mails arrived (all so far), or rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export async function startSmtpServer(port?: number): Promise<SmtpTestServer> {
  const chosen = port ?? (await freePort());
  const received: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  let server: SMTPServer | undefined;

  const make = () =>
    new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          simpleParser(raw).then(
            (parsed) => {
              received.push({
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                to: session.envelope.rcptTo.map((r) => r.address),
                parsed,
                raw,
              });
              waiters.splice(0).forEach((w) => w());
              callback();
            },
            (err: Error) => callback(err),
          );
        });
      },
    });

  const api: SmtpTestServer = {
    port: chosen,
    url: `smtp://127.0.0.1:${chosen}`,
    received,
    async start() {
      server = make();
      await new Promise<void>((resolve, reject) => {
        server?.once('error', reject);
        server?.listen(chosen, '127.0.0.1', () => resolve());
      });
    },
    async stop() {
      const s = server;
      server = undefined;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`expected ${count} mails, got ${received.length}`);
        await new Promise<void>((resolve) => {
          const t = setTimeout(resolve, Math.min(left, 250));
          waiters.push(() => {
            clearTimeout(t);
            resolve();
          });
        });
      }
      return [...received];
    },
  };
  await api.start();
  return api;
}
