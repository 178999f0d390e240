// In-memory search index over the catalogue. A text query is matched by the TextMatcher (typos,
// plurals, synonyms, both languages: decision 019), which no B-tree index can answer. Template
// text changes rarely, so each query word's matches are computed once and kept as a bitmap, and
// every sort order is a presorted array; a search is then one pass over an array. The database stays the source of truth: the change feed
// (server/data-changes.ts) names what any instance changed, the next search first reads those
// counts again, and a catalogue change or a missed notification rebuilds the index.
import type { Kysely } from 'kysely'
import type { SortKey } from '#catalogue/enums'
import { readLikeCounts } from '../db/like-counts'
import type { Database } from '../db/schema'
import { changeFeedOf, type ChangeFeed, type DataChange } from '../data-changes'
import type { FacetCounts, FacetSelection } from '#catalogue/facets'
import type { TemplateQuality } from '#catalogue/template-quality'
import { parseQuality } from '../db/template-quality'
import {
  ALL_FACETS,
  NO_FACETS,
  compileFacets,
  countsOfTally,
  emptyTally,
  facetCodesOf,
  failedFacets,
  tallyRow,
  type FacetCodes,
} from './facet-counting'
import type { SearchFilters } from './search-filters'
import { TextMatcher, type MatchDocument, type QueryPlan, type ScoredRows } from './text-matcher'

/** What a list item shows, all of it fixed at publishing except the like count. */
export type IndexRow = {
  id: string
  titleEn: string
  titleJa: string
  designerNameEn: string
  designerNameJa: string
  siteTypeGroup: string
  siteType: string
  industryGroup: string
  industry: string
  usage: string
  category: string
  tier: string
  wireframe: boolean
  designerId: string
  /** `template:PORTFOLIO`, `style:minimal`, `feature:carousel` */
  tags: Set<string>
  ranking: number
  verification: number
  hot: number
  publishedAt: string
  lastPurchasedAt: string | null
  countPurchases: number
  countLikes: number
  /** Measured by `npm run covers` (migration 007); null when never measured. */
  quality: TemplateQuality | null
  accessible: boolean
}

type IndexedSort = Exclude<SortKey, 'liked_at'>

const SORT_VALUE: Record<IndexedSort, (row: IndexRow) => number | string | null> = {
  ranking: (r) => r.ranking,
  verification_ranking: (r) => r.verification,
  hot: (r) => r.hot,
  published_at: (r) => r.publishedAt,
  purchased_at: (r) => r.lastPurchasedAt,
  purchased_count: (r) => r.countPurchases,
  likes_count: (r) => r.countLikes,
}
const REFRESH_MS = 5_000
const FULL_REFRESH_MS = 60_000
/** Past this many named templates, one read of all counts is cheaper than naming them. */
const MAX_NAMED_REFRESH = 500

export class TemplateIndex {
  private readonly byId = new Map<string, number>()
  private readonly orders = new Map<IndexedSort, Int32Array>()
  private readonly ranks = new Map<IndexedSort, Int32Array>()
  private readonly facets = new Map<string, RowSet>()
  private refreshedAt = Date.now()
  private stale = false
  private refreshing: Promise<void> | undefined

  private readonly stopHearing: () => void

  private constructor(
    private readonly feed: ChangeFeed,
    private rows: IndexRow[],
    /** The text the matcher reads, until it is built (on the first query with words). */
    private matchDocuments: MatchDocument[] | undefined,
  ) {
    rows.forEach((row, i) => this.byId.set(row.id, i))
    this.stopHearing = feed.subscribe((change) => this.hear(change))
  }

  /** Likes and purchases named by the feed since the last refresh: read again before answering. */
  private readonly movedLikes = new Set<string>()
  private readonly movedPurchases = new Set<string>()

  /** A change anywhere: answers built before it are stale from now on. */
  hear(change: DataChange): void {
    this.version++
    if (change.kind === 'likes') change.templateIds.forEach((id) => this.movedLikes.add(id))
    else if (change.kind === 'purchases') {
      change.templateIds.forEach((id) => this.movedPurchases.add(id))
    } else if (change.kind === 'templates' || change.kind === 'resync') {
      this.needsReload = true
      return
    } else return
    this.stale = true
  }

  /** Replaced by a newer index: stop following changes. */
  retire(): void {
    this.stopHearing()
  }

