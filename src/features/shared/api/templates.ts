// Spec §7 store/template calls with their query factories. Route loaders and components share the
// factories, so a loader's `ensureQueryData` fills exactly the cache entry the component reads.
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type {
  Envelope,
  LikeResponse,
  TemplateDetail,
  TemplateListItem,
  TemplateSearchFilters,
  TemplateSearchRequest,
  TemplateSearchResponse,
  TemplatesByIdsResponse,
} from '#catalogue/api-contract'
import type { FacetCounts, FacetSelection } from '#catalogue/facets'
import type { Personalisation } from '#catalogue/personalise'
import { DEFAULT_SORT, type Language, type SortKey } from '#catalogue/enums'
import { apiPath, apiRequest, requireParam } from '#src/lib/api-client'

export type SearchTemplatesParams = {
  query?: string
  page: number
  limit: number
  sort: SortKey
  language: Language
  filters?: TemplateSearchFilters
  facets?: FacetSelection
  facetCounts?: boolean
  /** Templates to leave out (e.g. the one on screen); the page still shows `limit` items. */
  excludeIds?: readonly string[]
  verificationMode?: boolean
}
export type SearchTemplatesResult = {
  templates: TemplateListItem[]
  totalCount: number
  /** With `facetCounts`: every filter option's count. */
  facets?: FacetCounts
}

export type Currency = 'jpy' | 'usd'
export type CheckoutInput = {
  couponCode?: string
  /** What the buyer chose in the preview (issue 31): the checkout carries it back to the page. */
  personalise?: Personalisation
}
export type CheckoutResult = {
  orderId: string
  checkoutUrl: string
  amount: number
  currency: Currency
  testMode: true
}
export type ReceiptUrl = { receiptUrl: string; expiresAt: string }

export const templateKeys = {
  all: ['templates'] as const,
  searches: () => [...templateKeys.all, 'search'] as const,
  search: (params: SearchTemplatesParams) => [...templateKeys.searches(), params] as const,
  detail: (templateId: string, language: Language) =>
    [...templateKeys.all, 'detail', templateId, language] as const,
  byIds: (ids: readonly string[], language: Language) =>
    [...templateKeys.all, 'by-ids', ids, language] as const,
}

/**
 * The request body for one page (spec §7): `offset = (page - 1) * limit`, and `limit` grows by the
 * number of excluded ids so that, after dropping them, a full page is still left.
 */
export function searchRequestFor(params: SearchTemplatesParams): TemplateSearchRequest {
  const page = Number.isFinite(params.page) ? Math.max(1, Math.floor(params.page)) : 1
  const excluded = params.excludeIds?.length ?? 0
  return {
    ...(params.query ? { query: params.query } : {}),
    limit: params.limit + excluded,
    offset: (page - 1) * params.limit,
    // The default sort with words asks for no order: the server puts the best matches first.
    ...(params.query && params.sort === DEFAULT_SORT ? {} : { orderBy: params.sort }),
    language: params.language,
    ...(params.filters ? { filters: params.filters } : {}),
    ...(params.facets ? { facets: params.facets } : {}),
    ...(params.facetCounts ? { facetCounts: true } : {}),
    ...(params.verificationMode ? { verificationMode: true } : {}),
  }
}

/** Drops the excluded ids and cuts the rest to the display count. */
export function trimSearchPage(
  templates: readonly TemplateListItem[],
  params: Pick<SearchTemplatesParams, 'limit' | 'excludeIds'>,
): TemplateListItem[] {
  const excluded = new Set(params.excludeIds ?? [])
  return templates.filter((t) => !excluded.has(t.templateId)).slice(0, params.limit)
}

