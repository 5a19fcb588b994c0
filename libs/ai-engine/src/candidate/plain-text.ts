import sanitizeHtml from 'sanitize-html';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'", '#x27': "'" };

/** User text as plain text: tags (and script/style content) removed, the common entities decoded. */
export function toPlainText(text: string): string {
  const stripped = sanitizeHtml(text ?? '', { allowedTags: [], allowedAttributes: {}, nonTextTags: ['script', 'style', 'textarea', 'noscript', 'iframe', 'template'] });
  return stripped.replace(/&(amp|lt|gt|quot|apos|nbsp|#39|#x27);/g, (_m, e: string) => ENTITIES[e]);
}

/** Escapes text for HTML output. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}
