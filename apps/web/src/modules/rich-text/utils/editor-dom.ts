/**
 * The editor's DOM as the commands see it (editor-commands.ts): blocks straight under the root
 * (p, h2, ul/ol of li), inline runs inside them, and a selection kept across a change by two empty
 * marker spans placed at its ends: they move with the content, so the same text is selected after.
 */
export type InlineFormat = 'strong' | 'em';
export type ListFormat = 'ul' | 'ol';
export type Format = InlineFormat | 'heading' | ListFormat;

export const HEADINGS = new Set(['H1', 'H2', 'H3', 'H4', 'H5', 'H6']);
export const LISTS = new Set(['UL', 'OL']);
export const MARKER = 'data-rte-marker';
/** Keeps an empty bold or italic run open for the next typed character; cleanRichText drops it. */
export const ZERO_WIDTH_SPACE = '\u200B';

export const isElement = (node: Node | null): node is HTMLElement => node !== null && node.nodeType === Node.ELEMENT_NODE;

export function rename(element: Element, tag: string): HTMLElement {
  const renamed = document.createElement(tag);
  renamed.append(...element.childNodes);
  element.replaceWith(renamed);
  return renamed;
}

/** Loose text straight under the root (a fresh editor's first line in some browsers) becomes a paragraph. */
export function ensureBlocks(root: HTMLElement): void {
  let paragraph: HTMLElement | null = null;
  for (const node of Array.from(root.childNodes)) {
    const isBlock = isElement(node) && !node.hasAttribute(MARKER) && (node.tagName === 'P' || node.tagName === 'DIV' || HEADINGS.has(node.tagName) || LISTS.has(node.tagName));
    if (isBlock) {
      paragraph = null;
      continue;
    }
    if (!paragraph) {
      paragraph = document.createElement('p');
      node.before(paragraph);
    }
    paragraph.append(node);
  }
}

/** The blocks a range touches: top-level blocks, or the list items of a list. */
export function touchedUnits(root: HTMLElement, range: Range): HTMLElement[] {
  const units: HTMLElement[] = [];
  for (const child of Array.from(root.children)) {
    if (!(child instanceof HTMLElement) || !range.intersectsNode(child)) continue;
    if (LISTS.has(child.tagName)) units.push(...Array.from(child.children).filter((li): li is HTMLElement => li instanceof HTMLElement && range.intersectsNode(li)));
    else units.push(child);
  }
  return units;
}

export function closestWithin(node: Node, tag: string, root: HTMLElement): HTMLElement | null {
  for (let at: Node | null = node; at && at !== root; at = at.parentNode) {
    if (isElement(at) && at.tagName === tag.toUpperCase()) return at;
  }
  return null;
}

/** The text nodes with visible text that a range covers. */
export function coveredTexts(root: HTMLElement, range: Range): Text[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    if (!range.intersectsNode(text) || text.data.replaceAll(ZERO_WIDTH_SPACE, '').trim() === '') continue;
    // A boundary at the very end or start of a text node does not cover it.
    if (text === range.startContainer && range.startOffset >= text.length) continue;
    if (text === range.endContainer && range.endOffset === 0) continue;
    texts.push(text);
  }
  return texts;
}

export function placeMarkers(range: Range): [HTMLElement, HTMLElement] {
  const start = document.createElement('span');
  const end = document.createElement('span');
  start.setAttribute(MARKER, 'start');
  end.setAttribute(MARKER, 'end');
  const atEnd = range.cloneRange();
  atEnd.collapse(false);
  atEnd.insertNode(end);
  range.insertNode(start);
  return [start, end];
}

/** The range between the markers, then the markers gone (the range's ends follow their removal). */
export function rangeFromMarkers(start: HTMLElement, end: HTMLElement): Range {
  const range = document.createRange();
  range.setStartAfter(start);
  range.setEndBefore(end);
  start.remove();
  end.remove();
  return range;
}

/**
 * A caret between blocks (straight under the root, where a click beside the text or focus() puts
 * it) moved into the nearest block, a new paragraph when there is none: a run typed there belongs
 * to a line.
 */
export function caretInBlock(root: HTMLElement, range: Range): Range {
  if (range.startContainer !== root) return range;
  ensureBlocks(root);
  const caret = document.createRange();
  const after = root.childNodes[range.startOffset];
  if (after) {
    caret.setStart(firstLeaf(after), 0);
    caret.collapse(true);
    return caret;
  }
  // At the very end: the end of the last block, or a new paragraph in an empty editor.
  const last = root.lastChild ?? root.appendChild(document.createElement('p'));
  caret.selectNodeContents(last);
  caret.collapse(false);
  return caret;
}

/** Where a caret at the start of `node` goes: its first text (or the innermost first element). */
export function firstLeaf(node: Node): Node {
  let at = node;
  while (at.firstChild) at = at.firstChild;
  return at;
}
