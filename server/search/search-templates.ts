// Template search: the one function every listing goes through (search, list, wireframes,
// liked, designer pages). Public listings are answered by the in-memory index (see
// template-index.ts), whose like counts follow every like made through this process at once
// and the database within seconds; the account's own likes are answered in SQL, where the
// engine differences (NULL ordering, count types, LIKE escaping) stay behind Kysely.
import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely'
import { TIERS, type Language, type SortKey, type Tier } from '#catalogue/enums'
import { MAX_TIER, type FacetCounts, type FacetSelection } from '#catalogue/facets'
import type { TemplateQuality } from '#catalogue/template-quality'
import type { AppDeps, AuthAccount } from '../app-env'
import { changeFeedOf } from '../data-changes'
import { likeCountOf } from '../db/like-counts'
import { parseQuality } from '../db/template-quality'
import { phraseBoundaries } from '../phrases'
import type { Database } from '../db/schema'
import { foldCaseAndAccents } from '#catalogue/search-text'
import { forbidden, notFound, unauthorized } from '../http'
import { ByteLru } from './byte-lru'
import { coverUrlOf } from '../template-sites/cover-shots'
import type { SearchFilters } from './search-filters'
import { templateIndex, type TemplateIndex } from './template-index'

export type { SearchFilters }

export type SearchParams = {
  query?: string
  limit: number
  offset: number
  orderBy: SortKey
  /**
   * No order was asked for (the API's order_by omitted): with a query, the most relevant templates
   * come first, ties in `orderBy` order (decision 019).
   */
  relevance?: boolean
  language: Language
  filters?: SearchFilters
  /** The visitor's facet choices (issue 12), on top of the listing's fixed filters. */
  facets?: FacetSelection
  /** Answer every facet option's count too. */
  facetCounts?: boolean
  verificationMode?: boolean
  account: AuthAccount | null
}

/** A list item exactly as it goes on the wire (snake_case), built without a key-conversion pass. */
export type WireListItem = {
  template_id: string
  template_title: string
  cover_url: string
  liked: boolean
  count_likes: number
  tier: string
  rank?: number
  designer_id: string
  designer_name: string
  site_type: string
  site_type_group: string
  industry: string
  industry_group: string
  published_at: string
  quality: WireQuality | null
  phrase_boundaries?: { template_title: number[]; designer_name: number[] }
}

/** TemplateQuality as it goes on the wire (snake_case keys). */
export type WireQuality = Omit<TemplateQuality, 'fitsPhone'> & { fits_phone: boolean }

export function wireQuality(quality: TemplateQuality | null): WireQuality | null {
  if (!quality) return null
  return {
    axe: quality.axe,
    contrast: quality.contrast,
    bytes: quality.bytes,
    fits_phone: quality.fitsPhone,
  }
}

export type SearchResult = {
  templates: WireListItem[]
  totalCount: number
  facets?: FacetCounts | undefined
}

const MAX_QUERY_TOKENS = 8

/**
 * Splits a free-text query at spaces into folded words (NFKC, case, accents: "ＣＡＦÉ" is "cafe");
 * the matcher does the rest. Equal tokens, equal answers: they key the kept answers.
 */
export function queryTokens(query: string | undefined): string[] {
  if (!query) return []
  const tokens = foldCaseAndAccents(query).split(/\s+/).filter(Boolean)
  return [...new Set(tokens)].slice(0, MAX_QUERY_TOKENS)
}

type SortSpec = { column: string | RawBuilder<unknown>; nullable: boolean }

const SORT_COLUMNS: Record<Exclude<SortKey, 'liked_at'>, SortSpec> = {
  ranking: { column: 't.ranking_score', nullable: false },
  verification_ranking: { column: 't.verification_score', nullable: false },
  hot: { column: 't.hot_score', nullable: false },
  published_at: { column: 't.published_at', nullable: false },
  purchased_at: { column: 't.last_purchased_at', nullable: true },
  purchased_count: { column: 't.count_purchases', nullable: false },
  likes_count: { column: likeCountOf('t.id'), nullable: false },
}

/**
 * Applies the permission rules of spec §6 and answers the order actually served: liked_at and
 * liked_by_me need a signed-in account; verification_ranking is admin only, and an admin's
 * verification mode turns ranking into verification_ranking.
 */