  static async load(db: Kysely<Database>, feed: ChangeFeed): Promise<TemplateIndex> {
    // Changes heard while the rows are read may or may not be in them: applied after.
    const heard: DataChange[] = []
    const stopHearing = feed.subscribe((change) => heard.push(change))
    const likeCounts = await readLikeCounts(db).finally(stopHearing)
    const rows = await db
      .selectFrom('templates')
      .innerJoin('designers', 'designers.id', 'templates.designer_id')
      .select([
        'templates.id',
        'title_en',
        'title_ja',
        'designers.name_en as designer_name_en',
        'designers.name_ja as designer_name_ja',
        'description_en',
        'description_ja',
        'site_type_group',
        'site_type',
        'industry_group',
        'industry',
        'usage',
        'category',
        'tier',
        'is_wireframe',
        'designer_id',
        'template_tags',
        'style_tags',
        'feature_tags',
        'ranking_score',
        'verification_score',
        'hot_score',
        'published_at',
        'last_purchased_at',
        'count_purchases',
        'quality',
        'accessible',
      ])
      .execute()
      .finally(stopHearing)
    const indexRows = rows.map((r): IndexRow => ({
      id: r.id,
      titleEn: r.title_en,
      titleJa: r.title_ja,
      designerNameEn: r.designer_name_en,
      designerNameJa: r.designer_name_ja,
      siteTypeGroup: r.site_type_group,
      siteType: r.site_type,
      industryGroup: r.industry_group,
      industry: r.industry,
      usage: r.usage,
      category: r.category,
      tier: r.tier,
      wireframe: Number(r.is_wireframe) === 1,
      designerId: r.designer_id,
      tags: new Set([
        ...(JSON.parse(r.template_tags) as string[]).map((t) => `template:${t}`),
        ...(JSON.parse(r.style_tags) as string[]).map((t) => `style:${t}`),
        ...(JSON.parse(r.feature_tags) as string[]).map((t) => `feature:${t}`),
      ]),
      ranking: Number(r.ranking_score),
      verification: Number(r.verification_score),
      hot: Number(r.hot_score),
      publishedAt: r.published_at,
      lastPurchasedAt: r.last_purchased_at,
      countPurchases: Number(r.count_purchases),
      countLikes: likeCounts.get(r.id) ?? 0,
      quality: parseQuality(r.quality),
      accessible: Number(r.accessible) === 1,
    }))
    const documents = rows.map((r, i): MatchDocument => ({
      titleEn: r.title_en,
      titleJa: r.title_ja,
      descriptionEn: r.description_en,
      descriptionJa: r.description_ja,
      designerNameEn: r.designer_name_en,
      designerNameJa: r.designer_name_ja,
      siteType: r.site_type,
      industry: r.industry,
      tags: (indexRows[i] as IndexRow).tags,
    }))
    const index = new TemplateIndex(feed, indexRows, documents)
    heard.forEach((change) => index.hear(change))
    return index
  }

  /** Goes up whenever a count changes, so answers built from the index know they are stale. */
  version = 0

  get size(): number {
    return this.rows.length
  }

  /**
   * Brings moving counts up to date. After a change was heard the caller waits for them. While
   * the feed is down (changes elsewhere may go unheard) counts older than REFRESH_MS are read
   * again before answering; while it is up, the same check runs beside the answer, only as a
   * safety net for writes nobody announced (an operator's SQL).
   */
  async ensureFresh(db: Kysely<Database>): Promise<'current' | 'reload'> {
    if (this.needsReload) return 'reload'
    const age = Date.now() - this.refreshedAt
    if (!this.feed.live && age > REFRESH_MS) this.stale = true
    if (this.stale) {
      // A refresh already running may have read the counts before the write: wait for it, then
      // read again unless another search has started a newer refresh meanwhile.
      await this.refreshing?.catch(() => undefined)
      await (this.stale ? this.startRefresh(db) : this.refreshing)
    } else if (age > REFRESH_MS) {
      this.startRefresh(db).catch((error: unknown) =>
        console.error('[search] index refresh failed:', error),
      )
    }
    return this.needsReload ? 'reload' : 'current'
  }

  private startRefresh(db: Kysely<Database>): Promise<void> {
    this.refreshing ??= this.refresh(db).finally(() => {
      this.refreshing = undefined
    })
    return this.refreshing
  }

