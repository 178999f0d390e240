// The compare page's search (issue 31): `?ids=a,b,c` kept as the address wrote it, so the loader
// can tell a malformed link (400) and too many ids (a message) from a good one. The router
// JSON-parses '?ids=123' into a number and a repeated key (`?ids=a&ids=b`, a GET form) into a
// list; both are read as the same text. Anything else falls back to no ids. A plain function
// (decision 042), like the list pages' searches.
import type { SearchSchemaInput } from '@tanstack/react-router'

const isPart = (part: unknown): part is string | number =>
  typeof part === 'string' || typeof part === 'number'

function idsTextOf(raw: unknown): string | undefined {
  if (isPart(raw)) return String(raw)
  return Array.isArray(raw) && raw.every(isPart) ? raw.join(',') : undefined
}

export type CompareSearch = { ids?: string | undefined }

export function readCompareSearch(
  search: { ids?: string | number | (string | number)[] } & SearchSchemaInput,
): CompareSearch {
  // `ids` is always returned: the router lays this over the raw search (listing-search.ts).
  return { ids: idsTextOf(search.ids) }
}