export function effectiveOrder(
  params: Pick<SearchParams, 'orderBy' | 'verificationMode' | 'account' | 'filters'>,
): SortKey {
  const { orderBy, account } = params
  if ((orderBy === 'liked_at' || params.filters?.likedByMe) && !account) {
    throw unauthorized(
      orderBy === 'liked_at'
        ? 'Sign in to sort by the time you liked templates.'
        : 'Sign in to list the templates you liked.',
    )
  }
  if (orderBy === 'verification_ranking' && !account?.isAdmin) {
    throw forbidden('The verification_ranking order is only available to administrators.')
  }
  if (orderBy === 'ranking' && params.verificationMode && account?.isAdmin)
    return 'verification_ranking'
  return orderBy
}

/**
 * SEARCH_INDEX=off: every search runs in SQL. SEARCH_ANSWER_CACHE=off: the index answers each
 * search anew. Tests and the benchmark use them to compare the paths.
 */
export const searchIndexSettings = {
  enabled: process.env.SEARCH_INDEX !== 'off',
  answerCache: process.env.SEARCH_ANSWER_CACHE !== 'off',
}

/** Request bodies longer than this are answered but not remembered by their text. */
const MAX_RAW_KEY_LENGTH = 2_000
/**
 * `json` is kept as UTF-8 bytes outside the JS heap: long-lived strings there were promoted to
 * the old generation, where evicted ones lingered until a major GC (a 64 MB budget held ~250 MB
 * of RSS); a Buffer's memory is exact, half the size for Japanese text, and freed promptly.
 */
type Answer = { index: TemplateIndex; version: number; json: Buffer<ArrayBuffer>; ids: string[] }
/**
 * One byte-bounded LRU (SEARCH_CACHE_BYTES, default 64 MB) holds the answers under two kinds of
 * key: "p" + the normalised search parameters and "b" + the raw request body. An answer kept
 * under both is counted twice, so the estimate errs on the safe side.
 */
const answerCaches = new WeakMap<object, ByteLru<Answer>>()

function answerCacheOf(deps: AppDeps): ByteLru<Answer> {
  let cache = answerCaches.get(deps.db)
  if (!cache) {
    cache = new ByteLru<Answer>(deps.config.searchCacheBytes, (answer) => answer.json.byteLength)
    answerCaches.set(deps.db, cache)
  }
  return cache
}

/** The bytes the answer cache holds now (tests and the memory benchmark). */
export function searchCacheBytes(deps: AppDeps): number {
  return answerCaches.get(deps.db)?.bytes ?? 0
}

/**
 * The anonymous answer to a search body seen before, while no count has changed since: the body
 * text itself is the key, so a repeated search is not even parsed again. A signed-in visitor who
 * is not an admin (whose verification mode changes the order a body asks for) gets it too when
 * it shows none of their likes.
 */
export async function cachedSearchAnswer(
  deps: AppDeps,
  bodyText: string,
  account: AuthAccount | null,
): Promise<Buffer<ArrayBuffer> | undefined> {
  if (!searchIndexSettings.enabled || !searchIndexSettings.answerCache) return undefined
  if (account?.isAdmin) return undefined
  const hit = answerCacheOf(deps).get(`b${bodyText}`)
  if (!hit) return undefined
  const index = await templateIndex(deps.db)
  if (hit.index !== index || hit.version !== index.version) return undefined
  if (account && (await showsALike(deps, account.id, hit.ids))) return undefined
  return hit.json
}

/** Whether any of these templates is one the account likes. */
async function showsALike(deps: AppDeps, accountId: string, ids: string[]): Promise<boolean> {
  const liked = await accountLikes(deps, accountId)
  return liked.size > 0 && ids.some((id) => liked.has(id))
}

/**
 * The `{ data: { templates, meta } }` answer of a search, serialized. Anonymous answers of the
 * index are kept until any count in the index changes (then its version moves on), so a popular
 * listing is served without searching or serializing again and never with an outdated count.
 * A signed-in visitor gets the same kept answer when it shows none of their likes (issue 15).
 */