  /** Set when the refresh saw templates come or go: the owner builds a new index. */
  needsReload = false

  /** Aggregates that move with any like, unlike or purchase; equal ones spare a full read. */
  private signature: string | undefined
  private fullRefreshAt = Date.now()

  private async readSignature(db: Kysely<Database>): Promise<string> {
    const [counts, likes, likeCount] = await Promise.all([
      db
        .selectFrom('templates')
        .select((eb) => [
          eb.fn.countAll<number | string>().as('n'),
          eb.fn.sum<number | string | null>('count_purchases').as('purchases'),
          eb.fn.max('last_purchased_at').as('last_purchase'),
        ])
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('likes')
        .select((eb) => [
          eb.fn.countAll<number | string>().as('n'),
          eb.fn.max('liked_at').as('last_like'),
        ])
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('template_like_counts')
        .select((eb) => eb.fn.sum<number | string | null>('count_likes').as('likes'))
        .executeTakeFirstOrThrow(),
    ])
    return JSON.stringify([
      String(counts.n),
      String(likeCount.likes),
      String(counts.purchases),
      counts.last_purchase,
      String(likes.n),
      likes.last_like,
    ])
  }

  private async refresh(db: Kysely<Database>): Promise<void> {
    const likeIds = [...this.movedLikes]
    const purchaseIds = [...this.movedPurchases]
    this.movedLikes.clear()
    this.movedPurchases.clear()
    this.stale = false
    this.refreshedAt = Date.now()
    const named = likeIds.length + purchaseIds.length
    if (named > 0 && named <= MAX_NAMED_REFRESH && this.feed.live) {
      // The feed named what moved: read just those.
      await this.readCounts(db, likeIds, purchaseIds)
      return
    }
    // Most whole refreshes find nothing changed: three aggregate queries say so without reading
    // every row into JavaScript.
    const signature = await this.readSignature(db)
    const due = Date.now() - this.fullRefreshAt > FULL_REFRESH_MS
    if (named === 0 && !due && signature === this.signature) return
    this.signature = signature
    this.fullRefreshAt = Date.now()
    await this.readCounts(db)
  }

  /** Reads like and purchase counts (of the named templates, or all) into the rows. */
  private async readCounts(
    db: Kysely<Database>,
    likeIds?: string[],
    purchaseIds?: string[],
  ): Promise<void> {
    const all = likeIds === undefined
    const [likeCounts, purchases] = await Promise.all([
      all || likeIds.length > 0 ? readLikeCounts(db, likeIds) : new Map<string, number>(),
      all || (purchaseIds?.length ?? 0) > 0
        ? (all
            ? db.selectFrom('templates')
            : db.selectFrom('templates').where('id', 'in', purchaseIds ?? [])
          )
            .select(['id', 'count_purchases', 'last_purchased_at'])
            .execute()
        : [],
    ])
    if (all && purchases.length !== this.rows.length) {
      this.needsReload = true
      return
    }
    let likesMoved = false
    let purchasesMoved = false
    const rowOf = (id: string) => {
      const i = this.byId.get(id)
      return i === undefined ? undefined : this.rows[i]
    }
    for (const id of all ? this.byId.keys() : likeIds) {
      const row = rowOf(id)
      const likes = likeCounts.get(id) ?? 0
      if (row && row.countLikes !== likes) {
        row.countLikes = likes
        likesMoved = true
      }
    }
    for (const r of purchases) {
      const row = rowOf(r.id)
      if (!row) {
        this.needsReload = true
        return
      }
      const count = Number(r.count_purchases)
      if (row.countPurchases !== count || row.lastPurchasedAt !== r.last_purchased_at) {
        row.countPurchases = count
        row.lastPurchasedAt = r.last_purchased_at
        purchasesMoved = true
      }
    }
    if (likesMoved || purchasesMoved) this.version++
    if (likesMoved) this.forgetOrder('likes_count')
    if (purchasesMoved) {
      this.forgetOrder('purchased_count')
      this.forgetOrder('purchased_at')
    }
  }

  private forgetOrder(key: IndexedSort): void {
    this.orders.delete(key)
    this.ranks.delete(key)
  }

