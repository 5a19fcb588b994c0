/**
 * The emails of an embedded stack: without SMTP_URL the notifications service writes each one as an
 * `.eml` file under DATA_DIR/mail (what a newcomer opens in a mail program), parsed with mailparser.
 * Both e2e suites read them through here.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';

export interface EmlMail {
  file: string;
  /** The To addresses, lower case. */
  to: string[];
  parsed: ParsedMail;
  raw: string;
}

export function addressesOf(parsed: ParsedMail): string[] {
  const to = Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : [];
  return to.flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase()));
}

/** Every `.eml` under `<dataDir>/mail`, oldest first; `cache` (file name -> mail) spares parsing a file twice. */
export async function readEmlMails(dataDir: string, cache: Map<string, EmlMail> = new Map()): Promise<EmlMail[]> {
  const dir = join(dataDir, 'mail');
  if (!existsSync(dir)) return [];
  const mails: EmlMail[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.eml')).sort()) {
    let mail = cache.get(file);
    if (!mail) {
      const raw = readFileSync(join(dir, file), 'utf8');
      const parsed = await simpleParser(raw);
      mail = { file, to: addressesOf(parsed), parsed, raw };
      cache.set(file, mail);
    }
    mails.push(mail);
  }
  return mails;
}
