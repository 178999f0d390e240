// Issue 31 "Compare": up to three templates side by side. The set lives in the address
// (`/store/compare?ids=a,b,c`), so a shared link or a page without JavaScript shows the same set;
// the visit keeps it too (session storage, machines/compare.ts) so every Compare control knows it.

/** How many templates the compare page shows side by side. */
export const COMPARE_LIMIT = 3

/** Letters, digits, '-' and '_': anything else in the address is not a template id. */
const TEMPLATE_ID = /^[A-Za-z0-9_-]{1,64}$/

export type CompareIds =
  | { kind: 'ids'; ids: readonly string[] }
  /** Something that is not a comma-separated list of template ids. */
  | { kind: 'malformed' }
  /** More than COMPARE_LIMIT ids: the first ones are kept, the page says why the rest are not. */
  | { kind: 'tooMany'; ids: readonly string[]; asked: number }

/**
 * The `ids` of the compare page's address. The router JSON-parses search values, so `?ids=123`
 * arrives as a number; absent or empty is no template yet. Repeated ids count once.
 */
export function parseCompareIds(raw: unknown): CompareIds {
  if (raw === undefined || raw === null || raw === '') return { kind: 'ids', ids: [] }
  const text = typeof raw === 'number' && Number.isInteger(raw) && raw >= 0 ? String(raw) : raw
  if (typeof text !== 'string') return { kind: 'malformed' }
  const parts = text.split(',').map((part) => part.trim())
  if (parts.some((part) => !TEMPLATE_ID.test(part))) return { kind: 'malformed' }
  const ids = [...new Set(parts)]
  return ids.length > COMPARE_LIMIT
    ? { kind: 'tooMany', ids: ids.slice(0, COMPARE_LIMIT), asked: ids.length }
    : { kind: 'ids', ids }
}

/** Only well-formed ids, at most COMPARE_LIMIT: what a stored or carried set may hold. */
export function compareIdsOf(raw: unknown): readonly string[] {
  const parsed = parseCompareIds(raw)
  return parsed.kind === 'malformed' ? [] : parsed.ids
}

export type CompareAddition = { ids: readonly string[]; refused: boolean }

/** The set with `templateId` added, or refused (unchanged) when it is already full. */
export function addCompared(ids: readonly string[], templateId: string): CompareAddition {
  if (ids.includes(templateId)) return { ids, refused: false }
  if (ids.length >= COMPARE_LIMIT) return { ids, refused: true }
  return { ids: [...ids, templateId], refused: false }
}

export function removeCompared(ids: readonly string[], templateId: string): readonly string[] {
  return ids.filter((id) => id !== templateId)
}

/** The compare page's `ids` value: 'a,b,c', or undefined for an empty set (no `?ids=`). */
export function compareIdsParam(ids: readonly string[]): string | undefined {
  return ids.length > 0 ? ids.join(',') : undefined
}
