// The /v2/store/designers contract: designer search, a designer's page, and messages to one.
// Written once: server/routes/designers.ts validates with these schemas and documents them, the
// client's types are inferred from them (catalogue/api-contract.ts).
import * as v from 'valibot'
import { DESIGNER_MESSAGE_LIMITS } from '../api-contract'
import { LANGUAGES, MESSAGE_LANGUAGES } from '../enums'
import { cappedLimit, emailAddress, integer, phraseBoundaries, text } from './fields'
import { templateListItem } from './templates'

/** Designer search: the page-size cap. */
export const DESIGNER_SEARCH_LIMIT = 50

export const designerParams = v.object({ designer_id: text(200, { min: 1 }) })
export const designerQuery = v.object({ language: v.optional(v.picklist(LANGUAGES), 'en') })

export const designerSearchBody = v.strictObject({
  query: v.optional(text(100)),
  limit: v.optional(cappedLimit(DESIGNER_SEARCH_LIMIT), 20),
  offset: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000)), 0),
  language: v.optional(v.picklist(LANGUAGES), 'en'),
})

/** What the designer-message call accepts; the page's form checks DESIGNER_MESSAGE_LIMITS too. */
export const designerMessageBody = v.strictObject({
  // It goes into the designer's mail subject.
  name: text(DESIGNER_MESSAGE_LIMITS.name, { min: 1, singleLine: true }),
  email: emailAddress(),
  body: text(DESIGNER_MESSAGE_LIMITS.body, { min: 1 }),
  language: v.picklist(MESSAGE_LANGUAGES),
})

const designerEntries = {
  designer_id: v.string(),
  name: v.string(),
  bio: v.string(),
  avatar_url: v.string(),
  country: v.string(),
  phrase_boundaries: phraseBoundaries(['name', 'bio']),
}

export const designerSearchResponse = v.strictObject({
  data: v.strictObject({
    designers: v.array(v.strictObject({ ...designerEntries, template_count: integer() })),
    meta: v.strictObject({ total_count: integer() }),
  }),
})

/** A designer's page: the same list items as every listing, so likes and counts agree. */
export const designerDetail = v.strictObject({
  ...designerEntries,
  templates: v.array(templateListItem),
})
export const designerResponse = v.strictObject({ data: designerDetail })

export const designerMessageResponse = v.strictObject({
  data: v.strictObject({ message_id: v.string(), sent_at: v.string() }),
})