export async function searchTemplatesJson(
  deps: AppDeps,
  params: SearchParams,
  /**
   * The request body this answers, to find the answer by its text next time. Only an answer any
   * visitor would get for this body is kept under it (the shared path below).
   */
  bodyText?: string,
): Promise<string | Buffer<ArrayBuffer>> {
  const order = effectiveOrder(params)
  const filters = params.filters ?? {}
  const shared =
    searchIndexSettings.enabled &&
    searchIndexSettings.answerCache &&
    order !== 'liked_at' &&
    !filters.likedByMe &&
    // The admin's verification order is not what an anonymous visitor gets for any body.
    order === params.orderBy &&
    order !== 'verification_ranking'
  if (!shared) return envelope(await searchTemplates(deps, params))

  const index = await templateIndex(deps.db)
  const cache = answerCacheOf(deps)
  const tokens = queryTokens(params.query)
  const key = JSON.stringify([
    order,
    params.orderBy === 'ranking',
    // Without words there is nothing to be relevant to: the same answer as the ranking.
    params.relevance === true && tokens.length > 0,
    tokens,
    filters,
    params.facets ?? {},
    params.facetCounts === true,
    params.limit,
    params.offset,
    params.language,
  ])
  let answer = cache.get(`p${key}`)
  if (!answer || answer.index !== index || answer.version !== index.version) {
    // Read the version before searching: a like landing meanwhile makes this answer stale.
    const version = index.version
    const result = await searchTemplates(deps, { ...params, account: null })
    answer = {
      index,
      version,
      json: Buffer.from(envelope(result)),
      ids: result.templates.map((t) => t.template_id),
    }
    cache.set(`p${key}`, answer)
  }
  if (bodyText !== undefined && bodyText.length <= MAX_RAW_KEY_LENGTH) {
    cache.set(`b${bodyText}`, answer)
  }
  // A signed-in visitor gets the anonymous answer when it shows none of their likes.
  if (params.account && (await showsALike(deps, params.account.id, answer.ids))) {
    return envelope(await searchTemplates(deps, params))
  }
  // The kept bytes themselves: decoding them to text here only had them encoded again to be sent
  // (a tenth of a kept answer's CPU, issue 30).
  return answer.json
}

/** Accounts whose liked sets are kept (a set is a few dozen ids). */
const LIKED_SETS_KEPT = 10_000
const likedSets = new WeakMap<object, Map<string, Promise<Set<string>>>>()

/**
 * Every template an account likes, kept until the change feed names the account (a like or
 * unlike on any instance) or re-syncs; read anew while the feed is down.
 */
async function accountLikes(deps: AppDeps, accountId: string): Promise<Set<string>> {
  const feed = changeFeedOf(deps.db)
  let sets = likedSets.get(deps.db)
  if (!sets) {
    const kept = new Map<string, Promise<Set<string>>>()
    sets = kept
    likedSets.set(deps.db, kept)
    feed.subscribe((change) => {
      if (change.kind === 'likes') change.accountIds.forEach((id) => kept.delete(id))
      else if (change.kind === 'resync') kept.clear()
    })
  }
  const kept = feed.live ? sets.get(accountId) : undefined
  if (kept) return kept
  const heardBefore = feed.heard
  const loading = deps.db
    .selectFrom('likes')
    .select('template_id')
    .where('account_id', '=', accountId)
    .execute()
    .then((rows) => new Set(rows.map((r) => r.template_id)))
  if (feed.live) {
    if (sets.size >= LIKED_SETS_KEPT) {
      const oldest = sets.keys().next().value
      if (oldest !== undefined) sets.delete(oldest)
    }
    sets.set(accountId, loading)
    const keptSets = sets
    // A change heard while reading may be missing from what was read: keep nothing then.
    loading.then(
      () => {
        if (feed.heard !== heardBefore && keptSets.get(accountId) === loading) {
          keptSets.delete(accountId)
        }
      },
      () => keptSets.delete(accountId),
    )
  }
  return loading
}

const envelope = (result: SearchResult) =>
  JSON.stringify({
    data: {
      templates: result.templates,
      meta: { total_count: result.totalCount },
      ...(result.facets ? { facets: wireFacetCounts(result.facets) } : {}),
    },
  })

const wireFacetCounts = (counts: FacetCounts) => ({
  site_types: counts.siteTypes,
  industries: counts.industries,
  style_tags: counts.styleTags,
  feature_tags: counts.featureTags,
  price: counts.price,
  tiers: counts.tiers,
})

/**
 * The listing's filters with `accessible` however it was asked for: a filter (GET's
 * `accessible=true`, the body's `filters.accessible`) or the visitor's choice among the facets.
 * Either way it narrows the results and every facet count alike.
 */
