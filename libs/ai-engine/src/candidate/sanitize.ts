/**
 * The evaluation's allow-list lives in server-kit (text/rich-text.ts) since issue 19: job
 * descriptions use the same one. These names stay for the engine and its callers.
 */
export { RICH_TEXT_ALLOWED_TAGS as EVALUATION_ALLOWED_TAGS, sanitizeRichText as sanitizeEvaluationHtml } from '@hirewise/server-kit';
