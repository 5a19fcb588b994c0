import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..', '..');
const OUT = join(ROOT, 'test-output', 'soak');

/** One line of a soak's report: printed, and kept in test-output/soak/<name>.txt for docs/quality.md. */
export function reporter(name: string): (line: string) => void {
  mkdirSync(OUT, { recursive: true });
  const file = join(OUT, `${name}.txt`);
  appendFileSync(file, `\n# ${new Date().toISOString()}\n`);
  return (line: string) => {
    process.stdout.write(`[${name}] ${line}\n`);
    appendFileSync(file, `${line}\n`);
  };
}
