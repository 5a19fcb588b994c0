/**
 * The XML of the sitemap and the feeds, written by hand in this one module (no XML builder is a
 * dependency of the workspace): text and attribute escaping, CDATA sections, and removal of the
 * characters XML 1.0 does not allow at all (control characters, lone surrogates, U+FFFE/U+FFFF),
 * which no escape can carry. Every value that goes into those documents passes through here.
 */

// Not allowed anywhere in an XML 1.0 document: C0 controls but tab, LF and CR; lone surrogates; U+FFFE, U+FFFF.
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g; // eslint-disable-line no-control-regex

/** The text without characters XML 1.0 cannot hold. */
export function xmlChars(text: string): string {
  return text.replace(NOT_XML, '');
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Escaped for element content or a quoted attribute value. */
export function xmlEscape(text: string): string {
  return xmlChars(text).replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);
}

/**
 * A CDATA section holding `text` exactly. "]]>" cannot appear inside one, so it is split across two
 * sections: "]]" ends the first, ">" starts the next (what "]]]]><![CDATA[>" does).
 */
export function cdata(text: string): string {
  return `<![CDATA[${xmlChars(text).replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
}

/** <name>escaped text</name>. */
export function textElement(name: string, text: string): string {
  return `<${name}>${xmlEscape(text)}</${name}>`;
}

/** <name><![CDATA[text]]></name>. */
export function cdataElement(name: string, text: string): string {
  return `<${name}>${cdata(text)}</${name}>`;
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
