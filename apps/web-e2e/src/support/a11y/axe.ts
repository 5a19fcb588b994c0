import axe from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';

/** The axe-core build injected into the page (package.json pins it). */
export const AXE_VERSION = axe.version;

/** Impacts that fail a screen; moderate and minor ones are counted and reported only. */
const FAILING = new Set(['serious', 'critical']);

export interface Violation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
  summary: string;
}

export interface AxeReport {
  /** Serious and critical: each fails the screen. */
  failing: Violation[];
  /** Moderate and minor: listed in the run's summary. */
  other: Violation[];
  /** Rules that ran and found nothing. */
  passed: number;
}

/** Loads axe-core into every document of the context as it starts (cheaper than injecting after each load). */
export async function preloadAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: axe.source });
}

/**
 * Injects axe-core once per document (it survives client-side navigation, not a reload). Evaluated
 * through the DevTools protocol, not as an inline <script> tag: the gateway's Content-Security-Policy
 * (script-src 'self') refuses inline scripts, and the product is audited under its real headers.
 */
async function ensureAxe(page: Page): Promise<void> {
  const present = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!present) await page.evaluate(axe.source);
}

/**
 * Runs every axe rule that is on by default (WCAG 2.0-2.2 A and AA plus best practices) on the whole
 * document, open dialogs and portals included.
 */
export async function runAxe(page: Page): Promise<AxeReport> {
  await ensureAxe(page);
  const result = await page.evaluate(async () => {
    const engine = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const run = await engine.run(document, { resultTypes: ['violations'] });
    return {
      passed: run.passes.length,
      violations: run.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? 'unknown',
        help: v.help,
        targets: v.nodes.map((node) => node.target.join(' ')),
        summary: (v.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
      })),
    };
  });
  return {
    failing: result.violations.filter((v) => FAILING.has(v.impact)),
    other: result.violations.filter((v) => !FAILING.has(v.impact)),
    passed: result.passed,
  };
}

/** One line per violation, for an assertion message: rule, impact, what to fix, where. */
export function describeViolations(violations: Violation[]): string[] {
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help}. ${v.summary} -> ${v.targets.slice(0, 5).join(' | ')}${v.targets.length > 5 ? ` (+${v.targets.length - 5} more)` : ''}`);
}
