import { activeFormats } from './active-formats';
import { caretInBlock, closestWithin, ensureBlocks, MARKER, placeMarkers, rangeFromMarkers, ZERO_WIDTH_SPACE, type InlineFormat } from './editor-dom';

/** `tag` elements inside a fragment replaced by their content (so a run is never bold twice). */
function flatten(fragment: DocumentFragment, tag: InlineFormat): void {
  for (const element of Array.from(fragment.querySelectorAll(tag))) element.replaceWith(...element.childNodes);
}

/** The part of `range` inside `block`. */
function clip(range: Range, block: HTMLElement): Range {
  const part = document.createRange();
  part.selectNodeContents(block);
  if (block.contains(range.startContainer)) part.setStart(range.startContainer, range.startOffset);
  if (block.contains(range.endContainer)) part.setEnd(range.endContainer, range.endOffset);
  return part;
}

/** Takes `part` out of the `tag` element around it: the element is split in three and its middle unwrapped. */
function unwrapAround(part: Range, element: HTMLElement): void {
  const head = document.createRange();
  head.setStart(element, 0);
  head.setEnd(part.startContainer, part.startOffset);
  const tail = document.createRange();
  tail.setStart(part.endContainer, part.endOffset);
  tail.setEnd(element, element.childNodes.length);
  const tailContent = tail.extractContents();
  const headContent = head.extractContents();
  const tag = element.tagName.toLowerCase();
  if (headContent.textContent !== '' || headContent.querySelector(`[${MARKER}]`)) {
    const before = document.createElement(tag);
    before.append(headContent);
    element.before(before);
  }
  if (tailContent.textContent !== '' || tailContent.querySelector(`[${MARKER}]`)) {
    const after = document.createElement(tag);
    after.append(tailContent);
    element.after(after);
  }
  element.replaceWith(...element.childNodes);
}

/**
 * Bold or italic. On a selection: every touched block's selected part is wrapped, or unwrapped when
 * it is all bold already. On a caret: the next characters typed are bold (an empty run is opened), or
 * no longer bold (the caret steps out of the run).
 */
export function toggleInline(root: HTMLElement, range: Range, tag: InlineFormat): Range {
  if (range.collapsed) range = caretInBlock(root, range);
  const off = activeFormats(root, range).has(tag);
  if (range.collapsed) {
    const caret = document.createRange();
    const holder = document.createTextNode(ZERO_WIDTH_SPACE);
    const around = closestWithin(range.startContainer, tag, root);
    if (off && around) around.after(holder);
    else {
      const run = document.createElement(tag);
      run.append(holder);
      range.insertNode(run);
    }
    caret.setStart(holder, 1);
    caret.collapse(true);
    return caret;
  }
  const [start, end] = placeMarkers(range);
  ensureBlocks(root);
  const marked = document.createRange();
  marked.setStartAfter(start);
  marked.setEndBefore(end);
  const blocks = Array.from(root.querySelectorAll<HTMLElement>('p, h1, h2, h3, h4, h5, h6, li, div')).filter(
    (block) => marked.intersectsNode(block) && !block.querySelector('p, h1, h2, h3, h4, h5, h6, li, div'),
  );
  for (const block of blocks) {
    const part = clip(marked, block);
    if (part.collapsed) continue;
    const around = closestWithin(part.commonAncestorContainer, tag, root);
    if (off && around) {
      unwrapAround(part, around);
      continue;
    }
    const content = part.extractContents();
    flatten(content, tag);
    if (off) part.insertNode(content);
    else {
      const run = document.createElement(tag);
      run.append(content);
      part.insertNode(run);
    }
  }
  return rangeFromMarkers(start, end);
}
