/**
 * Passwords must never come back: every answer the security suite receives (body and every header)
 * is checked against every password the suite has sent so far, and at the end every line the
 * stack's processes logged (their log files, which hold all of their output) is checked too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Stack } from '../stack';

/** An argon2 hash is no password, but it must not leave the auth service's database either. */
export const PASSWORD_HASH = /\$argon2(id|i|d)\$/;

export interface Leak {
  where: string;
  what: string;
}

export class LeakWatch {
  private readonly secrets = new Set<string>();
  private readonly found: Leak[] = [];
  private answers = 0;

  /** A password the suite sends (signup, login, wrong logins, deletion, PUT /api/user): long and unique, so a hit is never chance. */
  secret(password: string): string {
    if (password.length < 12) throw new Error(`a watched password must be distinctive (12+ characters): ${password}`);
    this.secrets.add(password);
    return password;
  }

  get passwords(): readonly string[] {
    return [...this.secrets];
  }

  get inspected(): number {
    return this.answers;
  }

  get leaks(): readonly Leak[] {
    return this.found;
  }

  inspect(where: string, body: string, headers: Headers): void {
    this.answers += 1;
    const headerText = [...headers.entries()].map(([name, value]) => `${name}: ${value}`).join('\n');
    for (const [part, text] of [
      ['body', body],
      ['headers', headerText],
    ] as const) {
      for (const secret of this.secrets) if (text.includes(secret)) this.found.push({ where: `${where} (${part})`, what: secret });
      if (PASSWORD_HASH.test(text)) this.found.push({ where: `${where} (${part})`, what: 'an argon2 password hash' });
    }
  }
}

/** Every log line of the stack: its log files (all output of every process) and the tails kept in memory. */
export function stackLogText(stack: Stack): { files: Record<string, string>; tails: Record<string, string> } {
  const files: Record<string, string> = {};
  for (const name of readdirSync(stack.logDir)) files[name] = readFileSync(join(stack.logDir, name), 'utf8');
  const tails = Object.fromEntries(stack.procs.map((p) => [p.name, p.tail.join('')]));
  return { files, tails };
}

/** The places in the logs where a watched password (or a password hash) appears. */
export function leaksInLogs(stack: Stack, passwords: readonly string[]): Leak[] {
  const { files, tails } = stackLogText(stack);
  const leaks: Leak[] = [];
  for (const [where, text] of [...Object.entries(files).map(([n, t]) => [`log file ${n}`, t]), ...Object.entries(tails).map(([n, t]) => [`tail of ${n}`, t])]) {
    for (const secret of passwords) if (text.includes(secret)) leaks.push({ where, what: secret });
    const hash = text.split('\n').find((line) => PASSWORD_HASH.test(line));
    if (hash) leaks.push({ where, what: `an argon2 password hash: ${hash.slice(0, 300)}` });
  }
  return leaks;
}
