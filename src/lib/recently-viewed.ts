// Issue 31: the templates a visitor opened last, kept in their browser only (an anonymous
// visitor's history never reaches the server). Pure list rules here; the views share the list in
// src/hooks/use-recently-viewed.ts, and the app's io stores it (src/app/browser-io.ts).

/** How many the row keeps and shows. */
export const RECENTLY_VIEWED_MAX = 8

/** The localStorage key; the value is a JSON array of template ids, most recent first. */
export const RECENTLY_VIEWED_KEY = 'store.recentlyViewed'

// What the API accepts as an id (catalogue/api/templates.ts): anything else was not written by us.
const TEMPLATE_ID = /^[A-Za-z0-9_-]{1,100}$/

const isTemplateId = (value: unknown): value is string =>
  typeof value === 'string' && TEMPLATE_ID.test(value)

/**
 * The stored list as the row uses it. Storage is the visitor's to edit (or another version's to
 * have written): anything that is not a list of ids reads as empty, stray entries are dropped.
 */
export function parseRecentlyViewed(stored: string | null): string[] {
  if (!stored) return []
  let value: unknown
  try {
    value = JSON.parse(stored)
  } catch {
    return []
  }
  if (!Array.isArray(value)) return []
  return [...new Set(value.filter(isTemplateId))].slice(0, RECENTLY_VIEWED_MAX)
}

/** The list after a visit to `templateId`: it moves to the front, once, and the oldest fall off. */
export function withViewed(list: readonly string[], templateId: string): string[] {
  if (!isTemplateId(templateId)) return [...list]
  return [templateId, ...list.filter((id) => id !== templateId)].slice(0, RECENTLY_VIEWED_MAX)
}
