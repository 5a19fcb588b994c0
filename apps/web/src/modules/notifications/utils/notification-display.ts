/** The badge over the bell: nothing at 0, the count up to 9, then '9+'. */
export function unreadBadgeText(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > 9 ? '9+' : String(unread);
}

/**
 * A notification's link as a route of this app, or null. The server sends app paths ('/applications');
 * anything else (another origin, '//host', 'javascript:') is not followed.
 */
export function appPath(link: string | null): string | null {
  if (!link || !link.startsWith('/') || link.startsWith('//') || link.startsWith('/\\')) return null;
  return link;
}