function scopeFilters(params: Pick<SearchParams, 'filters' | 'facets'>): SearchFilters {
  const filters = params.filters ?? {}
  return params.facets?.accessible && !filters.accessible
    ? { ...filters, accessible: true }
    : filters
}

export async function searchTemplates(deps: AppDeps, params: SearchParams): Promise<SearchResult> {
  const order = effectiveOrder(params)
  const tokens = queryTokens(params.query)
  const filters = scopeFilters(params)
  const accountId = params.account?.id
  const byRelevance = params.relevance === true && tokens.length > 0
  // Rank numbers are places in the ranking; a relevance order has none.
  const ranked = params.orderBy === 'ranking' && !byRelevance
  const rankOf = (i: number) => (ranked ? params.offset + i + 1 : undefined)

  // The account's own likes are few and live only in SQL: those listings always query it.
  if (searchIndexSettings.enabled && order !== 'liked_at' && filters.likedByMe !== true) {
    const index = await templateIndex(deps.db)
    if (tokens.length > 0) await index.prepareText()
    const page = index.query({
      order,
      words: tokens,
      relevance: byRelevance,
      filters,
      facets: params.facets,
      limit: params.limit,
      offset: params.offset,
    })
    const liked = accountId
      ? await likedSet(
          deps.db,
          accountId,
          page.rows.map((r) => r.id),
        )
      : undefined
    return {
      templates: page.rows.map((row, i) =>
        toWireListItem(
          {
            id: row.id,
            title_en: row.titleEn,
            title_ja: row.titleJa,
            tier: row.tier,
            count_likes: row.countLikes,
            designer_id: row.designerId,
            designer_name_en: row.designerNameEn,
            designer_name_ja: row.designerNameJa,
            site_type: row.siteType,
            site_type_group: row.siteTypeGroup,
            industry: row.industry,
            industry_group: row.industryGroup,
            published_at: row.publishedAt,
            quality: row.quality,
          },
          params.language,
          liked?.has(row.id) ?? false,
          rankOf(i),
        ),
      ),
      totalCount: page.totalCount,
      facets: params.facetCounts
        ? index.facetCounts({ words: tokens, filters, facets: params.facets })
        : undefined,
    }
  }

  const page = await findPage(deps.db, {
    order,
    // The text is matched by the index's matcher in every mode: SQL has no typo or synonym search.
    relevance: tokens.length > 0 ? await textRelevance(deps.db, tokens) : undefined,
    byRelevance,
    filters,
    facets: params.facets ?? {},
    limit: params.limit,
    offset: params.offset,
    accountId,
  })
  const rows = await loadListRows(deps.db, page.ids)
  const liked = accountId ? await likedSet(deps.db, accountId, page.ids) : undefined
  const templates: WireListItem[] = []
  page.ids.forEach((id, i) => {
    const row = rows.get(id)
    if (!row) return
    templates.push(toWireListItem(row, params.language, liked?.has(id) ?? false, rankOf(i)))
  })
  return {
    templates,
    totalCount: page.totalCount,
    facets: params.facetCounts ? await sqlScopeFacetCounts(deps, params, order, tokens) : undefined,
  }
}

/**
 * Facet counts of a listing answered in SQL: still counted by the index, within the account's
 * liked templates when the listing is theirs.
 */
async function sqlScopeFacetCounts(
  deps: AppDeps,
  params: SearchParams,
  order: SortKey,
  tokens: string[],
): Promise<FacetCounts> {
  const filters = scopeFilters(params)
  const ownLikes = order === 'liked_at' || filters.likedByMe === true
  const within =
    ownLikes && params.account ? await accountLikes(deps, params.account.id) : undefined
  const index = await templateIndex(deps.db)
  if (tokens.length > 0) await index.prepareText()
  return index.facetCounts({ words: tokens, filters, facets: params.facets, within })
}

/** The templates the words match, with their relevance, by the index's matcher. */
async function textRelevance(
  db: Kysely<Database>,
  tokens: string[],
): Promise<Map<string, number> | undefined> {
  const index = await templateIndex(db)
  await index.prepareText()
  return index.relevanceByTemplate(tokens)
}

