// /v2/store/templates: search, list, wireframes, detail and likes.
import type { IncomingMessage } from 'node:http'
import type { Context, Hono } from 'hono'
import type * as v from 'valibot'
import {
  languageQuery,
  likeResponse,
  TEMPLATE_LIST_LIMITS,
  templateDetailResponse,
  templateListQuery,
  templateListResponse,
  templateParams,
  templateSearchBody,
  TEMPLATES_BY_IDS_MAX,
  templatesByIdsQuery,
  templatesByIdsResponse,
  type templateFacetsSchema,
  type templateFiltersSchema,
} from '#catalogue/api/templates'
import { limitRule } from '#catalogue/api/fields'
import { DEFAULT_SORT, type Language } from '#catalogue/enums'
import { MAX_TIER, type FacetSelection } from '#catalogue/facets'
import type { AppDeps, AppEnv } from '../app-env'
import { currentAccount, requireAccount } from '../auth/middleware'
import { assertCleanJson, badRequest, parseParams, parseQuery, validate } from '../http'
import { changeFeedOf } from '../data-changes'
import { likeCountOf, readLikeCount } from '../db/like-counts'
import { parseQuality } from '../db/template-quality'
import { describeRoute } from '../openapi'
import { phraseBoundaries } from '../phrases'
import { templateColourSchemes } from '../template-sites/site-facts'
import {
  coverUrl,
  likedSet,
  cachedSearchAnswer,
  searchTemplatesJson,
  templateNotFound,
  templatesByIds,
  wireQuality,
  type SearchFilters,
  type SearchParams,
} from '../search/search-templates'

const { max: MAX_LIMIT, default: DEFAULT_LIMIT } = TEMPLATE_LIST_LIMITS
const LIMIT_RULE = limitRule(MAX_LIMIT)

type WireFilters = v.InferOutput<typeof templateFiltersSchema>

function toFilters(f: WireFilters | null | undefined): SearchFilters {
  if (!f) return {}
  const out: SearchFilters = {}
  if (f.site_type_group) out.siteTypeGroup = f.site_type_group
  if (f.site_type) out.siteType = f.site_type
  if (f.industry_group) out.industryGroup = f.industry_group
  if (f.industry) out.industry = f.industry
  if (f.template_tags?.length) out.templateTags = [...new Set(f.template_tags)].sort()
  if (f.style_tags?.length) out.styleTags = [...new Set(f.style_tags)].sort()
  if (f.feature_tags?.length) out.featureTags = [...new Set(f.feature_tags)].sort()
  if (f.usage) out.usage = f.usage as SearchFilters['usage']
  if (f.category) out.category = f.category as SearchFilters['category']
  if (f.price) out.price = f.price
  if (f.designer_id) out.designerId = f.designer_id
  if (f.liked_by_me) out.likedByMe = true
  if (f.accessible) out.accessible = true
  if (typeof f.wireframe === 'boolean') out.wireframe = f.wireframe
  return out
}

function toFacets(
  f: v.InferOutput<typeof templateFacetsSchema> | null | undefined,
): FacetSelection {
  if (!f) return {}
  const out: FacetSelection = {}
  const list = (values: string[] | null | undefined) =>
    values?.length ? [...new Set(values)].sort() : undefined
  const siteTypes = list(f.site_types)
  const industries = list(f.industries)
  const styleTags = list(f.style_tags)
  const featureTags = list(f.feature_tags)
  if (siteTypes) out.siteTypes = siteTypes
  if (industries) out.industries = industries
  if (styleTags) out.styleTags = styleTags
  if (featureTags) out.featureTags = featureTags
  if (f.price) out.price = f.price
  if ((f.tier_min ?? 0) > 0) out.tierMin = f.tier_min as number
  if ((f.tier_max ?? MAX_TIER) < MAX_TIER) out.tierMax = f.tier_max as number
  if (f.accessible) out.accessible = true
  return out
}

const TAG_KEYS = new Set(['template_tags', 'style_tags', 'feature_tags'])

