import { ensureBlocks, isElement } from './editor-dom';

/**
 * Pasted content (already cleaned) at the caret: one paragraph goes in as text of the current line;
 * several blocks split the current block there and go between its halves.
 */
export function insertCleanHtml(root: HTMLElement, range: Range, html: string): Range {
  range.deleteContents();
  const holder = document.createElement('template');
  holder.innerHTML = html;
  const blocks = Array.from(holder.content.childNodes);
  const caret = document.createRange();
  if (blocks.length === 0) return range;
  if (blocks.length === 1 && isElement(blocks[0]) && blocks[0].tagName === 'P') {
    const inline = document.createDocumentFragment();
    inline.append(...blocks[0].childNodes);
    const last = inline.lastChild;
    range.insertNode(inline);
    if (last) caret.setStartAfter(last);
    caret.collapse(true);
    return caret;
  }
  ensureBlocks(root);
  const block = Array.from(root.childNodes).find((child) => child === range.startContainer || child.contains(range.startContainer));
  const lastBlock = blocks.at(-1) as Node;
  if (!block || !isElement(block)) {
    root.append(...blocks);
  } else {
    const tail = document.createRange();
    tail.setStart(range.startContainer, range.startOffset);
    tail.setEnd(block, block.childNodes.length);
    const rest = block.cloneNode(false) as HTMLElement;
    rest.append(tail.extractContents());
    block.after(...blocks, rest);
    if ((rest.textContent ?? '') === '') rest.remove();
    if ((block.textContent ?? '') === '') block.remove();
  }
  caret.setStartAfter(lastBlock);
  caret.collapse(true);
  return caret;
}
