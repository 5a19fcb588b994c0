/** The query parameter of /login (and /signup) naming where to go once signed in. */
export const RETURN_PARAM = 'next';

/** Pages a return path may not lead to: going back there after signing in would loop or sign out. */
const NO_RETURN = new Set(['/login', '/signup', '/logout']);

/**
 * `next` as a path of this site to go to after login, or null. Only a same-origin path is taken
 * ("/jobs/abc?x=1#y"): never another site ("//evil.example", "https://evil.example", "/\\evil"),
 * never a script URL, so a crafted login link cannot send a user elsewhere (an open redirect).
 */
export function safeReturnPath(next: string | null | undefined, origin: string = window.location.origin): string | null {
  if (!next || next.length > 2000 || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  // Control characters and backslashes are read differently by browsers and URL parsers: refused.
  if (next.includes('\\') || Array.from(next).some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return null;
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || NO_RETURN.has(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /login?next=<path>: the login page, coming back to `path` afterwards. */
export function loginPathFor(path: string): string {
  return `/login?${new URLSearchParams({ [RETURN_PARAM]: path }).toString()}`;
}
