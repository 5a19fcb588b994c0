import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The web app's index.html, read once at start, split where a job page adds its tags: before
 * </head> (the head without the tags a job page sets itself: title, description, canonical, Open
 * Graph, Twitter, robots) and from </head> on. Without a web build (API-only runs, tests) a
 * minimal page of the same shape stands in, so the job pages still carry their tags.
 */
export interface IndexTemplate {
  /** The whole file, as the web app serves it (the 404 page adds only a robots tag). */
  html: string;
  /** Up to </head>, without the tags a job page replaces. */
  head: string;
  /** </head> and the rest of the page. */
  tail: string;
}

export const FALLBACK_INDEX_HTML =
  '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <meta name="viewport" content="width=device-width, initial-scale=1.0" />\n    <title>Hirewise</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';

/** Tags of the index's own head that a job page gives itself (kept once, never twice). */
const REPLACED_TAGS = [
  /<title\b[^>]*>[\s\S]*?<\/title\s*>\s*/gi,
  /<meta\b[^>]*\bname\s*=\s*["']?(?:description|robots|twitter:[\w:-]+)["']?[^>]*>\s*/gi,
  /<meta\b[^>]*\bproperty\s*=\s*["']?og:[\w:-]+["']?[^>]*>\s*/gi,
  /<link\b[^>]*\brel\s*=\s*["']?canonical["']?[^>]*>\s*/gi,
];

export function prepareTemplate(html: string): IndexTemplate {
  const end = html.search(/<\/head\s*>/i);
  if (end < 0) return prepareTemplate(FALLBACK_INDEX_HTML);
  const head = REPLACED_TAGS.reduce((text, tag) => text.replace(tag, ''), html.slice(0, end));
  return { html, head, tail: html.slice(end) };
}

/** The built web app's index.html under `webDist`, or the fallback page. */
export function loadIndexTemplate(webDist: string): { template: IndexTemplate; fromWebBuild: boolean } {
  const file = join(webDist, 'index.html');
  if (!existsSync(file)) return { template: prepareTemplate(FALLBACK_INDEX_HTML), fromWebBuild: false };
  return { template: prepareTemplate(readFileSync(file, 'utf8')), fromWebBuild: true };
}

/** `tags` just before </head> of the whole page (the 404 page's robots tag). */
export function withHeadTags(template: IndexTemplate, tags: string): string {
  const end = template.html.search(/<\/head\s*>/i);
  return `${template.html.slice(0, end)}  ${tags}\n  ${template.html.slice(end)}`;
}
