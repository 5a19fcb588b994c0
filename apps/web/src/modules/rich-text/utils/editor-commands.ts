/**
 * The toolbar's commands, done on the editor's DOM with Range operations rather than
 * document.execCommand (deprecated, and its output differs by browser: <b> or <strong>, <div> or
 * <p>). Every command produces only the allow-listed tags, behaves the same in every browser and in
 * jsdom, where the tests run it for real.
 *
 * The editor's children are blocks: p, h2 (the heading), ul/ol of li (editor-dom.ts); bold and
 * italic are in inline-commands.ts, a paste in insert-html.ts.
 */
import { activeFormats } from './active-formats';
import {
  caretInBlock,
  ensureBlocks,
  placeMarkers,
  rangeFromMarkers,
  rename,
  touchedUnits,
  type ListFormat,
} from './editor-dom';

export type { Format, InlineFormat, ListFormat } from './editor-dom';
export { activeFormats } from './active-formats';
export { toggleInline } from './inline-commands';
export { insertCleanHtml } from './insert-html';

const HEADING = 'H2';

/** `unit` (a p or h2) as a list item of `tag`, joining the list just before or after it. */
function intoList(unit: HTMLElement, tag: ListFormat): void {
  const li = document.createElement('li');
  li.append(...unit.childNodes);
  const before = unit.previousElementSibling;
  if (before?.tagName === tag.toUpperCase()) before.append(li);
  else {
    const list = document.createElement(tag);
    list.append(li);
    unit.before(list);
  }
  unit.remove();
}

/** A list item out of its list, as a `tag` block in its place (the list split around it). */
function outOfList(li: HTMLElement, tag: string): HTMLElement {
  const list = li.parentElement as HTMLElement;
  const rest = document.createElement(list.tagName);
  while (li.nextSibling) rest.append(li.nextSibling);
  const block = document.createElement(tag);
  block.append(...li.childNodes);
  li.remove();
  list.after(block);
  if (rest.childNodes.length > 0) block.after(rest);
  if (list.children.length === 0) list.remove();
  return block;
}

/** Neighbouring lists of one kind (left after a command) become one. */
function mergeLists(root: HTMLElement): void {
  for (const list of Array.from(root.querySelectorAll(':scope > ul, :scope > ol'))) {
    const next = list.nextElementSibling;
    if (next && next.tagName === list.tagName && list.isConnected) {
      next.prepend(...list.childNodes);
      list.remove();
    }
  }
}

function blockCommand(root: HTMLElement, range: Range, apply: (units: HTMLElement[]) => void): Range {
  const [start, end] = placeMarkers(range);
  ensureBlocks(root);
  const marked = document.createRange();
  marked.setStartBefore(start);
  marked.setEndAfter(end);
  apply(touchedUnits(root, marked));
  mergeLists(root);
  return rangeFromMarkers(start, end);
}

/** Heading: the touched blocks become headings, or paragraphs again when they all are headings. */
export function toggleHeading(root: HTMLElement, range: Range): Range {
  if (range.collapsed) range = caretInBlock(root, range);
  const off = activeFormats(root, range).has('heading');
  return blockCommand(root, range, (units) => {
    for (const unit of units) {
      const tag = off ? 'p' : HEADING;
      if (unit.tagName === 'LI') outOfList(unit, tag);
      else rename(unit, tag);
    }
  });
}

/** Bulleted or numbered list: the touched blocks become its items, or paragraphs again when they already are. */
export function toggleList(root: HTMLElement, range: Range, tag: ListFormat): Range {
  if (range.collapsed) range = caretInBlock(root, range);
  const off = activeFormats(root, range).has(tag);
  return blockCommand(root, range, (units) => {
    for (const unit of units) {
      if (off) outOfList(unit, 'p');
      else if (unit.tagName === 'LI') {
        const list = unit.parentElement as HTMLElement;
        if (list.tagName !== tag.toUpperCase()) rename(list, tag);
      } else intoList(unit, tag);
    }
  });
}
