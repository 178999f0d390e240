// The API surface only the client-contract test calls (tests/api/client-contract.test.ts): spec §7
// calls the app does not make yet, written like the app's own (src/features/*/api) so the contract
// test proves the server answers them as the client would read them. When a page starts using one,
// it moves back beside that page's feature.
import { queryOptions } from '@tanstack/react-query'
import type { Envelope, TemplateListItem, TemplateSearchResponse } from '#catalogue/api-contract'
import type { CountryCode, Language, SortKey, Tier } from '#catalogue/enums'
import { accountKeys, getAccount, type AccountDetails } from '#src/features/account/api/account'
import {
  getReceiptUrl,
  templateKeys,
  type Currency,
  type SearchTemplatesResult,
} from '#src/features/shared/api/templates'
import { apiPath, apiRequest, requireParam } from '#src/lib/api-client'

const contractAccountKeys = {
  billing: () => [...accountKeys.all, 'billing'] as const,
  address: () => [...accountKeys.all, 'address'] as const,
  coupons: () => [...accountKeys.all, 'coupons'] as const,
}

const contractTemplateKeys = {
  list: (params: ListTemplatesParams) => [...templateKeys.all, 'list', params] as const,
  wireframe: (language: Language) => [...templateKeys.all, 'wireframe', language] as const,
  salesHistories: (params: SalesHistoriesParams) =>
    [...templateKeys.all, 'salesHistories', params] as const,
  receiptUrl: (salesHistoryId: string) =>
    [...templateKeys.all, 'receiptUrl', salesHistoryId] as const,
  token: (templateId: string, params: TemplateTokenParams) =>
    [...templateKeys.all, 'token', templateId, params] as const,
}

// Account (spec §7): all of them send the access token from the auth cookie.

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
  return queryOptions({ queryKey: contractAccountKeys.billing(), queryFn: () => getBilling() })
}

export function addressQueryOptions() {
  return queryOptions({ queryKey: contractAccountKeys.address(), queryFn: () => getAddress() })
}

export function couponsQueryOptions() {
  return queryOptions({ queryKey: contractAccountKeys.coupons(), queryFn: () => getCoupons() })
}

// Templates (spec §7).

/** `purchased`: my purchases; `sold`: sales of templates I designed. */
export type SalesHistoryType = 'purchased' | 'sold'
export type SalesHistory = {
  salesHistoryId: string
  templateId: string
  templateTitle: string
  tier: Tier
  /** Minor units: yen, or US cents. */
  amount: number
  currency: Currency
  purchasedAt: string
}
export type SalesHistoriesParams = { type: SalesHistoryType; limit?: number; offset?: number }
export type SalesHistoriesResult = { salesHistories: SalesHistory[]; totalCount: number }
export type TemplateTokenParams = { language?: Language; currency?: Currency }
export type TemplateToken = { token: string; expiresAt: string; sandboxUrl?: string }
export type ListTemplatesParams = {
  language?: Language
  limit?: number
  offset?: number
  orderBy?: SortKey
}

/** GET /v2/store/templates: the same answer as a search (`templates` and `meta.totalCount`). */
export async function listTemplates(
  params: ListTemplatesParams = {},
  signal?: AbortSignal,
): Promise<SearchTemplatesResult> {
  const res = await apiRequest<TemplateSearchResponse>('/v2/store/templates', {
    query: params,
    ...(signal ? { signal } : {}),
  })
  return { templates: res.data.templates, totalCount: res.data.meta.totalCount }
}

export function listTemplatesQueryOptions(params: ListTemplatesParams = {}) {
  return queryOptions({
    queryKey: contractTemplateKeys.list(params),
    queryFn: ({ signal }) => listTemplates(params, signal),
  })
}

/** GET /v2/store/templates/wireframe: every wireframe template, in ranking order. */
export async function getWireframeTemplates(
  language: Language,
  signal?: AbortSignal,
): Promise<TemplateListItem[]> {
  const res = await apiRequest<TemplateSearchResponse>('/v2/store/templates/wireframe', {
    query: { language },
    ...(signal ? { signal } : {}),
  })
  return res.data.templates
}

export function wireframeTemplatesQueryOptions(language: Language) {
  return queryOptions({
    queryKey: contractTemplateKeys.wireframe(language),
    queryFn: ({ signal }) => getWireframeTemplates(language, signal),
  })
}

/**
 * GET /v2/store/templates/{template_id}/token, sent without the bearer (spec §6); language and
 * currency pick the editor sandbox's (the server falls back to English and its currency).
 */
export async function getTemplateToken(
  templateId: string | null | undefined,
  params: TemplateTokenParams = {},
  signal?: AbortSignal,
): Promise<TemplateToken> {
  const id = requireParam(templateId, 'templateId', 'getTemplateToken')
  const res = await apiRequest<Envelope<TemplateToken>>(apiPath`/v2/store/templates/${id}/token`, {
    auth: 'none',
    query: { language: params.language, currency: params.currency },
    ...(signal ? { signal } : {}),
  })
  return res.data
}

export function templateTokenQueryOptions(templateId: string, params: TemplateTokenParams = {}) {
  return queryOptions({
    queryKey: contractTemplateKeys.token(templateId, params),
    queryFn: ({ signal }) => getTemplateToken(templateId, params, signal),
    // A short-lived capability: fetch a fresh one whenever it is asked for again.
    staleTime: 0,
  })
}

/** GET /v2/store/templates/sales_histories: one page, newest first, with the total count. */
export async function getSalesHistories(
  params: SalesHistoriesParams,
  signal?: AbortSignal,
): Promise<SalesHistoriesResult> {
  const res = await apiRequest<
    Envelope<{ salesHistories: SalesHistory[]; meta: { totalCount: number } }>
  >('/v2/store/templates/sales_histories', {
    query: { type: params.type, limit: params.limit, offset: params.offset },
    ...(signal ? { signal } : {}),
  })
  return { salesHistories: res.data.salesHistories, totalCount: res.data.meta.totalCount }
}

export function salesHistoriesQueryOptions(params: SalesHistoriesParams) {
  return queryOptions({
    queryKey: contractTemplateKeys.salesHistories(params),
    queryFn: ({ signal }) => getSalesHistories(params, signal),
  })
}

export function receiptUrlQueryOptions(salesHistoryId: string) {
  return queryOptions({
    queryKey: contractTemplateKeys.receiptUrl(salesHistoryId),
    queryFn: ({ signal }) => getReceiptUrl(salesHistoryId, signal),
    // The receipt link carries a one-hour token: never hand out a cached, possibly dead one.
    staleTime: 0,
  })
}

// Review (spec §7).

export type ReviewToken = { token: string } & Record<string, unknown>

/** GET /v2/store/review/token: the token the template-review page hands to the editor. */
export async function getReviewToken(signal?: AbortSignal): Promise<ReviewToken> {
  const res = await apiRequest<Envelope<ReviewToken>>(
    '/v2/store/review/token',
    signal ? { signal } : {},
  )
  return res.data
}

export function reviewTokenQueryOptions() {
  return queryOptions({
    queryKey: ['review', 'token'] as const,
    queryFn: ({ signal }) => getReviewToken(signal),
    staleTime: 0,
  })
}