  /** Each row's place in `key` order, for sorting a few candidates without the whole order. */
  private rank(key: IndexedSort): Int32Array {
    let rank = this.ranks.get(key)
    if (rank) return rank
    const order = this.order(key)
    rank = new Int32Array(order.length)
    order.forEach((position, place) => {
      ;(rank as Int32Array)[position] = place
    })
    this.ranks.set(key, rank)
    return rank
  }

  /** The rows with a fixed attribute (site type, tag, tier…); built on first use. */
  private facet(name: string, matches: (row: IndexRow) => boolean): RowSet {
    let set = this.facets.get(name)
    if (set) return set
    const bitmap = new Uint8Array(this.rows.length)
    const positions: number[] = []
    this.rows.forEach((row, i) => {
      if (matches(row)) {
        bitmap[i] = 1
        positions.push(i)
      }
    })
    set = { bitmap, list: Int32Array.from(positions) }
    this.facets.set(name, set)
    return set
  }

  /** Row positions in `key` order: the value descending (missing values last), then id. */
  private order(key: IndexedSort): Int32Array {
    let order = this.orders.get(key)
    if (order) return order
    const value = SORT_VALUE[key]
    const rows = this.rows
    const positions = Array.from({ length: rows.length }, (_, i) => i)
    positions.sort((a, b) => {
      const ra = rows[a] as IndexRow
      const rb = rows[b] as IndexRow
      const x = value(ra)
      const y = value(rb)
      if (x !== y) {
        if (x === null) return 1
        if (y === null) return -1
        return x < y ? 1 : -1
      }
      return ra.id < rb.id ? -1 : ra.id > rb.id ? 1 : 0
    })
    order = Int32Array.from(positions)
    this.orders.set(key, order)
    return order
  }

  private matcher: TextMatcher | undefined
  private matcherBuilding: Promise<void> | undefined

  /**
   * Builds the text matcher (on the first query with words) in slices, so listings and kept
   * answers go on meanwhile; searches with words wait for it.
   */
  prepareText(): Promise<void> {
    if (this.matcher) return Promise.resolve()
    this.matcherBuilding ??= TextMatcher.build(this.matchDocuments ?? []).then(
      (matcher) => {
        this.matcher ??= matcher
        this.matchDocuments = undefined
      },
      (error: unknown) => {
        // The next search with words tries again.
        this.matcherBuilding = undefined
        throw error
      },
    )
    return this.matcherBuilding
  }

  /** The rows each clause of a query matches, weighted by where (decision 019). */
  private textMatches(words: string[]): ScoredRows[] {
    if (words.length === 0) return []
    // Callers prepare the text first; one that did not gets a matcher built at once.
    this.matcher ??= TextMatcher.of(this.matchDocuments ?? [])
    this.matchDocuments = undefined
    return this.matcher.match(words.join(' '))
  }

  /** What a query names (dictionary entries, words): the suggestions call reads its site types and industries. */
  textPlan(query: string): QueryPlan {
    this.matcher ??= TextMatcher.of(this.matchDocuments ?? [])
    this.matchDocuments = undefined
    return this.matcher.plan(query)
  }

  /**
   * Every template a query matches, by id, with its relevance (the SQL path filters by it);
   * undefined when the query narrows nothing (no words, or only words such as "site").
   */
  relevanceByTemplate(words: string[]): Map<string, number> | undefined {
    const clauses = this.textMatches(words)
    const relevance = new Map<string, number>()
    const [seed, ...others] = [...clauses].sort((a, b) => a.list.length - b.list.length)
    if (!seed) return undefined
    for (const i of seed.list) {
      let score = seed.bitmap[i] as number
      for (const clause of others) {
        const weight = clause.bitmap[i] as number
        if (weight === 0) {
          score = 0
          break
        }
        score += weight
      }
      if (score > 0) relevance.set((this.rows[i] as IndexRow).id, score)
    }
    return relevance
  }

