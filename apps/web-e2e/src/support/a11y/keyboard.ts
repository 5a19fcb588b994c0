import type { BrowserContext, Locator, Page } from 'playwright-core';

/** Where focus landed after one key press, as a sighted keyboard user would judge it. */
export interface FocusStop {
  /** Tag, role and name: `button "Apply"`, or `body` when focus was lost. */
  label: string;
  /** Document order against the previous stop: Tab should only move forward, Shift+Tab back. */
  order: 'start' | 'forward' | 'backward' | 'same' | 'lost';
  /** This stop and the previous one are in the same modal dialog, whose focus wraps round. */
  withinDialog: boolean;
  /** :focus-visible and a painted indicator (an outline, or a ring on the control of a hidden input). */
  indicator: boolean;
  /** The element (or the control that stands for it) has a size and is inside the viewport. */
  onScreen: boolean;
}

/**
 * Reads the focused element in the page. Chakra's checkbox, radio and slider focus a visually
 * hidden input and paint the ring on the control next to it, marked data-focus-visible.
 */
async function readFocus(page: Page): Promise<FocusStop> {
  return page.evaluate(async () => {
    const painted = (node: Element) => {
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && style.outlineColor !== 'rgba(0, 0, 0, 0)';
      return outline || (style.boxShadow !== 'none' && node.hasAttribute('data-focus-visible'));
    };
    const measure = (el: Element) => {
      // A hidden input's control and label stand for it on screen.
      const root = el.closest('label, [data-scope][data-part="root"]');
      const holders = [el, ...Array.from(root?.querySelectorAll('[data-focus-visible]') ?? [])];
      // Native media controls live in the browser's shadow DOM and draw their own focus ring.
      const nativeControls = (el instanceof HTMLMediaElement && el.controls) || el.shadowRoot !== null;
      const indicator = nativeControls || (el.matches(':focus-visible') && holders.some(painted));
      const box = [el, root]
        .filter((node): node is Element => node !== null)
        .map((node) => node.getBoundingClientRect())
        .find((rect) => rect.width > 2 && rect.height > 2);
      const onScreen = Boolean(box && box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth);
      return { indicator, onScreen, at: `${window.scrollX},${window.scrollY},${box?.top},${box?.left}` };
    };

    // The app scrolls smoothly (html { scroll-behavior: smooth }) and Chakra marks a focused control
    // a render later: judge the stop once it has settled (at most ~60 frames).
    let last = '';
    for (let i = 0; i < 60; i += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const el = document.activeElement;
      if (!el || el === document.body) break;
      const now = measure(el);
      if (now.at === last && now.indicator && now.onScreen) break;
      last = now.at;
    }

    const w = window as unknown as { __kbPrevious?: Element };
    const el = document.activeElement;
    if (!el || el === document.body || el === document.documentElement) {
      w.__kbPrevious = undefined;
      return { label: 'body', order: 'lost' as const, withinDialog: false, indicator: false, onScreen: false };
    }
    const previous = w.__kbPrevious;
    w.__kbPrevious = el;
    let order: 'start' | 'forward' | 'backward' | 'same' = 'start';
    if (previous === el) order = 'same';
    else if (previous?.isConnected) order = previous.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING ? 'forward' : 'backward';
    const dialog = el.closest('[role="dialog"]');
    const withinDialog = Boolean(dialog && previous && dialog.contains(previous));
    const { indicator, onScreen } = measure(el);

    const role = el.getAttribute('role') ?? el.tagName.toLowerCase();
    const labelled = el.getAttribute('aria-labelledby');
    const name = (
      el.getAttribute('aria-label') ??
      (labelled ? document.getElementById(labelled.split(' ')[0] ?? '')?.textContent : null) ??
      (el as HTMLInputElement).labels?.[0]?.textContent ??
      el.textContent ??
      ''
    )
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 60);
    return { label: `${role} "${name}"`, order, withinDialog, indicator, onScreen };
  });
}

export async function isFocused(target: Locator): Promise<boolean> {
  // evaluateAll does not wait for the element, so a target that is not there yet is just "no".
  return target.evaluateAll((els) => els.some((el) => el === document.activeElement));
}

