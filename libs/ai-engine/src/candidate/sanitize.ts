import sanitizeHtml from 'sanitize-html';

/** The only tags the Recruiter Agent's rich text may use (spec section 2); no attributes at all. */
export const EVALUATION_ALLOWED_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'ul', 'ol', 'li', 'strong', 'em'] as const;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...EVALUATION_ALLOWED_TAGS],
  allowedAttributes: {},
  allowedSchemes: [],
  allowProtocolRelative: false,
  // Drop the content of elements whose text is code or markup, not prose.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  disallowedTagsMode: 'discard',
};

/** Sanitizes evaluation HTML (from the local engine or an LLM) down to the allowed tags with no attributes. */
export function sanitizeEvaluationHtml(html: string): string {
  return sanitizeHtml(html ?? '', OPTIONS).trim();
}
