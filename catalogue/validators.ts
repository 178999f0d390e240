// Route-parameter validation of spec §5 with the 404 messages of spec §8. Failures are returned
// as values so a route loader, the server and tests can all branch on them without try/catch.
import { INDUSTRIES, findIndustryGroup, type Industry, type IndustryGroup } from './industries'
import { SITE_TYPES, findSiteTypeGroup, type SiteType, type SiteTypeGroup } from './site-types'

export const NOT_FOUND_MESSAGES = {
  siteType: 'No applicable site type',
  subtype: 'No applicable subtype',
  industry: 'No applicable industry',
  subindustry: 'No applicable sub-industry',
} as const

export type NotFoundMessage = (typeof NOT_FOUND_MESSAGES)[keyof typeof NOT_FOUND_MESSAGES]

/** Message for a URL that matches no route or fails route validation (spec §8). */
export function pageNotFoundMessage(path: string): string {
  return `Page Not Found: ${path}`
}

export type RouteNotFound<M extends string = NotFoundMessage> = {
  ok: false
  status: 404
  message: M
}

export type SiteTypeRouteResult =
  | { ok: true; group: SiteTypeGroup; siteType?: SiteType }
  | RouteNotFound<typeof NOT_FOUND_MESSAGES.siteType | typeof NOT_FOUND_MESSAGES.subtype>

export type IndustryRouteResult =
  | { ok: true; group: IndustryGroup; industry?: Industry }
  | RouteNotFound<typeof NOT_FOUND_MESSAGES.industry | typeof NOT_FOUND_MESSAGES.subindustry>

function notFound<M extends NotFoundMessage>(message: M): RouteNotFound<M> {
  return { ok: false, status: 404, message }
}

/**
 * `/store/sitetype/{type}` and `/store/sitetype/{type}/{subtype}`. Leave `subtype` undefined for
 * the type-only route; any string given, even '', must be a site type of that group.
 */
export function validateSiteTypeRoute(params: {
  type: string
  subtype?: string | undefined
}): SiteTypeRouteResult {
  const group = findSiteTypeGroup(params.type)
  if (!group) return notFound(NOT_FOUND_MESSAGES.siteType)
  if (params.subtype === undefined) return { ok: true, group }
  const siteType = SITE_TYPES.find(
    (candidate) => candidate.group === group.key && candidate.slug === params.subtype,
  )
  if (!siteType) return notFound(NOT_FOUND_MESSAGES.subtype)
  return { ok: true, group, siteType }
}

/** `/store/industries/{industry}` and `/store/industries/{industry}/{subindustry}`. */
export function validateIndustryRoute(params: {
  industry: string
  subindustry?: string | undefined
}): IndustryRouteResult {
  const group = findIndustryGroup(params.industry)
  if (!group) return notFound(NOT_FOUND_MESSAGES.industry)
  if (params.subindustry === undefined) return { ok: true, group }
  const industry = INDUSTRIES.find(
    (candidate) => candidate.group === group.key && candidate.slug === params.subindustry,
  )
  if (!industry) return notFound(NOT_FOUND_MESSAGES.subindustry)
  return { ok: true, group, industry }
}
