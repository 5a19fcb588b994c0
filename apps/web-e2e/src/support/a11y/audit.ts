import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { REPO_ROOT } from '../stack';
import { AXE_VERSION, describeViolations, runAxe } from './axe';
import { fieldNames, unnamed } from './field-names';

export interface AuditEntry {
  screen: string;
  viewport: string;
  failing: string[];
  other: string[];
  rulesPassed: number;
  fields: { role: string; name: string }[];
  unnamedFields: string[];
}

/** What every audit of a spec file found, written to test-output/ for docs/quality.md. */
export class AuditLog {
  readonly entries: AuditEntry[] = [];

  constructor(private readonly file: string) {}

  add(entry: AuditEntry): void {
    this.entries.push(entry);
  }

  write(): void {
    const dir = join(REPO_ROOT, 'test-output');
    mkdirSync(dir, { recursive: true });
    const moderate = [...new Set(this.entries.flatMap((e) => e.other.map((line) => line.split(':')[0])))];
    const summary = {
      axeVersion: AXE_VERSION,
      screens: this.entries.length,
      failingViolations: this.entries.reduce((sum, e) => sum + e.failing.length, 0),
      fieldsChecked: this.entries.reduce((sum, e) => sum + e.fields.length, 0),
      unnamedFields: this.entries.reduce((sum, e) => sum + e.unnamedFields.length, 0),
      otherRulesSeen: moderate,
      entries: this.entries,
    };
    writeFileSync(join(dir, this.file), `${JSON.stringify(summary, null, 2)}\n`);
  }
}

/**
 * Waits for the opening animations of dialogs, drawers and toasts (colour contrast is measured on
 * what is painted: a half-faded dialog would fail it). Endless ones (spinners) are not waited for.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]),
  );
}

/**
 * Audits what the page shows now: axe (serious and critical fail) and the accessible name of every
 * form field. Records the result and throws with rule, impact and targets when something fails.
 */
export async function audit(page: Page, log: AuditLog, screen: string, viewport: string): Promise<AuditEntry> {
  await settle(page);
  const report = await runAxe(page);
  const fields = await fieldNames(page);
  const entry: AuditEntry = {
    screen,
    viewport,
    failing: describeViolations(report.failing),
    other: describeViolations(report.other),
    rulesPassed: report.passed,
    fields: fields.map(({ role, name }) => ({ role, name })),
    unnamedFields: unnamed(fields),
  };
  log.add(entry);
  const problems = [...entry.failing, ...entry.unnamedFields.map((field) => `form field without an accessible name: ${field}`)];
  if (problems.length > 0) throw new Error(`${screen} at ${viewport}:\n  ${problems.join('\n  ')}`);
  return entry;
}

