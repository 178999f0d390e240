// The /v2/account contract: the account, its password, billing, address, e-mail confirmation,
// ReDesigner link, coupons and questionnaires. Written once: server/routes/account.ts validates
// with these schemas and documents them; the client's types are inferred from them
// (catalogue/api-contract.ts).
import { z } from 'zod'
import { COUNTRY_CODES, DESIGNER_STATUSES, LANGUAGES, PLANS } from '../enums'
import { singleLine } from './fields'

/** What a password may be: the sign-up page and the password change check the same bounds. */
export const PASSWORD_LENGTH = { min: 8, max: 200 } as const

export const countryCode = z.enum(COUNTRY_CODES, {
  error: 'must be an ISO 3166-1 alpha-2 country code, e.g. JP or US',
})
// Names and address lines: printed on receipts and headed by a name, each one line.
const optionalText = (max: number) => singleLine(z.string().trim().max(max)).nullish()
const requiredText = (max: number) => singleLine(z.string().trim().min(1, 'is required').max(max))

// Wire schemas (snake_case, as the client sends them after key conversion).
/** The signed-in account (GET /v2/account). */
export const account = z.strictObject({
  id: z.string(),
  email: z.string(),
  language: z.enum(LANGUAGES),
  template_designer_status: z.enum(DESIGNER_STATUSES),
  plan: z.enum(PLANS),
  my_billing: z.strictObject({ country: z.string().nullable() }),
  display_name: z.string().nullable(),
  email_confirmed: z.boolean(),
  redesigner_linked: z.boolean(),
})
export const accountResponse = z.strictObject({ data: account })

export const updateAccountBody = z
  .strictObject({
    language: z.enum(LANGUAGES).optional(),
    display_name: singleLine(z.string().trim().min(1).max(80)).nullable().optional(),
  })
  .refine((b) => b.language !== undefined || b.display_name !== undefined, {
    message: 'send at least one of language, display_name',
  })

export const passwordBody = z.strictObject({
  current_password: z.string().min(1, 'is required'),
  new_password: z
    .string()
    .min(PASSWORD_LENGTH.min, `must be at least ${PASSWORD_LENGTH.min} characters`)
    .max(PASSWORD_LENGTH.max, `must be at most ${PASSWORD_LENGTH.max} characters`),
})

export const billingBody = z.strictObject({
  name: requiredText(100),
  company_name: optionalText(100),
  country: countryCode,
  postal_code: requiredText(20),
  region: optionalText(100),
  city: requiredText(100),
  line1: requiredText(200),
  line2: optionalText(200),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{4,30}$/, 'must be a phone number of digits, spaces, +, - and ()')
    .nullish(),
})
export const billing = z.strictObject({
  name: z.string(),
  company_name: z.string().nullable(),
  country: z.string(),
  postal_code: z.string(),
  region: z.string().nullable(),
  city: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  phone: z.string().nullable(),
})

export const addressBody = z.strictObject({
  name: optionalText(100),
  country: countryCode,
  postal_code: requiredText(20),
  region: optionalText(100),
  city: requiredText(100),
  line1: requiredText(200),
  line2: optionalText(200),
})
export const address = z.strictObject({
  name: z.string().nullable(),
  country: z.string(),
  postal_code: z.string(),
  region: z.string().nullable(),
  city: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
})

export const emailConfirmBody = z.strictObject({
  code: z.string().trim().min(1, 'is required').max(32).optional(),
})

export const redesignerBody = z.strictObject({
  callback: singleLine(z.string().trim().min(1, 'is required').max(2000)),
})

const answerValue = z.union([
  z.string().max(2000),
  z.number(),
  z.boolean(),
  z.array(z.string().max(200)).max(50),
])
export const questionnaireBody = z.strictObject({
  questionnaire: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'must be a lowercase slug (letters, digits, - and _)'),
  answers: z
    .record(z.string().min(1).max(64), answerValue)
    .refine((a) => Object.keys(a).length > 0, 'must hold at least one answer')
    .refine((a) => Object.keys(a).length <= 50, 'must hold at most 50 answers'),
})

export const passwordChangeResponse = z.strictObject({
  data: z.strictObject({ updated: z.literal(true), revoked_sessions: z.number().int() }),
})
/** Billing details; null until created. */
export const billingResponse = z.strictObject({ data: billing.nullable() })
export const billingSavedResponse = z.strictObject({ data: billing })

export const billingCountryBody = z.strictObject({ country: countryCode })
export const billingCountryResponse = z.strictObject({
  data: z.strictObject({ country: z.string() }),
})

/** 202: the code was sent. */
export const emailCodeSentResponse = z.strictObject({
  data: z.strictObject({ sent: z.literal(true), email: z.string(), expires_at: z.string() }),
})
/** 200: the address is confirmed. */
export const emailConfirmedResponse = z.strictObject({
  data: z.strictObject({ email_confirmed: z.literal(true), email_confirmed_at: z.string() }),
})

export const redesignerResponse = z.strictObject({
  data: z.strictObject({
    linked: z.boolean(),
    callback_url: z.string().optional(),
    linked_at: z.string().optional(),
    redirect_url: z.string().optional(),
  }),
})

/** The postal address; null until set. */
export const addressResponse = z.strictObject({ data: address.nullable() })
export const addressSavedResponse = z.strictObject({ data: address })

export const coupon = z.strictObject({
  coupon_id: z.string(),
  code: z.string(),
  description: z.string(),
  discount_percent: z.number().int(),
  expires_at: z.string().nullable(),
  status: z.enum(['available', 'used', 'expired']),
})
export const couponsResponse = z.strictObject({ data: z.array(coupon) })

export const questionnaireResponse = z.strictObject({
  data: z.strictObject({
    questionnaire: z.string(),
    // Echoed verbatim: the keys are the questionnaire's own.
    answers: z.record(z.string(), z.unknown()),
    submitted_at: z.string(),
  }),
})
