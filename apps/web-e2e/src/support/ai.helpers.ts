import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Response } from 'playwright-core';
import { REPO_ROOT } from './stack';

export const OUTPUT_DIR = join(REPO_ROOT, 'test-output');

/** An applicant applies to a job through the gateway (setup for the suggestion dialog). */
export async function applyViaApi(baseUrl: string, token: string, jobId: string, sop: string): Promise<void> {
  const res = await fetch(`${baseUrl}/api/jobs/${jobId}/applications`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ sop }),
  });
  if (!res.ok) throw new Error(`apply: ${res.status} ${await res.text()}`);
}

/** Runs `action` and returns the JSON answer (and the sent body) of the page's next `POST path`. */
export async function postAnswer<T = unknown>(page: Page, path: string, action: () => Promise<void>): Promise<{ response: Response; body: T; sent: unknown }> {
  const [response] = await Promise.all([
    page.waitForResponse((res) => res.request().method() === 'POST' && new URL(res.url()).pathname === path, { timeout: 20_000 }),
    action(),
  ]);
  const body = (await response.json()) as T;
  const sent = response.request().postDataJSON() as unknown;
  return { response, body, sent };
}

/** Holds the page's calls to `path` until `release` is called, to see the screen while it waits. */
export async function holdRequests(page: Page, path: string): Promise<{ release: () => void; unroute: () => Promise<void> }> {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const matcher = (url: URL) => url.pathname === path;
  await page.route(matcher, async (route) => {
    await gate;
    await route.continue();
  });
  return { release: () => release(), unroute: () => page.unroute(matcher) };
}

/** Pages of a PDF that Chromium wrote (each page object is '/Type /Page', the tree root '/Type /Pages'). */
export function pdfPageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g) ?? []).length;
}

/** The document title Chromium wrote into the PDF's information dictionary (the title while printing). */
export function pdfTitle(pdf: Buffer): string | undefined {
  return /\/Title\s*\(((?:[^()\\]|\\.)*)\)/.exec(pdf.toString('latin1'))?.[1];
}

/** The link targets of a PDF's link annotations. */
export function pdfLinks(pdf: Buffer): string[] {
  return [...pdf.toString('latin1').matchAll(/\/URI\s*\(([^)]*)\)/g)].map((match) => match[1] ?? '');
}

export function saveOutput(name: string, data: Buffer): string {
  mkdirSync(OUTPUT_DIR, { recursive: true });
  const file = join(OUTPUT_DIR, name);
  writeFileSync(file, data);
  return file;
}

/** The text a print would show: innerText leaves out whatever the print stylesheet hides. */
export async function printedText(page: Page): Promise<string> {
  await page.emulateMedia({ media: 'print' });
  try {
    return await page.evaluate(() => document.body.innerText.replace(/\s+/g, ' ').trim());
  } finally {
    await page.emulateMedia({ media: 'screen' });
  }
}

/** Replaces the browser's print dialog: records the title the document has while printing, as a browser would fire the events. */
export async function capturePrintTitle(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as Window & { printedTitles?: string[] };
    w.printedTitles = [];
    w.print = () => {
      window.dispatchEvent(new Event('beforeprint'));
      w.printedTitles?.push(document.title);
      window.dispatchEvent(new Event('afterprint'));
    };
  });
}

export function printedTitles(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as Window & { printedTitles?: string[] }).printedTitles ?? []);
}
