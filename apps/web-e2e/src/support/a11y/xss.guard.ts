import type { Locator, Page } from 'playwright-core';
import type { Session } from '../browser';
import { RICH_TEXT_TAGS } from './xss.payloads';

/** What an executed payload would leave behind outside the page: alerts and requests for `x`. */
export interface XssWatch {
  dialogs: string[];
  /** `<img src=x>` made into an element asks the server for .../x. */
  injectedRequests: string[];
}

export function watchForXss(session: Session): XssWatch {
  const watch: XssWatch = { dialogs: [], injectedRequests: [] };
  session.page.on('dialog', (dialog) => {
    watch.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  session.page.on('request', (request) => {
    if (new URL(request.url()).pathname.split('/').pop() === 'x') watch.injectedRequests.push(request.url());
  });
  return watch;
}

/**
 * Nothing ran and nothing was made into markup: window.__xss unset, no alert, no request for the
 * injected image, no event-handler attribute, javascript: URL, srcdoc, script or frame in the page,
 * no page error or console error (the session collects those).
 */
export async function expectNothingRan(session: Session, watch: XssWatch): Promise<void> {
  const found = await session.page.evaluate(() => {
    const all = Array.from(document.querySelectorAll('body *'));
    const urlAttributes = ['href', 'src', 'action', 'formaction', 'xlink:href'];
    return {
      flag: (window as unknown as { __xss?: unknown }).__xss ?? null,
      handlers: all.flatMap((el) => Array.from(el.attributes).filter((a) => /^on/i.test(a.name)).map((a) => `${el.tagName.toLowerCase()}[${a.name}]`)),
      scriptUrls: all.filter((el) => urlAttributes.some((name) => /^\s*javascript:/i.test(el.getAttribute(name) ?? '')) || el.hasAttribute('srcdoc')).map((el) => el.outerHTML.slice(0, 120)),
      injected: Array.from(document.querySelectorAll('body script, body iframe, body object, body embed, img[src="x"]')).map((el) => el.outerHTML.slice(0, 120)),
    };
  });
  expect({ ...found, frames: session.page.frames().length, dialogs: watch.dialogs, requests: watch.injectedRequests, errors: session.errors }).toEqual({
    flag: null,
    handlers: [],
    scriptUrls: [],
    injected: [],
    frames: 1,
    dialogs: [],
    requests: [],
    errors: [],
  });
}

/** Each text appears in the page as text (a payload turned into markup would not). */
export async function expectShownAsText(page: Page, texts: string[], scope?: Locator): Promise<void> {
  const content = scope ? ((await scope.textContent()) ?? '') : await page.evaluate(() => document.body.textContent ?? '');
  expect(texts.filter((text) => !content.includes(text))).toEqual([]);
}

/** Rich text (suggestion, Recruiter Agent) holds only the allowed tags, without any attribute. */
export async function richTextMarkup(region: Locator): Promise<{ tags: string[]; attributes: string[] }> {
  return region.evaluate((root) => {
    const els = Array.from(root.querySelectorAll('*'));
    return {
      tags: [...new Set(els.map((el) => el.tagName.toLowerCase()))],
      attributes: els.flatMap((el) => Array.from(el.attributes).map((a) => `${el.tagName.toLowerCase()}[${a.name}]`)),
    };
  });
}

export async function expectSafeRichText(region: Locator): Promise<void> {
  const { tags, attributes } = await richTextMarkup(region);
  expect(tags.filter((tag) => !RICH_TEXT_TAGS.includes(tag))).toEqual([]);
  expect(attributes).toEqual([]);
  expect(tags.length).toBeGreaterThan(0);
}
