// The compare page's search (issue 31): `?ids=a,b,c` kept as the address wrote it, so the loader
// can tell a malformed link (400) and too many ids (a message) from a good one. The router
// JSON-parses '?ids=123' into a number and a repeated key (`?ids=a&ids=b`, a GET form) into a
// list; both are read as the same text. Anything else falls back to no ids.
import * as v from 'valibot'

const idsText = v.union([
  v.string(),
  v.pipe(v.number(), v.transform(String)),
  v.pipe(
    v.array(v.union([v.string(), v.number()])),
    v.transform((parts) => parts.join(',')),
  ),
])

export const compareSearchSchema = v.object({
  ids: v.fallback(v.optional(idsText), undefined),
})