type PageQuery = {
  order: SortKey
  /** The templates a text query matches, with their relevance; undefined without a query. */
  relevance: Map<string, number> | undefined
  byRelevance: boolean
  filters: SearchFilters
  facets: FacetSelection
  limit: number
  offset: number
  accountId: string | undefined
}

/** The account a liked-templates query is about; without one, the request is unauthorised. */
function signedIn(accountId: string | undefined): string {
  if (!accountId) throw unauthorized()
  return accountId
}

async function findPage(
  db: Kysely<Database>,
  q: PageQuery,
): Promise<{ ids: string[]; totalCount: number }> {
  const joinLikes = q.order === 'liked_at' || q.filters.likedByMe === true
  // `$if` keeps the builder's type: the join only serves the liked_at order (a raw reference).
  const base = db
    .selectFrom('templates as t')
    .$if(joinLikes, (qb) =>
      qb.innerJoin('likes as l', (join) =>
        join.onRef('l.template_id', '=', 't.id').on('l.account_id', '=', signedIn(q.accountId)),
      ),
    )
  const filtered = base.where((eb) => {
    const conditions: Expression<SqlBool>[] = []
    const f = q.filters
    if (f.siteTypeGroup) conditions.push(eb('t.site_type_group', '=', f.siteTypeGroup))
    if (f.siteType) conditions.push(eb('t.site_type', '=', f.siteType))
    if (f.industryGroup) conditions.push(eb('t.industry_group', '=', f.industryGroup))
    if (f.industry) conditions.push(eb('t.industry', '=', f.industry))
    if (f.usage) conditions.push(eb('t.usage', '=', f.usage))
    if (f.category) conditions.push(eb('t.category', '=', f.category))
    if (f.designerId) conditions.push(eb('t.designer_id', '=', f.designerId))
    if (f.price === 'free') conditions.push(eb('t.tier', '=', 'TIER_0'))
    if (f.price === 'paid') conditions.push(eb('t.tier', '<>', 'TIER_0'))
    if (f.wireframe !== undefined) conditions.push(eb('t.is_wireframe', '=', f.wireframe ? 1 : 0))
    if (f.accessible) conditions.push(eb('t.accessible', '=', 1))
    /** Templates carrying any of these tags of a kind. */
    const carrying = (kind: string, tags: string[]) =>
      eb(
        't.id',
        'in',
        eb
          .selectFrom('template_tag_links')
          .select('template_id')
          .where('kind', '=', kind)
          .where('tag', 'in', tags),
      )
    const tagFilters: [string, string[] | undefined][] = [
      ['template', f.templateTags],
      ['style', f.styleTags],
      ['feature', f.featureTags],
    ]
    for (const [kind, tags] of tagFilters) {
      // A listing's own tags (its fixed scope): every one must be present.
      for (const tag of tags ?? []) conditions.push(carrying(kind, [tag]))
    }
    const c = q.facets
    if (c.siteTypes?.length) conditions.push(eb('t.site_type', 'in', c.siteTypes))
    if (c.industries?.length) conditions.push(eb('t.industry', 'in', c.industries))
    // One facet's options are alternatives: any of them.
    if (c.styleTags?.length) conditions.push(carrying('style', c.styleTags))
    if (c.featureTags?.length) conditions.push(carrying('feature', c.featureTags))
    if (c.price === 'free') conditions.push(eb('t.tier', '=', 'TIER_0'))
    if (c.price === 'paid') conditions.push(eb('t.tier', '<>', 'TIER_0'))
    const tiers = tiersBetween(c.tierMin, c.tierMax)
    if (tiers) conditions.push(eb('t.tier', 'in', tiers))
    if (q.relevance?.size === 0) conditions.push(sql<SqlBool>`1 = 0`)
    return eb.and(conditions)
  })

  let ordered = filtered.select('t.id')
  if (q.order === 'liked_at') {
    ordered = ordered.orderBy(sql.ref('l.liked_at'), 'desc')
  } else {
    const spec = SORT_COLUMNS[q.order]
    // PostgreSQL puts NULLs first in DESC order, SQLite last: say it explicitly for both.
    const column = typeof spec.column === 'string' ? sql.ref(spec.column) : spec.column
    ordered = ordered.orderBy(column, (ob) => (spec.nullable ? ob.desc().nullsLast() : ob.desc()))
  }
  ordered = ordered.orderBy('t.id', 'asc')
  const relevance = q.relevance
  if (relevance && relevance.size > 0) {
    // The text matches live in memory: read the filtered ids in order, keep the matching ones.
    const ids = (await ordered.execute()).map((r) => r.id).filter((id) => relevance.has(id))
    if (q.byRelevance) {
      // Array.prototype.sort is stable: equal relevance keeps the SQL order.
      ids.sort((a, b) => (relevance.get(b) as number) - (relevance.get(a) as number))
    }
    return { ids: ids.slice(q.offset, q.offset + q.limit), totalCount: ids.length }
  }
  ordered = ordered.limit(q.limit).offset(q.offset)

  const [idRows, countRow] = await Promise.all([
    ordered.execute(),
    filtered
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow(),
  ])
  return { ids: idRows.map((r) => r.id), totalCount: Number(countRow.count) }
}

