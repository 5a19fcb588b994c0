/**
 * The emails of an embedded stack: without SMTP_URL the notifications service writes each one as an
 * .eml file under DATA_DIR/mail (what a newcomer opens in a mail program). Parsed with mailparser.
 */
import { readEmlMails, type EmlMail } from '@hirewise/testing';

export type Mail = EmlMail;
export const readMails = (dataDir: string): Promise<Mail[]> => readEmlMails(dataDir);

/** The first mail to `address` that `matches`, once it is written (mail is sent at once; a few seconds at most). */
export async function waitForMail(dataDir: string | undefined, address: string, matches: (mail: Mail) => boolean, timeoutMs = 20_000): Promise<Mail> {
  if (!dataDir) throw new Error('the stack has no data folder to read mail from (set E2E_DATA_DIR with E2E_BASE_URL)');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mine = (await readMails(dataDir)).filter((mail) => mail.to.includes(address.toLowerCase()));
    const found = mine.find(matches);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no matching mail to ${address} in ${timeoutMs} ms; subjects: ${JSON.stringify(mine.map((m) => m.parsed.subject))}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The address after `label: ` in the plain-text part ('Open Hirewise', 'Stop these emails (one click)'). */
export function textLink(mail: Mail, label: string): URL {
  const line = (mail.parsed.text ?? '').split('\n').find((l) => l.startsWith(`${label}: `));
  if (!line) throw new Error(`the mail has no "${label}" line:\n${mail.parsed.text}`);
  return new URL(line.slice(label.length + 2).trim());
}
