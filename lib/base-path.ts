// The base path a site is served under, in one spelling: the site build reads it from its settings
// and `jibe preview` from a built site's service worker, and both must agree on what it is.

/** "jibe", "/jibe", "/jibe/" all mean "/jibe/"; empty means "/". */
export function normaliseBase(base: string | undefined): string {
  const parts = (base ?? '').split('/').filter((part) => part !== '');
  return parts.length === 0 ? '/' : `/${parts.join('/')}/`;
}
