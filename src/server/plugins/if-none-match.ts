/**
 * Whether an If-None-Match header names `etag` (weak comparison, lists and `*` as RFC 9110 says):
 * the client's copy is current, and a 304 without a body answers it.
 */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}
