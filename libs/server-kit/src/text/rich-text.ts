import sanitizeHtml from 'sanitize-html';

/**
 * Formatted text that the product stores and shows as HTML: the Recruiter Agent's evaluations
 * (spec section 2) and, since issue 19, job descriptions. One allow-list for both, so what a
 * recruiter may write is exactly what the agent may write: these tags, no attributes at all.
 */
export const RICH_TEXT_ALLOWED_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'ul', 'ol', 'li', 'strong', 'em'] as const;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_ALLOWED_TAGS],
  allowedAttributes: {},
  allowedSchemes: [],
  allowProtocolRelative: false,
  // Drop the content of elements whose text is code or markup, not prose.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  disallowedTagsMode: 'discard',
};

/** Sanitizes HTML down to the allowed tags with no attributes (scripts, styles and handlers go). */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html ?? '', OPTIONS).trim();
}