/** Query string → plain object: tag lists may repeat the key or separate values by commas. */
function listQueryInput(c: Context): Record<string, unknown> {
  const input: Record<string, unknown> = {}
  for (const [key, values] of Object.entries(c.req.queries())) {
    if (TAG_KEYS.has(key)) {
      input[key] = values.flatMap((v) => v.split(',')).filter((v) => v.trim() !== '')
    } else {
      input[key] = values[values.length - 1] === '' ? undefined : values[values.length - 1]
    }
  }
  return input
}

/**
 * The raw search body. On @hono/node-server it is read straight from the Node request: building a
 * web Request just to read a few hundred bytes costs more than the search itself. Anything
 * unusual (no length, chunked, a stream someone else has started or finished reading, other
 * runtimes) takes the standard path.
 */
async function readSearchBodyText(c: Context<AppEnv>): Promise<string> {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming
  // An empty body read by the edge (a form parse) has emitted no data, so `readableDidRead`
  // stays false; its 'end' has passed, though, and waiting for it again hung forever (issue 26).
  const untouched =
    incoming !== undefined &&
    !incoming.readableDidRead &&
    !incoming.readableEnded &&
    incoming.readableFlowing === null &&
    Object.keys(c.req.bodyCache).length === 0
  const direct =
    untouched &&
    typeof incoming.headers === 'object' &&
    incoming.headers['content-length'] !== undefined &&
    incoming.headers['transfer-encoding'] === undefined
  if (!direct) return c.req.text()
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
    incoming.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    incoming.once('error', reject)
    // Destroyed before its end (the body timeout's 408, a vanished client): settle, so the
    // handler does not wait for ever; clientGone() recognises the code.
    incoming.once('close', () => {
      if (!incoming.readableEnded) {
        reject(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }))
      }
    })
  })
}

function parseSearchBody(text: string) {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw badRequest('Request body must be valid JSON')
  }
  assertCleanJson(body)
  return validate(templateSearchBody, body)
}

/** An already serialized JSON answer: text, or the bytes a kept answer is held as. */
const jsonText = (c: Context, json: string | Uint8Array<ArrayBuffer>) =>
  c.body(json, 200, { 'Content-Type': 'application/json' })

function parseListQuery(c: Context) {
  return validate(templateListQuery, listQueryInput(c))
}

function parseLanguage(c: Context): Language {
  return validate(languageQuery, { language: c.req.query('language') || undefined }).language
}

