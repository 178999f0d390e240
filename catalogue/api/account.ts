// The /v2/account contract: the account, its password, billing, address, e-mail confirmation,
// ReDesigner link, coupons and questionnaires. Written once: server/routes/account.ts validates
// with these schemas and documents them; the client's types are inferred from them
// (catalogue/api-contract.ts).
import * as v from 'valibot'
import { COUNTRY_CODES, DESIGNER_STATUSES, LANGUAGES, PLANS } from '../enums'
import { integer, text } from './fields'

/** What a password may be: the sign-up page and the password change check the same bounds. */
export const PASSWORD_LENGTH = { min: 8, max: 200 } as const

const countryCode = v.picklist(
  COUNTRY_CODES,
  'must be an ISO 3166-1 alpha-2 country code, e.g. JP or US',
)
// Names and address lines: printed on receipts and headed by a name, each one line.
const optionalText = (max: number) => v.nullish(text(max, { singleLine: true }))
const requiredText = (max: number) => text(max, { min: 1, singleLine: true })

/** The signed-in account (GET /v2/account). */
export const account = v.strictObject({
  id: v.string(),
  email: v.string(),
  language: v.picklist(LANGUAGES),
  template_designer_status: v.picklist(DESIGNER_STATUSES),
  plan: v.picklist(PLANS),
  my_billing: v.strictObject({ country: v.nullable(v.string()) }),
  display_name: v.nullable(v.string()),
  email_confirmed: v.boolean(),
  redesigner_linked: v.boolean(),
})
export const accountResponse = v.strictObject({ data: account })

export const updateAccountBody = v.pipe(
  v.strictObject({
    language: v.optional(v.picklist(LANGUAGES)),
    display_name: v.optional(v.nullable(text(80, { min: 1, singleLine: true }))),
  }),
  v.check(
    (b) => b.language !== undefined || b.display_name !== undefined,
    'send at least one of language, display_name',
  ),
)

export const passwordBody = v.strictObject({
  current_password: v.pipe(v.string(), v.minLength(1, 'is required')),
  new_password: v.pipe(
    v.string(),
    v.minLength(PASSWORD_LENGTH.min, `must be at least ${PASSWORD_LENGTH.min} characters`),
    v.maxLength(PASSWORD_LENGTH.max, `must be at most ${PASSWORD_LENGTH.max} characters`),
  ),
})
export const passwordChangeResponse = v.strictObject({
  data: v.strictObject({ updated: v.literal(true), revoked_sessions: integer() }),
})

// Billing details and the postal address share the lines of an address, as sent and as answered.
const postalLinesBody = {
  country: countryCode,
  postal_code: requiredText(20),
  region: optionalText(100),
  city: requiredText(100),
  line1: requiredText(200),
  line2: optionalText(200),
}
const postalLines = {
  country: v.string(),
  postal_code: v.string(),
  region: v.nullable(v.string()),
  city: v.string(),
  line1: v.string(),
  line2: v.nullable(v.string()),
}

export const billingBody = v.strictObject({
  name: requiredText(100),
  company_name: optionalText(100),
  ...postalLinesBody,
  phone: v.nullish(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^\+?[0-9 ()-]{4,30}$/, 'must be a phone number of digits, spaces, +, - and ()'),
    ),
  ),
})
const billing = v.strictObject({
  name: v.string(),
  company_name: v.nullable(v.string()),
  ...postalLines,
  phone: v.nullable(v.string()),
})
/** Billing details; null until created. */
export const billingResponse = v.strictObject({ data: v.nullable(billing) })
export const billingSavedResponse = v.strictObject({ data: billing })

export const billingCountryBody = v.strictObject({ country: countryCode })
export const billingCountryResponse = v.strictObject({
  data: v.strictObject({ country: v.string() }),
})

export const addressBody = v.strictObject({ name: optionalText(100), ...postalLinesBody })
const address = v.strictObject({ name: v.nullable(v.string()), ...postalLines })
/** The postal address; null until set. */
export const addressResponse = v.strictObject({ data: v.nullable(address) })
export const addressSavedResponse = v.strictObject({ data: address })

export const emailConfirmBody = v.strictObject({ code: v.optional(text(32, { min: 1 })) })
/** 202: the code was sent. */
export const emailCodeSentResponse = v.strictObject({
  data: v.strictObject({ sent: v.literal(true), email: v.string(), expires_at: v.string() }),
})
/** 200: the address is confirmed. */
export const emailConfirmedResponse = v.strictObject({
  data: v.strictObject({ email_confirmed: v.literal(true), email_confirmed_at: v.string() }),
})

export const redesignerBody = v.strictObject({
  callback: text(2000, { min: 1, singleLine: true }),
})
export const redesignerResponse = v.strictObject({
  data: v.strictObject({
    linked: v.boolean(),
    callback_url: v.optional(v.string()),
    linked_at: v.optional(v.string()),
    redirect_url: v.optional(v.string()),
  }),
})

const coupon = v.strictObject({
  coupon_id: v.string(),
  code: v.string(),
  description: v.string(),
  discount_percent: integer(),
  expires_at: v.nullable(v.string()),
  status: v.picklist(['available', 'used', 'expired']),
})
export const couponsResponse = v.strictObject({ data: v.array(coupon) })

const answerValue = v.union([
  v.pipe(v.string(), v.maxLength(2000)),
  v.number(),
  v.boolean(),
  v.pipe(v.array(v.pipe(v.string(), v.maxLength(200))), v.maxLength(50)),
])
export const questionnaireBody = v.strictObject({
  questionnaire: v.pipe(
    v.string(),
    v.regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'must be a lowercase slug (letters, digits, - and _)'),
  ),
  answers: v.pipe(
    v.record(v.pipe(v.string(), v.minLength(1), v.maxLength(64)), answerValue),
    v.check((a) => Object.keys(a).length > 0, 'must hold at least one answer'),
    v.check((a) => Object.keys(a).length <= 50, 'must hold at most 50 answers'),
  ),
})
export const questionnaireResponse = v.strictObject({
  data: v.strictObject({
    questionnaire: v.string(),
    // Echoed verbatim: the keys are the questionnaire's own.
    answers: v.record(v.string(), v.unknown()),
    submitted_at: v.string(),
  }),
})
