// The /v2/store/designers contract: designer search, a designer's page, and messages to one.
// Written once: server/routes/designers.ts validates with these schemas and documents them, the
// client's types are inferred from them (catalogue/api-contract.ts).
import { z } from 'zod'
import { DESIGNER_MESSAGE_LIMITS } from '../api-contract'
import { LANGUAGES, MESSAGE_LANGUAGES } from '../enums'
import { cappedLimit, singleLine } from './fields'
import { templateListItem } from './templates'

/** Designer search: the page-size cap. */
export const DESIGNER_SEARCH_LIMIT = 50

export const designerParams = z.object({
  designer_id: z.string().trim().min(1, 'is required').max(200),
})
export const designerQuery = z.object({ language: z.enum(LANGUAGES).default('en') })

export const designerSearchBody = z.strictObject({
  query: z.string().trim().max(100).optional(),
  limit: cappedLimit(DESIGNER_SEARCH_LIMIT).default(20),
  offset: z.number().int().min(0).max(10_000).default(0),
  language: z.enum(LANGUAGES).default('en'),
})

/** What the designer-message call accepts; the page's form checks DESIGNER_MESSAGE_LIMITS too. */
export const designerMessageBody = z.strictObject({
  // It goes into the designer's mail subject.
  name: singleLine(z.string().trim().min(1, 'is required').max(DESIGNER_MESSAGE_LIMITS.name)),
  email: z.email(),
  body: z.string().trim().min(1, 'is required').max(DESIGNER_MESSAGE_LIMITS.body),
  language: z.enum(MESSAGE_LANGUAGES),
})

const designerFields = {
  designer_id: z.string(),
  name: z.string(),
  bio: z.string(),
  avatar_url: z.string(),
  country: z.string(),
}

export const designerSearchResponse = z.strictObject({
  data: z.strictObject({
    designers: z.array(z.strictObject({ ...designerFields, template_count: z.number().int() })),
    meta: z.strictObject({ total_count: z.number().int() }),
  }),
})

/** A designer's page: the same list items as every listing, so likes and counts agree. */
export const designerDetail = z.strictObject({
  ...designerFields,
  templates: z.array(templateListItem),
})
export const designerResponse = z.strictObject({ data: designerDetail })

export const designerMessageResponse = z.strictObject({
  data: z.strictObject({ message_id: z.string(), sent_at: z.string() }),
})
