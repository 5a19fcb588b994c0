import { sanitizeRichText } from '../../ai/shared/utils/sanitize-rich-text';

/**
 * What the editor hands to the form: HTML with the Recruiter Agent's allow-list only (h1-h6, p,
 * ul, ol, li, strong, em; no attributes), the allow-list the jobs service applies when it stores a
 * description. Browsers write other markup while editing (Chrome's <div> per line and <b>, Safari's
 * <span style>, a <br> per Shift+Enter, a paste from a web page), so the markup is first mapped
 * onto the allowed tags instead of letting the sanitizer drop them and run lines together.
 */
const BLOCKS = new Set(['P', 'DIV', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'UL', 'OL', 'LI', 'BLOCKQUOTE', 'PRE', 'TABLE', 'SECTION', 'ARTICLE']);
const TEXT_BLOCKS = new Set(['P', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'LI']);

function template(html: string): DocumentFragment {
  const holder = document.createElement('template');
  holder.innerHTML = html;
  return holder.content;
}

function serialize(fragment: DocumentFragment): string {
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}

function rename(element: Element, tag: string): Element {
  const renamed = document.createElement(tag);
  renamed.append(...element.childNodes);
  element.replaceWith(renamed);
  return renamed;
}

/** <b>/<i> as <strong>/<em>; a <div> holding blocks unwrapped, a <div> holding a line as <p> (innermost first). */
function mapTags(fragment: DocumentFragment): void {
  for (const element of Array.from(fragment.querySelectorAll('b')).reverse()) rename(element, 'strong');
  for (const element of Array.from(fragment.querySelectorAll('i')).reverse()) rename(element, 'em');
  for (const div of Array.from(fragment.querySelectorAll('div')).reverse()) {
    if (Array.from(div.children).some((child) => BLOCKS.has(child.tagName))) div.replaceWith(...div.childNodes);
    else rename(div, 'p');
  }
}

/** A <br> ends a line: the text block it sits in is split there; a trailing one (an empty line's filler) goes. */
function splitLines(fragment: DocumentFragment): void {
  for (const br of Array.from(fragment.querySelectorAll('br'))) {
    const block = br.parentElement;
    if (!block || !TEXT_BLOCKS.has(block.tagName) || block.tagName === 'LI') {
      br.replaceWith(' ');
      continue;
    }
    const after = document.createElement(block.tagName);
    while (br.nextSibling) after.append(br.nextSibling);
    br.remove();
    block.after(after);
  }
}

/** Text and inline elements straight under the root (a fresh editor's first line) go into paragraphs. */
function wrapLooseInline(fragment: DocumentFragment): void {
  let paragraph: HTMLParagraphElement | null = null;
  for (const node of Array.from(fragment.childNodes)) {
    const isBlock = node instanceof Element && BLOCKS.has(node.tagName);
    if (isBlock) {
      paragraph = null;
      continue;
    }
    if (node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() === '' && !paragraph) {
      node.remove();
      continue;
    }
    if (!paragraph) {
      paragraph = document.createElement('p');
      node.before(paragraph);
    }
    paragraph.append(node);
  }
}

/** Blocks, lists and runs without any text left (an empty line, a list whose items were deleted, a bold run never typed in). */
function dropEmptyBlocks(fragment: DocumentFragment): void {
  for (const element of Array.from(fragment.querySelectorAll('p, h1, h2, h3, h4, h5, h6, li, ul, ol, strong, em')).reverse()) {
    const text = element.textContent ?? '';
    if (text.trim() !== '') continue;
    // A run of spaces keeps its spaces (they part two words), without the formatting.
    if ((element.tagName === 'STRONG' || element.tagName === 'EM') && text !== '') element.replaceWith(...element.childNodes);
    else element.remove();
  }
}

/** The editor's (or a paste's) HTML as the description to send: allowed tags only, '' when there is no text. */
export function cleanRichText(html: string): string {
  // The zero-width spaces that keep an empty bold run open while typing (editor-commands.ts).
  const fragment = template(html.replaceAll('\u200B', ''));
  mapTags(fragment);
  wrapLooseInline(fragment);
  splitLines(fragment);
  const sanitized = template(sanitizeRichText(serialize(fragment)));
  dropEmptyBlocks(sanitized);
  if ((sanitized.textContent ?? '').trim() === '') return '';
  return serialize(sanitized);
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Pasted plain text: one paragraph per line, every character as text. */
export function plainTextToHtml(text: string): string {
  return text
    .split(/\r\n|\r|\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}