/**
 * Presses `key` (Tab or Shift+Tab) until `target` has focus and returns every stop on the way; fails
 * with the path when it is not reached within `max` presses.
 */
export async function pressUntilFocused(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', max = 60): Promise<FocusStop[]> {
  const path: FocusStop[] = [];
  if (await isFocused(target)) return path;
  await page.evaluate(() => ((window as unknown as { __kbPrevious?: Element }).__kbPrevious = document.activeElement ?? undefined));
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(key);
    path.push(await readFocus(page));
    if (await isFocused(target)) return path;
  }
  throw new Error(`${String(target)} not focused after ${max} x ${key}: ${path.map((stop) => stop.label).join(' > ')}`);
}

/**
 * What a keyboard user needs from each stop: focus never lost to the page, always visible with an
 * indicator, and moving in reading order (forward for Tab, back for Shift+Tab).
 */
export function focusProblems(path: FocusStop[], key: 'Tab' | 'Shift+Tab' = 'Tab'): string[] {
  const wrong = key === 'Tab' ? 'backward' : 'forward';
  return path.flatMap((stop) => [
    ...(stop.order === 'lost' ? ['focus lost to the page'] : []),
    // A modal dialog sends focus from its last element back to its first: the one allowed jump.
    ...(stop.order === wrong && !stop.withinDialog ? [`${stop.label}: moved ${wrong} on ${key}`] : []),
    ...(stop.order !== 'lost' && !stop.indicator ? [`${stop.label}: no visible focus indicator`] : []),
    ...(stop.order !== 'lost' && !stop.onScreen ? [`${stop.label}: focused but not on screen`] : []),
  ]);
}

/** Tab or Shift+Tab to `target`, expecting a sensible path; returns the number of presses. */
export async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', max = 60): Promise<number> {
  const path = await pressUntilFocused(page, target, key, max);
  expect(focusProblems(path, key)).toEqual([]);
  return path.length;
}

/** Waits (up to 3 s) for `target` to have focus: the app moves it after a render. */
export async function expectFocusOn(target: Locator): Promise<void> {
  await target.evaluate(
    (el) =>
      new Promise<void>((resolve, reject) => {
        const deadline = Date.now() + 3000;
        const check = () => (el === document.activeElement ? resolve() : Date.now() > deadline ? reject(new Error(`focus is on ${document.activeElement?.outerHTML.slice(0, 120)}`)) : requestAnimationFrame(check));
        check();
      }),
  );
}

export async function focusedLabel(page: Page): Promise<string> {
  return (await readFocus(page)).label;
}

/**
 * A modal dialog keeps focus: `presses` Tabs and as many Shift+Tabs all land inside it, each with a
 * visible indicator.
 */
export async function expectFocusTrapped(page: Page, dialog: Locator, presses: number): Promise<void> {
  const outside: string[] = [];
  for (const key of ['Tab', 'Shift+Tab'] as const) {
    for (let i = 0; i < presses; i += 1) {
      await page.keyboard.press(key);
      const stop = await readFocus(page);
      const inside = await dialog.evaluate((el) => el.contains(document.activeElement));
      if (!inside) outside.push(`${key} #${i + 1}: ${stop.label}`);
      else if (!stop.indicator) outside.push(`${key} #${i + 1}: ${stop.label} has no visible focus indicator`);
    }
  }
  expect(outside).toEqual([]);
}

/**
 * Counts pointer input (mouse, touch, pen, and clicks that came from a pointer: a keyboard's Enter or
 * Space makes a click with detail 0) in every page of the context, kept across reloads.
 */
export async function countPointerInput(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const bump = () => sessionStorage.setItem('__pointerInput', String(Number(sessionStorage.getItem('__pointerInput') ?? 0) + 1));
    for (const type of ['pointerdown', 'mousedown', 'touchstart']) window.addEventListener(type, bump, true);
    window.addEventListener('click', (event) => event.detail > 0 && bump(), true);
  });
}

export function pointerInputs(page: Page): Promise<number> {
  return page.evaluate(() => Number(sessionStorage.getItem('__pointerInput') ?? 0));
}