  /** The sets a listing's fixed scope and its words narrow to (a search is their intersection). */
  private scopeSets(f: SearchFilters, words: string[]): { sets: RowSet[]; clauses: ScoredRows[] } {
    // Every condition is a set of rows (list + bitmap), so a search is set intersection.
    const sets: RowSet[] = []
    const equal = (name: string, value: string | undefined, field: (r: IndexRow) => string) => {
      if (value) sets.push(this.facet(`${name}:${value}`, (r) => field(r) === value))
    }
    equal('siteTypeGroup', f.siteTypeGroup, (r) => r.siteTypeGroup)
    equal('siteType', f.siteType, (r) => r.siteType)
    equal('industryGroup', f.industryGroup, (r) => r.industryGroup)
    equal('industry', f.industry, (r) => r.industry)
    equal('usage', f.usage, (r) => r.usage)
    equal('category', f.category, (r) => r.category)
    equal('designer', f.designerId, (r) => r.designerId)
    if (f.price === 'free') sets.push(this.facet('price:free', (r) => r.tier === 'TIER_0'))
    if (f.price === 'paid') sets.push(this.facet('price:paid', (r) => r.tier !== 'TIER_0'))
    if (f.wireframe !== undefined) {
      const wireframe = f.wireframe
      sets.push(this.facet(`wireframe:${wireframe}`, (r) => r.wireframe === wireframe))
    }
    if (f.accessible) sets.push(this.facet('accessible', (r) => r.accessible))
    const tags = [
      ...(f.templateTags ?? []).map((t) => `template:${t}`),
      ...(f.styleTags ?? []).map((t) => `style:${t}`),
      ...(f.featureTags ?? []).map((t) => `feature:${t}`),
    ]
    for (const tag of tags) sets.push(this.facet(`tag:${tag}`, (r) => r.tags.has(tag)))
    const clauses = this.textMatches(words)
    sets.push(...clauses)
    return { sets, clauses }
  }

  private codes: FacetCodes | undefined

  /** Each row's facet values as small numbers, so a facet test is an array read. */
  private facetCodes(): FacetCodes {
    this.codes ??= facetCodesOf(this.rows)
    return this.codes
  }

  /** The rows a facet selection keeps (one pass over the codes); undefined when it keeps all. */
  private facetSet(selection: FacetSelection | undefined): RowSet | undefined {
    const facets = compileFacets(selection)
    if (!facets) return undefined
    const codes = this.facetCodes()
    const bitmap = new Uint8Array(this.rows.length)
    const positions: number[] = []
    for (let i = 0; i < this.rows.length; i++) {
      if (failedFacets(codes, facets, i) === 0) {
        bitmap[i] = 1
        positions.push(i)
      }
    }
    return { bitmap, list: Int32Array.from(positions) }
  }

  /**
   * Disjunctive facet counts: for every option of every facet, the templates of the scope (filters,
   * words, `within`) that the other facets' choices keep and that carry the option. One pass: a
   * row failing no facet counts for every facet, a row failing one facet counts for that one only.
   */
  facetCounts(q: {
    words: string[]
    filters: SearchFilters
    facets?: FacetSelection | undefined
    /** Only these templates (the visitor's liked ones). */
    within?: ReadonlySet<string> | undefined
  }): FacetCounts {
    const { sets } = this.scopeSets(q.filters, q.words)
    if (q.within) {
      const bitmap = new Uint8Array(this.rows.length)
      const positions: number[] = []
      for (const id of q.within) {
        const i = this.byId.get(id)
        if (i !== undefined) {
          bitmap[i] = 1
          positions.push(i)
        }
      }
      positions.sort((a, b) => a - b)
      sets.push({ bitmap, list: Int32Array.from(positions) })
    }
    const codes = this.facetCodes()
    const facets = compileFacets(q.facets) ?? NO_FACETS
    const tally = emptyTally()
    const count = (i: number) => {
      const failed = failedFacets(codes, facets, i)
      if (failed === 0) tallyRow(tally, codes, i, ALL_FACETS)
      else if ((failed & (failed - 1)) === 0) tallyRow(tally, codes, i, failed)
    }
    if (sets.length === 0) {
      for (let i = 0; i < this.rows.length; i++) count(i)
    } else {
      sets.sort((a, b) => a.list.length - b.list.length)
      const [seed, ...others] = sets as [RowSet, ...RowSet[]]
      outer: for (const i of seed.list) {
        for (const set of others) if (set.bitmap[i] === 0) continue outer
        count(i)
      }
    }
    return countsOfTally(tally)
  }

