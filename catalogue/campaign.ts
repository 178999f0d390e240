// Spec §3/§9 campaign cookie: the UTM parameters a visitor arrived with, or the search engine that
// sent them, kept for the studio app under `_studio_utm`. The server writes it on the answer to the
// landing request (server/render/campaign-cookie.ts), so it is kept whether or not the app starts.

export const CAMPAIGN_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign'] as const

/** The studio dashboard's "start with a free template" link: short-lived (spec §9). */
const DASHBOARD_FREE_TEMPLATE = {
  utm_source: 'dashboard',
  utm_medium: 'start_with_template',
  utm_campaign: 'free_template',
} as const
export const DASHBOARD_CAMPAIGN_MAX_AGE_SECONDS = 60 * 60
export const CAMPAIGN_MAX_AGE_SECONDS = 2 * 60 * 60

export const ORGANIC_SEARCH_ENGINES = [
  'google',
  'yahoo',
  'bing',
  'duckduckgo',
  'baidu',
  'ecosia',
  'yandex',
] as const
export type SearchEngine = (typeof ORGANIC_SEARCH_ENGINES)[number]

export type CampaignValue = {
  utm_source: string | null
  utm_medium: string | null
  utm_campaign: string | null
  via: 'store'
}
export type CampaignCookie = { value: string; maxAgeSeconds: number }

/**
 * The engine whose own domain `hostname` is: the engine's name as the label right before a public
 * suffix such as `com`, `co.jp` or `com.tr` (so www.google.co.jp and search.yahoo.co.jp count,
 * google.example.net does not).
 */
export function searchEngineOf(hostname: string): SearchEngine | null {
  const labels = hostname.toLowerCase().replace(/\.$/, '').split('.')
  for (const engine of ORGANIC_SEARCH_ENGINES) {
    const at = labels.lastIndexOf(engine)
    if (at === -1) continue
    const suffix = labels.slice(at + 1)
    const looksLikePublicSuffix =
      suffix.length === 1 || (suffix.length === 2 && (suffix[0]?.length ?? 0) <= 3)
    if (looksLikePublicSuffix && suffix.every((label) => /^[a-z]{2,6}$/.test(label))) return engine
  }
  return null
}

function parseUrl(url: string | URL): URL | null {
  if (url instanceof URL) return url
  try {
    return new URL(url)
  } catch {
    return null
  }
}

/**
 * What to store for a visit: the UTM parameters of the landing URL (1 hour for the dashboard's
 * free-template link, 2 hours for any other), else an organic search referral (2 hours), else
 * nothing.
 */
export function campaignCookie(url: string | URL, referrer: string): CampaignCookie | null {
  const landing = parseUrl(url)
  if (!landing) return null
  const params = landing.searchParams
  const utm = {
    utm_source: params.get('utm_source') || null,
    utm_medium: params.get('utm_medium') || null,
    utm_campaign: params.get('utm_campaign') || null,
  }
  if (utm.utm_source || utm.utm_medium || utm.utm_campaign) {
    const value: CampaignValue = { ...utm, via: 'store' }
    const isDashboard = CAMPAIGN_PARAMS.every((key) => utm[key] === DASHBOARD_FREE_TEMPLATE[key])
    return {
      value: JSON.stringify(value),
      maxAgeSeconds: isDashboard ? DASHBOARD_CAMPAIGN_MAX_AGE_SECONDS : CAMPAIGN_MAX_AGE_SECONDS,
    }
  }
  const from = referrer ? parseUrl(referrer) : null
  const engine = from && /^https?:$/.test(from.protocol) ? searchEngineOf(from.hostname) : null
  if (!engine) return null
  const value: CampaignValue = {
    utm_source: engine,
    utm_medium: 'organic',
    utm_campaign: null,
    via: 'store',
  }
  return { value: JSON.stringify(value), maxAgeSeconds: CAMPAIGN_MAX_AGE_SECONDS }
}
