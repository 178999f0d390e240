// Field schemas every resource's contract uses: the paging rule, one-line text, query numbers,
// and the error envelope. The server validates requests with them; the browser only ever imports
// their inferred types (tests/unit/import-boundaries.test.ts).
import * as v from 'valibot'

/**
 * Text that goes where a line break starts something new: a mail subject, a name or an address
 * line on a receipt, a URL. A CR or LF there could add a header line of its own (issue 26).
 */
const singleLine = () => v.regex(/^[^\r\n]*$/, 'must be a single line (no CR or LF)')

/** Trimmed text of at most `max` characters; `min` 1 makes it required ('is required'). */
export const text = (max: number, options: { min?: number; singleLine?: boolean } = {}) => {
  const atMost = v.maxLength<string, number, string>(max, `must be at most ${max} characters`)
  const trimmed = v.pipe(v.string(), v.trim())
  const limited = options.min
    ? v.pipe(trimmed, v.minLength<string, number, string>(options.min, 'is required'), atMost)
    : v.pipe(trimmed, atMost)
  return options.singleLine ? v.pipe(limited, singleLine()) : limited
}

/** A whole number sent as query text ('20'); the document describes it as what it is on the wire. */
export const queryInteger = (describe: string) =>
  v.pipe(
    v.string(),
    v.regex(/^\d+$/, 'must be a whole number'),
    v.description(describe),
    v.transform(Number),
    v.number(),
  )

/**
 * Every paged call follows one rule: a `limit` above the call's cap is served as the cap, never
 * refused, so a client may ask for "as many as you serve" (the store pages add their excluded ids
 * to the page size, spec §7). Below 1, or not an integer, is a 400.
 */
export const limitRule = (cap: number) =>
  `Page size, an integer from 1; a limit above ${cap} is served as ${cap} (not refused).`
export const cappedLimit = (cap: number, describe = limitRule(cap)) =>
  v.pipe(
    v.number(),
    v.integer(),
    v.minValue(1),
    v.description(describe),
    v.transform((n) => Math.min(n, cap)),
  )
/** The same for a query parameter (text on the wire). */
export const cappedLimitQuery = (cap: number, describe = limitRule(cap)) =>
  v.pipe(
    queryInteger(describe),
    v.minValue(1),
    v.transform((n) => Math.min(n, cap)),
  )

/** Every error answer: `{ error: { code, message, field? } }` (spec §7). */
export const errorSchema = v.strictObject({
  error: v.strictObject({
    code: v.string(),
    message: v.string(),
    field: v.optional(v.string()),
  }),
})

/** An integer JSON number (counts, amounts in minor units). */
export const integer = () => v.pipe(v.number(), v.integer())

/**
 * `phrase_boundaries` of an answer (decision 034): for each named text, where its lines may break.
 * The texts themselves stay as they are (search, copying and other clients see no marks).
 */
export const phraseBoundaries = <const Field extends string>(fields: readonly Field[]) =>
  v.optional(
    v.pipe(
      v.strictObject(
        Object.fromEntries(fields.map((field) => [field, v.array(integer())])) as {
          [Key in Field]: v.ArraySchema<ReturnType<typeof integer>, undefined>
        },
      ),
      v.description(
        'Japanese answers only: for each text, the UTF-16 offsets where a phrase after the ' +
          'first begins (BudouX), the places a line of it may break (a page puts <wbr> there)',
      ),
    ),
  )

// zod's e-mail rule, kept when the contract moved to valibot (decision 030), so an address the
// store accepted before is accepted still.
const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/

/** An e-mail address (checked as text; whether it receives mail is another matter). */
export const emailAddress = () => v.pipe(v.string(), v.regex(EMAIL, 'must be an e-mail address'))
