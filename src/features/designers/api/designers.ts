// Spec §7 designer calls. All three are public: they go out without the bearer token (spec §6).
import { queryOptions } from '@tanstack/react-query'
import type {
  Designer,
  DesignerMessageRequest,
  DesignerMessageResult,
  DesignerSearchHit,
  Envelope,
} from '#catalogue/api-contract'
import type { Language } from '#catalogue/enums'
import { apiPath, apiRequest, requireParam } from '#src/lib/api-client'

export type SearchDesignersParams = {
  query?: string
  language: Language
  limit?: number
  offset?: number
}
/** A search hit carries `templateCount`; a designer page carries the `templates` themselves. */
export type DesignerSummary = Omit<DesignerSearchHit, 'templateCount'> &
  Partial<Pick<DesignerSearchHit, 'templateCount'> & Pick<Designer, 'templates'>>
export type SearchDesignersResult = { designers: DesignerSummary[]; totalCount: number }

export const designerKeys = {
  all: ['designers'] as const,
  detail: (designerId: string, language: Language) =>
    [...designerKeys.all, 'detail', designerId, language] as const,
  search: (params: SearchDesignersParams) => [...designerKeys.all, 'search', params] as const,
}

/** GET /v2/store/designers/{designer_id} */
export async function getDesigner(
  designerId: string | null | undefined,
  language: Language,
  signal?: AbortSignal,
): Promise<Designer> {
  const id = requireParam(designerId, 'designerId', 'getDesigner')
  const res = await apiRequest<Envelope<Designer>>(apiPath`/v2/store/designers/${id}`, {
    auth: 'none',
    query: { language },
    ...(signal ? { signal } : {}),
  })
  return res.data
}

export function designerQueryOptions(designerId: string, language: Language) {
  return queryOptions({
    queryKey: designerKeys.detail(designerId, language),
    queryFn: ({ signal }) => getDesigner(designerId, language, signal),
  })
}

/** POST /v2/store/designers/search */
export async function searchDesigners(
  params: SearchDesignersParams,
  signal?: AbortSignal,
): Promise<SearchDesignersResult> {
  const res = await apiRequest<
    Envelope<{ designers: DesignerSummary[]; meta: { totalCount: number } }>
  >('/v2/store/designers/search', {
    method: 'POST',
    auth: 'none',
    body: params,
    ...(signal ? { signal } : {}),
  })
  return { designers: res.data.designers, totalCount: res.data.meta.totalCount }
}

export function searchDesignersQueryOptions(params: SearchDesignersParams) {
  return queryOptions({
    queryKey: designerKeys.search(params),
    queryFn: ({ signal }) => searchDesigners(params, signal),
  })
}

/** POST /v2/store/designers/{designer_id}/message */
export async function sendDesignerMessage(
  designerId: string | null | undefined,
  message: DesignerMessageRequest,
): Promise<DesignerMessageResult> {
  const id = requireParam(designerId, 'designerId', 'sendDesignerMessage')
  const res = await apiRequest<Envelope<DesignerMessageResult>>(
    apiPath`/v2/store/designers/${id}/message`,
    {
      method: 'POST',
      auth: 'none',
      body: message,
    },
  )
  return res.data
}
