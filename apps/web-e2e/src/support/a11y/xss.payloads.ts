/**
 * Stored XSS payloads. Each one, if the browser ever ran it, sets window.__xss and most also open an
 * alert; each is short enough for the field it goes into (names 100, skills 50 characters).
 */
export const XSS = {
  img: `<img src=x onerror="__xss='img';alert(1)">`,
  script: `<script>__xss='script';alert(2)</script>`,
  svg: `"><svg onload="__xss='svg';alert(3)">`,
  jsUrl: `javascript:__xss='url';alert(4)`,
  link: `<a href="javascript:__xss='link'">open</a>`,
  iframe: `<iframe srcdoc="<script>parent.__xss='iframe'</script>">`,
} as const;

/** Every payload in one text (bios, statements of purpose, AI inputs). */
export const ALL_PAYLOADS = Object.values(XSS).join(' ');

/** The tags the suggestion and Recruiter Agent panels may render (spec section 2), with no attributes. */
export const RICH_TEXT_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'ul', 'ol', 'li', 'strong', 'em'];
