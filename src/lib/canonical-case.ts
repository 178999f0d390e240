// One address per page. The router matches a route's literal segments without regard to letter
// case, so '/store/SiteType/business' renders the Business listing; the server then answers it
// with a 301 to the address the router itself would write, '/store/sitetype/business'. Params
// are never folded: they reach the route as requested, and spec §5 compares slugs exactly
// ('/store/sitetype/Business' is 'No applicable site type'); an id in another case is another id.

/** The deepest match of a page: its route's path and its params. */
export type LeafMatch = { fullPath: string; params: Record<string, unknown> }

function decodedOrRaw(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

/** '/store/sitetype/$type/' with { type: 'business' } → '/store/sitetype/business'. */
function interpolate(leaf: LeafMatch, encode: (value: string) => string): string {
  const path = leaf.fullPath
    .split('/')
    .map((segment) =>
      segment.startsWith('$') ? encode(String(leaf.params[segment.slice(1)] ?? '')) : segment,
    )
    .join('/')
  return path.replace(/\/+$/, '') || '/'
}

/**
 * The canonical (locale-free) path of a request that differs from its matched route only in
 * letter case, else undefined. A path with more segments than its route never compares equal.
 */
export function caseCanonicalPath(requestedPath: string, leaf: LeafMatch): string | undefined {
  const requested = decodedOrRaw(requestedPath).replace(/\/+$/, '') || '/'
  const canonical = interpolate(leaf, (value) => value)
  if (requested === canonical || requested.toLowerCase() !== canonical.toLowerCase()) {
    return undefined
  }
  return interpolate(leaf, encodeURIComponent)
}
