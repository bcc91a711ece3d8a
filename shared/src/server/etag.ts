/**
 * Whether a request's If-None-Match names `etag` (a list, `*`, or a weak form of it), so the answer
 * is 304 with no body: a cache revalidating a file it holds gets nothing it already has.
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const given = tag.trim();
    return given === '*' || given.replace(/^W\//, '') === etag;
  });
}