export async function searchTemplates(
  params: SearchTemplatesParams,
  signal?: AbortSignal,
): Promise<SearchTemplatesResult> {
  const res = await apiRequest<TemplateSearchResponse>('/v2/store/templates/search', {
    method: 'POST',
    body: searchRequestFor(params),
    ...(signal ? { signal } : {}),
  })
  return {
    templates: trimSearchPage(res.data.templates, params),
    totalCount: res.data.meta.totalCount,
    ...(res.data.facets ? { facets: res.data.facets } : {}),
  }
}

export function searchTemplatesQueryOptions(params: SearchTemplatesParams) {
  return queryOptions({
    queryKey: templateKeys.search(params),
    queryFn: ({ signal }) => searchTemplates(params, signal),
    // Keep the previous page on screen while the next loads; the listing shows its own overlay.
    placeholderData: keepPreviousData,
  })
}

/** GET /v2/store/templates/{template_id} */
export async function getTemplate(
  templateId: string,
  language?: Language,
  signal?: AbortSignal,
): Promise<TemplateDetail> {
  const id = requireParam(templateId, 'templateId', 'getTemplate')
  const res = await apiRequest<Envelope<TemplateDetail>>(apiPath`/v2/store/templates/${id}`, {
    query: { language },
    ...(signal ? { signal } : {}),
  })
  return res.data
}

export function templateQueryOptions(templateId: string, language: Language) {
  return queryOptions({
    queryKey: templateKeys.detail(templateId, language),
    queryFn: ({ signal }) => getTemplate(templateId, language, signal),
  })
}

/** GET /v2/store/templates/by_ids: the templates that still exist, in the order asked. */
export async function getTemplatesByIds(
  ids: readonly string[],
  language: Language,
  signal?: AbortSignal,
): Promise<TemplateListItem[]> {
  if (ids.length === 0) return []
  const res = await apiRequest<TemplatesByIdsResponse>('/v2/store/templates/by_ids', {
    query: { ids: ids.join(','), language },
    ...(signal ? { signal } : {}),
  })
  return res.data.templates
}

export function templatesByIdsQueryOptions(ids: readonly string[], language: Language) {
  return queryOptions({
    queryKey: templateKeys.byIds(ids, language),
    queryFn: ({ signal }) => getTemplatesByIds(ids, language, signal),
  })
}

/** POST /v2/store/templates/{template_id}/like */
export async function likeTemplate(
  templateId: string | null | undefined,
): Promise<LikeResponse['data']> {
  const id = requireParam(templateId, 'templateId', 'likeTemplate')
  return (
    await apiRequest<LikeResponse>(apiPath`/v2/store/templates/${id}/like`, { method: 'POST' })
  ).data
}

/** DELETE /v2/store/templates/{template_id}/like */
export async function unlikeTemplate(
  templateId: string | null | undefined,
): Promise<LikeResponse['data']> {
  const id = requireParam(templateId, 'templateId', 'unlikeTemplate')
  return (
    await apiRequest<LikeResponse>(apiPath`/v2/store/templates/${id}/like`, { method: 'DELETE' })
  ).data
}

/** POST /v2/store/templates/{template_id}/checkout */
export async function checkoutTemplate(
  templateId: string | null | undefined,
  input: CheckoutInput = {},
): Promise<CheckoutResult> {
  const id = requireParam(templateId, 'templateId', 'checkoutTemplate')
  const res = await apiRequest<Envelope<CheckoutResult>>(
    apiPath`/v2/store/templates/${id}/checkout`,
    { method: 'POST', body: input },
  )
  return res.data
}

/** GET /v2/store/templates/sales_histories/{sales_history_id}/receipt_url */
export async function getReceiptUrl(
  salesHistoryId: string | null | undefined,
  signal?: AbortSignal,
): Promise<ReceiptUrl> {
  const id = requireParam(salesHistoryId, 'salesHistoryId', 'getReceiptUrl')
  const res = await apiRequest<Envelope<ReceiptUrl>>(
    apiPath`/v2/store/templates/sales_histories/${id}/receipt_url`,
    signal ? { signal } : {},
  )
  return res.data
}