/** The tiers of a range, or undefined when the range is every tier. */
function tiersBetween(min = 0, max = MAX_TIER): Tier[] | undefined {
  if (min <= 0 && max >= MAX_TIER) return undefined
  return TIERS.filter((_, n) => n >= min && n <= max)
}

export type ListRow = {
  id: string
  title_en: string
  title_ja: string
  tier: string
  count_likes: number | string
  designer_id: string
  designer_name_en: string
  designer_name_ja: string
  site_type: string
  site_type_group: string
  industry: string
  industry_group: string
  published_at: string
  /** The stored JSON text (SQL) or the parsed facts (the index); null when never measured. */
  quality: string | TemplateQuality | null
}

async function loadListRows(db: Kysely<Database>, ids: string[]): Promise<Map<string, ListRow>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .selectFrom('templates as t')
    .innerJoin('designers as d', 'd.id', 't.designer_id')
    .select([
      't.id',
      't.title_en',
      't.title_ja',
      't.tier',
      likeCountOf('t.id').as('count_likes'),
      't.designer_id',
      'd.name_en as designer_name_en',
      'd.name_ja as designer_name_ja',
      't.site_type',
      't.site_type_group',
      't.industry',
      't.industry_group',
      't.published_at',
      't.quality',
    ])
    .where('t.id', 'in', ids)
    .execute()
  return new Map(rows.map((row) => [row.id, row]))
}

export async function likedSet(
  db: Kysely<Database>,
  accountId: string,
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set()
  const rows = await db
    .selectFrom('likes')
    .select('template_id')
    .where('account_id', '=', accountId)
    .where('template_id', 'in', ids)
    .execute()
  return new Set(rows.map((r) => r.template_id))
}

/** The templates of these ids that exist, in the order given, each once. */
export async function templatesByIds(
  deps: AppDeps,
  ids: readonly string[],
  language: Language,
  account: AuthAccount | null,
): Promise<WireListItem[]> {
  const wanted = [...new Set(ids)]
  const [rows, liked] = await Promise.all([
    loadListRows(deps.db, wanted),
    account ? likedSet(deps.db, account.id, wanted) : undefined,
  ])
  return wanted.flatMap((id) => {
    const row = rows.get(id)
    return row ? [toWireListItem(row, language, liked?.has(id) ?? false)] : []
  })
}

/** The cover's URL: the template's shot in the language (public/covers/shots) or its SVG. */
export const coverUrl = coverUrlOf

export function toWireListItem(
  row: ListRow,
  language: Language,
  liked: boolean,
  rank?: number,
): WireListItem {
  const title = language === 'ja' ? row.title_ja : row.title_en
  const designerName = language === 'ja' ? row.designer_name_ja : row.designer_name_en
  return {
    template_id: row.id,
    template_title: title,
    cover_url: coverUrl(row.id, language),
    liked,
    count_likes: Number(row.count_likes),
    tier: row.tier,
    ...(rank !== undefined ? { rank } : {}),
    designer_id: row.designer_id,
    designer_name: designerName,
    site_type: row.site_type,
    site_type_group: row.site_type_group,
    industry: row.industry,
    industry_group: row.industry_group,
    published_at: row.published_at,
    quality: wireQuality(typeof row.quality === 'string' ? parseQuality(row.quality) : row.quality),
    ...phraseBoundaries(language, { template_title: title, designer_name: designerName }),
  }
}

/** 404 with the spec's wording for an unknown template id. */
export const templateNotFound = (templateId: string) =>
  notFound(`Template ${templateId} was not found`)
