import DOMPurify from 'dompurify';

/**
 * The only markup AI evaluations may carry (spec section 2, Recruiter Agent): headings, paragraphs,
 * lists, strong and em, with no attributes. The server sanitizes too; this is the browser's own check.
 */
export const RICH_TEXT_ALLOWED_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'ul', 'ol', 'li', 'strong', 'em'];

export function sanitizeRichText(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS: RICH_TEXT_ALLOWED_TAGS, ALLOWED_ATTR: [] });
}
