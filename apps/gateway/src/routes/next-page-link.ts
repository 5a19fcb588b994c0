/**
 * The URL of the next page of a list answered with a keyset cursor (RFC 8288 `Link: <...>; rel="next"`):
 * the list's path, the request's own query as the client wrote it (repeated keys and their order
 * kept, every value re-encoded), `page` and any old `cursor` removed, the new `cursor` added.
 * `base` is the site's public address, or '' for a path-absolute reference (valid in a Link
 * header: it resolves against the request's URL).
 */
export function nextPageLink(base: string, path: string, originalUrl: string, cursor: string): string {
  const queryStart = originalUrl.indexOf('?');
  const params = new URLSearchParams(queryStart < 0 ? '' : originalUrl.slice(queryStart + 1));
  params.delete('page');
  params.delete('cursor');
  params.append('cursor', cursor);
  return `${base}${path}?${params.toString()}`;
}