  /** One page of rows in `key` order and the number of all matches. */
  query(q: {
    order: IndexedSort
    words: string[]
    /** Order by relevance to the words first (when there are any), then by `order`. */
    relevance?: boolean
    filters: SearchFilters
    facets?: FacetSelection | undefined
    limit: number
    offset: number
  }): {
    rows: IndexRow[]
    totalCount: number
  } {
    const { sets, clauses } = this.scopeSets(q.filters, q.words)
    const chosen = this.facetSet(q.facets)
    if (chosen) sets.push(chosen)

    const rows = this.rows
    const end = q.offset + q.limit
    const page: IndexRow[] = []
    if (sets.length === 0) {
      for (const i of this.order(q.order).subarray(q.offset, end)) page.push(rows[i] as IndexRow)
      return { rows: page, totalCount: rows.length }
    }

    sets.sort((a, b) => a.list.length - b.list.length)
    const [seed, ...others] = sets as [RowSet, ...RowSet[]]
    const inAll = (i: number) => {
      for (const set of others) if (set.bitmap[i] === 0) return false
      return true
    }
    let found: number[] | Int32Array = seed.list
    if (others.length > 0) {
      const matched: number[] = []
      for (const i of seed.list) if (inAll(i)) matched.push(i)
      found = matched
    }

    if (q.relevance && clauses.length > 0) {
      for (const i of this.byRelevance(found, clauses, q.order, end).slice(q.offset, end)) {
        page.push(rows[i] as IndexRow)
      }
    } else if (found.length <= SORT_FOUND_LIMIT) {
      // Few matches: sort just those by their place in the order.
      const rank = this.rank(q.order)
      const sorted = Array.from(found).sort((a, b) => (rank[a] as number) - (rank[b] as number))
      for (const i of sorted.slice(q.offset, end)) page.push(rows[i] as IndexRow)
    } else {
      // Many matches: walk the order until the page is full; they are dense, so it ends soon.
      const order = this.order(q.order)
      let seen = 0
      for (let k = 0; k < order.length && seen < end; k++) {
        const i = order[k] as number
        if (seed.bitmap[i] === 0 || !inAll(i)) continue
        if (seen >= q.offset) page.push(rows[i] as IndexRow)
        seen++
      }
    }
    return { rows: page, totalCount: found.length }
  }

  /**
   * The first `count` of the found rows by relevance (the sum of the clauses' weights), ties in
   * `order`. Relevance takes few values, so the rows are bucketed by it while walking the order.
   */
  private byRelevance(
    found: number[] | Int32Array,
    clauses: ScoredRows[],
    order: IndexedSort,
    count: number,
  ): number[] {
    const relevance = (i: number) => {
      let sum = 0
      for (const clause of clauses) sum += clause.bitmap[i] as number
      return sum
    }
    if (found.length <= SORT_FOUND_LIMIT) {
      const rank = this.rank(order)
      const scored = Array.from(found, (i) => ({ i, score: relevance(i) }))
      scored.sort((a, b) => b.score - a.score || (rank[a.i] as number) - (rank[b.i] as number))
      return scored.slice(0, count).map((s) => s.i)
    }
    const isFound = new Uint8Array(this.rows.length)
    for (const i of found) isFound[i] = 1
    const buckets: number[][] = []
    for (const i of this.order(order)) {
      if (isFound[i] === 0) continue
      const score = relevance(i)
      ;(buckets[score] ??= []).push(i)
    }
    const best: number[] = []
    for (let score = buckets.length - 1; score >= 0 && best.length < count; score--) {
      for (const i of buckets[score] ?? []) {
        if (best.length >= count) break
        best.push(i)
      }
    }
    return best
  }
}

/** Above this many matches, walking the presorted order beats sorting the matches. */
const SORT_FOUND_LIMIT = 1_500

/** Rows in row order, and the same as a bitmap for membership tests. */
type RowSet = { bitmap: Uint8Array; list: Int32Array }

const indexes = new WeakMap<object, Promise<TemplateIndex>>()

/** The index of a database, built on first use and rebuilt when the catalogue changed. */
export async function templateIndex(db: Kysely<Database>): Promise<TemplateIndex> {
  let pending = indexes.get(db)
  if (!pending) {
    pending = TemplateIndex.load(db, changeFeedOf(db))
    indexes.set(db, pending)
    pending.catch(() => indexes.delete(db))
  }
  const index = await pending
  if ((await index.ensureFresh(db)) === 'reload' && indexes.get(db) === pending) {
    indexes.delete(db)
    index.retire()
    return templateIndex(db)
  }
  return index
}