export function registerTemplateRoutes(app: Hono<AppEnv>): void {
  describeRoute({
    method: 'post',
    path: '/v2/store/templates/search',
    summary:
      'Search templates: free text over en + ja titles, descriptions and tags, filters, sort and paging',
    description:
      'Tag filters require every listed tag. liked_by_me and order_by=liked_at need a signed-in ' +
      'account (401); order_by=verification_ranking is admin only (403); verification_mode=true ' +
      'with order_by=ranking serves the verification order to admins and plain ranking to others. ' +
      'Without order_by a query orders by relevance (title, then site type or industry, then tags, ' +
      'then description), ties by ranking, and sets no rank; without a query it is ranking. ' +
      `${LIMIT_RULE} rank is set when ordered by ranking. Unknown body keys are refused (400). ` +
      'facets (site_types, industries, style_tags, feature_tags: any of the listed; price; ' +
      'tier_min/tier_max: 0-10) narrow on top of filters; facet_counts=true answers data.facets: ' +
      "each option's count with the other facets' choices applied and its own facet's ignored.",
    tags: ['store'],
    auth: 'optional',
    body: templateSearchBody,
    response: templateListResponse,
    errors: [403],
  })
  app.post('/v2/store/templates/search', async (c) => {
    const text = await readSearchBodyText(c)
    // The same body gets the same answer until a count changes (signed in: unless it shows
    // one of the visitor's likes).
    const cached = await cachedSearchAnswer(c.var.deps, text, c.var.account)
    if (cached) return jsonText(c, cached)
    const body = parseSearchBody(text)
    const json = await searchTemplatesJson(
      c.var.deps,
      {
        query: body.query ?? undefined,
        limit: body.limit,
        offset: body.offset,
        orderBy: body.order_by ?? DEFAULT_SORT,
        relevance: body.order_by === undefined,
        language: body.language,
        filters: toFilters(body.filters),
        facets: toFacets(body.facets),
        facetCounts: body.facet_counts ?? false,
        verificationMode: body.verification_mode ?? false,
        account: c.var.account,
      },
      text,
    )
    return jsonText(c, json)
  })

  describeRoute({
    method: 'get',
    path: '/v2/store/templates',
    summary: 'List templates (the search filters as query parameters; tag lists comma-separated)',
    tags: ['store'],
    auth: 'optional',
    description: LIMIT_RULE,
    query: templateListQuery,
    response: templateListResponse,
    errors: [403],
  })
  app.get('/v2/store/templates', async (c) => {
    const q = parseListQuery(c)
    const params: SearchParams = {
      query: q.query ?? undefined,
      limit: q.limit ?? DEFAULT_LIMIT,
      offset: q.offset ?? 0,
      orderBy: q.order_by ?? DEFAULT_SORT,
      relevance: q.order_by === undefined,
      language: q.language,
      filters: toFilters({
        ...q,
        liked_by_me: q.liked_by_me ?? undefined,
        accessible: q.accessible ?? undefined,
      }),
      verificationMode: q.verification_mode ?? false,
      account: c.var.account,
    }
    return jsonText(c, await searchTemplatesJson(c.var.deps, params))
  })

  describeRoute({
    method: 'get',
    path: '/v2/store/templates/wireframe',
    summary: 'Wireframe templates (free layout skeletons), in ranking order',
    tags: ['store'],
    auth: 'optional',
    query: languageQuery,
    response: templateListResponse,
  })
  app.get('/v2/store/templates/wireframe', async (c) => {
    const json = await searchTemplatesJson(c.var.deps, {
      limit: MAX_LIMIT,
      offset: 0,
      orderBy: 'ranking',
      language: parseLanguage(c),
      filters: { wireframe: true },
      account: c.var.account,
    })
    return jsonText(c, json)
  })

  // Registered before /:template_id, which would otherwise take 'by_ids' for an id.
  describeRoute({
    method: 'get',
    path: '/v2/store/templates/by_ids',
    summary: "Templates by id (a visitor's recently viewed row), in the order asked",
    description:
      `ids: 1 to ${TEMPLATES_BY_IDS_MAX} template ids separated by commas. Unknown ids are left ` +
      'out, a repeated id is answered once; liked follows the bearer as in the other lists. ' +
      'An empty, malformed or longer list is a 400.',
    tags: ['store'],
    auth: 'optional',
    query: templatesByIdsQuery,
    response: templatesByIdsResponse,
  })
  app.get('/v2/store/templates/by_ids', async (c) => {
    const { ids, language } = parseQuery(c, templatesByIdsQuery)
    const templates = await templatesByIds(c.var.deps, ids, language, c.var.account)
    return c.json({ data: { templates } })
  })

  describeRoute({
    method: 'get',
    path: '/v2/store/templates/:template_id',
    summary: 'One template with its description, tags and preview URL',
    tags: ['store'],
    auth: 'optional',
    params: templateParams,
    query: languageQuery,
    response: templateDetailResponse,
    errors: [404],
  })
  app.get('/v2/store/templates/:template_id', async (c) => {
    const { template_id: templateId } = parseParams(c, templateParams)
    const lang = parseLanguage(c)
    const detail = await templateDetail(c.var.deps, templateId, lang, c.var.account?.id)
    return c.json({ data: detail })
  })

  for (const method of ['post', 'delete'] as const) {
    describeRoute({
      method,
      path: '/v2/store/templates/:template_id/like',
      summary:
        method === 'post' ? 'Like a template (idempotent)' : 'Unlike a template (idempotent)',
      tags: ['store'],
      auth: true,
      params: templateParams,
      response: likeResponse,
      errors: [404],
    })
    app.on(
      method.toUpperCase(),
      '/v2/store/templates/:template_id/like',
      requireAccount,
      async (c) => {
        const { template_id: templateId } = parseParams(c, templateParams)
        const account = currentAccount(c)
        const countLikes = await setLike(c.var.deps, account.id, templateId, method === 'post')
        return c.json({
          data: { template_id: templateId, liked: method === 'post', count_likes: countLikes },
        })
      },
    )
  }
}

