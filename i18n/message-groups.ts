// Dictionary sections only some pages show (issue 29, decision 043). The browser build takes them
// out of each locale's dictionary chunk (scripts/vite-plugin-message-groups.ts) and loads a group
// with the routes that name it: a list page's first load no longer carries the template page's,
// the designers' or the programmes' messages (~1.9 kB gzip in English, ~2.5 kB in Japanese). Node
// (the server, tests, the dev server) loads every section with the dictionary, as before.
import type { Translations } from './i18n-types'

export const MESSAGE_GROUPS = {
  /** The template page's, and the compare page's, which shows the same facts side by side. */
  template: ['template', 'personalise', 'openOnPhone', 'devicePreview'],
  /** The designers' pages, the review and affiliate programmes. */
  pages: ['templateReview', 'affiliate', 'designers'],
} as const satisfies Record<string, readonly (keyof Translations)[]>

export type MessageGroup = keyof typeof MESSAGE_GROUPS

export const MESSAGE_GROUP_NAMES = Object.keys(MESSAGE_GROUPS) as MessageGroup[]

/** The groups each route's pages show, by route id; a route not named here needs none. */
export const ROUTE_MESSAGE_GROUPS: Readonly<Record<string, readonly MessageGroup[]>> = {
  '/store/templates/$templateId': ['template'],
  '/store/compare': ['template'],
  '/store/designers/': ['pages'],
  '/store/designers/$designerId': ['pages'],
  '/store/template-review': ['pages'],
  '/store/affiliate-program': ['pages'],
}

/** The groups a page made of these routes shows, each once. */
export function messageGroupsOfRoutes(routeIds: Iterable<string>): MessageGroup[] {
  const groups = new Set<MessageGroup>()
  for (const id of routeIds) for (const group of ROUTE_MESSAGE_GROUPS[id] ?? []) groups.add(group)
  return [...groups]
}

/** A group's sections of a dictionary (the source's objects, not copies). */
export function sectionsOfGroup(dictionary: object, group: MessageGroup): Partial<Translations> {
  const sections = dictionary as Record<string, unknown>
  return Object.fromEntries(
    MESSAGE_GROUPS[group].flatMap((section) =>
      Object.hasOwn(sections, section) ? [[section, sections[section]]] : [],
    ),
  ) as Partial<Translations>
}
