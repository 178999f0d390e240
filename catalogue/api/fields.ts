// Field schemas every resource's contract uses: the paging rule, one-line text, enums of the
// catalogue's lists, and the error envelope. The server validates requests with them; the
// browser only ever imports their inferred types (tests/unit/import-boundaries.test.ts).
import { z } from 'zod'

/** A zod enum of a catalogue list (its values are known only as `readonly string[]`). */
export const enumOf = (values: readonly string[]) => z.enum(values as [string, ...string[]])

/**
 * Text that goes where a line break starts something new: a mail subject, a name or an address
 * line on a receipt, a URL. A CR or LF there could add a header line of its own (issue 26).
 */
export const singleLine = (schema: z.ZodString) =>
  schema.regex(/^[^\r\n]*$/, 'must be a single line (no CR or LF)')

/**
 * Every paged call follows one rule: a `limit` above the call's cap is served as the cap, never
 * refused, so a client may ask for "as many as you serve" (the store pages add their excluded ids
 * to the page size, spec §7). Below 1, or not an integer, is a 400.
 */
export const limitRule = (cap: number) =>
  `Page size, an integer from 1; a limit above ${cap} is served as ${cap} (not refused).`
export const cappedLimit = (cap: number) =>
  z
    .number()
    .int()
    .min(1)
    .transform((n) => Math.min(n, cap))
    .describe(limitRule(cap))
/** The same for a query parameter (a string on the wire). */
export const cappedLimitQuery = (cap: number) =>
  z.coerce.number().pipe(cappedLimit(cap)).describe(limitRule(cap))

/** Every error answer: `{ error: { code, message, field? } }` (spec §7). */
export const errorSchema = z.strictObject({
  error: z.strictObject({
    code: z.string(),
    message: z.string(),
    field: z.string().optional(),
  }),
})