async function templateDetail(
  deps: AppDeps,
  templateId: string,
  lang: Language,
  accountId?: string,
) {
  const row = await deps.db
    .selectFrom('templates as t')
    .innerJoin('designers as d', 'd.id', 't.designer_id')
    .selectAll('t')
    .select([
      'd.name_en as designer_name_en',
      'd.name_ja as designer_name_ja',
      likeCountOf('t.id').as('count_likes'),
    ])
    .where('t.id', '=', templateId)
    .executeTakeFirst()
  if (!row) throw templateNotFound(templateId)
  const [liked, purchase] = accountId
    ? await Promise.all([
        likedSet(deps.db, accountId, [templateId]).then((set) => set.has(templateId)),
        paidOrderOf(deps, accountId, templateId),
      ])
    : [false, null]
  const previewBase = deps.config.previewBaseUrl.replace(/\/+$/, '')
  const title = lang === 'ja' ? row.title_ja : row.title_en
  const designerName = lang === 'ja' ? row.designer_name_ja : row.designer_name_en
  const description = lang === 'ja' ? row.description_ja : row.description_en
  return {
    template_id: row.id,
    template_title: title,
    cover_url: coverUrl(row.id, lang),
    liked,
    count_likes: Number(row.count_likes),
    tier: row.tier,
    designer_id: row.designer_id,
    designer_name: designerName,
    site_type: row.site_type,
    site_type_group: row.site_type_group,
    industry: row.industry,
    industry_group: row.industry_group,
    published_at: row.published_at,
    quality: wireQuality(parseQuality(row.quality)),
    description,
    category: row.category,
    usage: row.usage,
    template_tags: JSON.parse(row.template_tags) as string[],
    style_tags: JSON.parse(row.style_tags) as string[],
    feature_tags: JSON.parse(row.feature_tags) as string[],
    count_purchases: Number(row.count_purchases),
    preview_url: `${previewBase}/templates/${encodeURIComponent(row.id)}`,
    colour_schemes: templateColourSchemes(row, lang),
    purchase,
    ...phraseBoundaries(lang, { template_title: title, designer_name: designerName, description }),
  }
}

/** The account's first paid order of the template: what the detail page shows as owned. */
async function paidOrderOf(deps: AppDeps, accountId: string, templateId: string) {
  const order = await deps.db
    .selectFrom('orders')
    .select(['id', 'paid_at'])
    .where('account_id', '=', accountId)
    .where('template_id', '=', templateId)
    .where('status', '=', 'paid')
    .orderBy('paid_at')
    .executeTakeFirst()
  return order?.paid_at ? { sales_history_id: order.id, purchased_at: order.paid_at } : null
}

/**
 * Likes or unlikes and answers the new like count. Idempotent and safe under concurrency: the
 * count is moved by a trigger on the likes table (migrations 002 and 005: a counter row, not the
 * template row), so it changes exactly when a like row is really inserted or deleted, in that
 * same statement, and never goes below 0. Every instance hears of it through the change feed.
 */
export async function setLike(
  deps: AppDeps,
  accountId: string,
  templateId: string,
  liked: boolean,
): Promise<number> {
  const { db } = deps
  let changed: boolean
  try {
    if (liked) {
      const inserted = await db
        .insertInto('likes')
        .values({
          account_id: accountId,
          template_id: templateId,
          liked_at: deps.now().toISOString(),
        })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst()
      changed = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0
    } else {
      const deleted = await db
        .deleteFrom('likes')
        .where('account_id', '=', accountId)
        .where('template_id', '=', templateId)
        .executeTakeFirst()
      changed = Number(deleted.numDeletedRows) > 0
    }
  } catch (error) {
    // The template_id foreign key: an unknown template is a 404, not a 500.
    if (isForeignKeyViolation(error)) throw templateNotFound(templateId)
    throw error
  }
  if (changed) {
    changeFeedOf(db).publish({ kind: 'likes', templateIds: [templateId], accountIds: [accountId] })
  } else {
    // Nothing was written: the template may not even exist (an unlike of an unknown id).
    const exists = await db
      .selectFrom('templates')
      .select('id')
      .where('id', '=', templateId)
      .executeTakeFirst()
    if (!exists) throw templateNotFound(templateId)
  }
  return readLikeCount(db, templateId)
}

function isForeignKeyViolation(error: unknown): boolean {
  const e = error as { code?: unknown }
  return e.code === '23503' || e.code === 'SQLITE_CONSTRAINT_FOREIGNKEY'
}
