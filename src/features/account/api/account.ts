// Spec §7 account calls. All of them send the access token from the auth cookie.
import { queryOptions } from '@tanstack/react-query'
import type { Account, Envelope } from '#catalogue/api-contract'
import type { CountryCode, Language } from '#catalogue/enums'
import { apiRequest } from '#src/lib/api-client'

export type AccountDetails = Account & {
  displayName: string | null
  emailConfirmed: boolean
  redesignerLinked: boolean
}
export type UpdateAccountInput = { language?: Language; displayName?: string | null }
export type ChangePasswordInput = { currentPassword: string; newPassword: string }
export type Billing = {
  name: string
  companyName: string | null
  country: CountryCode
  postalCode: string
  region: string | null
  city: string
  line1: string
  line2: string | null
  phone: string | null
}
export type BillingInput = Omit<Billing, 'companyName' | 'region' | 'line2' | 'phone'> &
  Partial<Pick<Billing, 'companyName' | 'region' | 'line2' | 'phone'>>
export type Address = {
  name: string | null
  country: CountryCode
  postalCode: string
  region: string | null
  city: string
  line1: string
  line2: string | null
}
export type AddressInput = Omit<Address, 'name' | 'region' | 'line2'> &
  Partial<Pick<Address, 'name' | 'region' | 'line2'>>
export type EmailConfirmInput = { code?: string }
export type EmailConfirmResult =
  | { sent: true; email: string; expiresAt: string }
  | { emailConfirmed: true; emailConfirmedAt: string }
/** `callback`: where the link flow returns the user (an https URL or a path on this site). */
export type RedesignerLinkInput = { callback: string }
export type RedesignerLink = {
  linked: boolean
  callbackUrl?: string
  linkedAt?: string
  redirectUrl?: string
}
export type Coupon = {
  couponId: string
  code: string
  description: string
  discountPercent: number
  expiresAt: string | null
  status: 'available' | 'used' | 'expired'
}
export type QuestionnaireAnswer = string | number | boolean | string[]
/** `answers` is keyed by the questionnaire's own question ids, which cross the wire unconverted. */
export type QuestionnaireInput = {
  questionnaire: string
  answers: Record<string, QuestionnaireAnswer>
}
export type QuestionnaireResult = QuestionnaireInput & { submittedAt: string }

export const accountKeys = {
  all: ['account'] as const,
  detail: () => [...accountKeys.all, 'detail'] as const,
  billing: () => [...accountKeys.all, 'billing'] as const,
  address: () => [...accountKeys.all, 'address'] as const,
  coupons: () => [...accountKeys.all, 'coupons'] as const,
}

/**
 * GET /v2/account: the signed-in account (spec §7 "data.data is the account"). `token` overrides
 * the cookie for the moment right after sign-in, before anything else reads the fresh cookie.
 */
export async function getAccount(
  options: { signal?: AbortSignal; token?: string } = {},
): Promise<AccountDetails> {
  const res = await apiRequest<Envelope<AccountDetails>>('/v2/account', {
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.token ? { auth: { bearer: options.token } } : {}),
  })
  return res.data
}

export async function updateAccount(input: UpdateAccountInput): Promise<AccountDetails> {
  const res = await apiRequest<Envelope<AccountDetails>>('/v2/account', {
    method: 'PUT',
    body: input,
  })
  return res.data
}

export async function changePassword(
  input: ChangePasswordInput,
): Promise<{ updated: true; revokedSessions: number }> {
  const res = await apiRequest<Envelope<{ updated: true; revokedSessions: number }>>(
    '/v2/account/password',
    { method: 'PUT', body: input },
  )
  return res.data
}

export async function getBilling(): Promise<Billing | null> {
  return (await apiRequest<Envelope<Billing | null>>('/v2/account/billing')).data
}

export async function createBilling(input: BillingInput): Promise<Billing> {
  return (
    await apiRequest<Envelope<Billing>>('/v2/account/billing', { method: 'POST', body: input })
  ).data
}

export async function updateBilling(input: BillingInput): Promise<Billing> {
  return (
    await apiRequest<Envelope<Billing>>('/v2/account/billing', { method: 'PUT', body: input })
  ).data
}

export async function setBillingCountry(country: CountryCode): Promise<{ country: string }> {
  const res = await apiRequest<Envelope<{ country: string }>>('/v2/account/billing/country', {
    method: 'POST',
    body: { country },
  })
  return res.data
}

export async function confirmEmail(input: EmailConfirmInput = {}): Promise<EmailConfirmResult> {
  const res = await apiRequest<Envelope<EmailConfirmResult>>('/v2/account/email/confirm', {
    method: 'POST',
    body: input,
  })
  return res.data
}

export async function linkRedesigner(input: RedesignerLinkInput): Promise<RedesignerLink> {
  const res = await apiRequest<Envelope<RedesignerLink>>('/v2/account/link/redesigner', {
    method: 'POST',
    body: input,
  })
  return res.data
}

export async function unlinkRedesigner(): Promise<RedesignerLink> {
  const res = await apiRequest<Envelope<RedesignerLink>>('/v2/account/link/redesigner', {
    method: 'DELETE',
  })
  return res.data
}

export async function getAddress(): Promise<Address | null> {
  return (await apiRequest<Envelope<Address | null>>('/v2/account/address')).data
}

export async function updateAddress(input: AddressInput): Promise<Address> {
  return (
    await apiRequest<Envelope<Address>>('/v2/account/address', { method: 'PUT', body: input })
  ).data
}

export async function getCoupons(): Promise<Coupon[]> {
  return (await apiRequest<Envelope<Coupon[]>>('/v2/account/coupons')).data
}

export async function submitQuestionnaire(input: QuestionnaireInput): Promise<QuestionnaireResult> {
  return (
    await apiRequest<Envelope<QuestionnaireResult>>('/v2/account/questionnaire', {
      method: 'POST',
      body: input,
      verbatimKeys: { body: ['answers'], response: ['data.answers'] },
    })
  ).data
}

export function accountQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.detail(),
    queryFn: ({ signal }) => getAccount({ signal }),
    // A 401 means signed out; retrying would only delay that answer.
    retry: false,
  })
}

export function billingQueryOptions() {
  return queryOptions({ queryKey: accountKeys.billing(), queryFn: () => getBilling() })
}

export function addressQueryOptions() {
  return queryOptions({ queryKey: accountKeys.address(), queryFn: () => getAddress() })
}

export function couponsQueryOptions() {
  return queryOptions({ queryKey: accountKeys.coupons(), queryFn: () => getCoupons() })
}
