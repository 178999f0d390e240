// /sitemap.xml: every store page a search engine should index, in both locales, each URL naming
// its alternates (hreflang en, ja, x-default). Past the protocol's URL limit it becomes a
// sitemap index of /sitemaps/{n}.xml parts. Rows are read in small keyset batches and the XML
// is streamed, so 10,000 or a million templates never sit in memory at once.
import { categoryPath } from '#catalogue/categories'
import { TEMPLATE_CATEGORIES } from '#catalogue/enums'
import { FEATURE_TAGS, STYLE_TAGS, tagPath } from '#catalogue/tags'
import type { Context, Hono } from 'hono'
import { INDUSTRY_GROUPS, industriesOfGroup } from '#catalogue/industries'
import { LOCALES, localizePath, type Locale } from '#catalogue/locale-paths'
import { industryPath, siteTypePath } from '#catalogue/menus'
import { SITE_TYPE_GROUPS, siteTypesOfGroup } from '#catalogue/site-types'
import type { AppDeps, AppEnv } from './app-env'
import { escapeXml } from './covers'
import { siteOrigin } from './site-origin'

export const SITEMAP_CACHE_CONTROL = 'public, max-age=3600'
const XML_CONTENT_TYPE = 'application/xml; charset=utf-8'
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const XHTML_NS = 'http://www.w3.org/1999/xhtml'
/** Rows per database round trip while streaming a sitemap. */
const ROW_BATCH = 1000

/** A store page by its locale-free path; it is listed once per locale. */
export type SitemapPage = { path: string; lastmod?: string }

const latest = (dates: (string | null | undefined)[]): string | undefined =>
  dates.reduce<string | undefined>(
    (max, date) => (date && (!max || date > max) ? date : max),
    undefined,
  )

/** The newest template change per listing, so a listing's lastmod moves when its content does. */
async function listingDates(db: AppDeps['db']) {
  const [siteTypes, industries] = await Promise.all([
    db
      .selectFrom('templates')
      .select(['site_type_group as group', 'site_type as slug'])
      .select((eb) => eb.fn.max('updated_at').as('updated_at'))
      .groupBy(['site_type_group', 'site_type'])
      .execute(),
    db
      .selectFrom('templates')
      .select(['industry_group as group', 'industry as slug'])
      .select((eb) => eb.fn.max('updated_at').as('updated_at'))
      .groupBy(['industry_group', 'industry'])
      .execute(),
  ])
  const byPath = new Map<string, string>()
  const note = (path: string, date: string) => {
    const known = byPath.get(path)
    if (!known || date > known) byPath.set(path, date)
  }
  for (const row of siteTypes) {
    note(siteTypePath(row.group), row.updated_at)
    note(siteTypePath(row.group, row.slug), row.updated_at)
  }
  for (const row of industries) {
    note(industryPath(row.group), row.updated_at)
    note(industryPath(row.group, row.slug), row.updated_at)
  }
  return { byPath, newest: latest(siteTypes.map((row) => row.updated_at)) }
}

/**
 * The fixed pages: home, all, designers, the information pages and every taxonomy, tag and
 * category listing.
 */
async function catalogueSitemapPages(db: AppDeps['db']): Promise<SitemapPage[]> {
  const [dates, designers] = await Promise.all([
    listingDates(db),
    db
      .selectFrom('designers')
      .select((eb) => eb.fn.max('updated_at').as('updated_at'))
      .executeTakeFirst(),
  ])
  const listing = (path: string): SitemapPage => ({ path, lastmod: dates.byPath.get(path) })
  return [
    { path: '/store', lastmod: dates.newest },
    { path: '/store/all', lastmod: dates.newest },
    { path: '/store/designers', lastmod: designers?.updated_at ?? undefined },
    { path: '/store/template-review' },
    { path: '/store/affiliate-program' },
    ...SITE_TYPE_GROUPS.flatMap((group) => [
      listing(siteTypePath(group.slug)),
      ...siteTypesOfGroup(group.key).map((siteType) =>
        listing(siteTypePath(group.slug, siteType.slug)),
      ),
    ]),
    ...INDUSTRY_GROUPS.flatMap((group) => [
      listing(industryPath(group.slug)),
      ...industriesOfGroup(group.key).map((industry) =>
        listing(industryPath(group.slug, industry.slug)),
      ),
    ]),
    // Tag and category listings: no date of their own is kept, so no lastmod is claimed.
    ...[...STYLE_TAGS, ...FEATURE_TAGS].map((tag) => ({ path: tagPath(tag.slug) })),
    ...TEMPLATE_CATEGORIES.map((category) => ({ path: categoryPath(category) })),
  ]
}

type RowSection = {
  count: (db: AppDeps['db']) => Promise<number>
  /** Up to `limit` pages after `afterId` (keyset) or, for the first batch, from `offset`. */
  batch: (
    db: AppDeps['db'],
    from: { afterId?: string; offset: number },
    limit: number,
  ) => Promise<(SitemapPage & { id: string })[]>
}

const designerSection: RowSection = {
  count: async (db) =>
    Number(
      (
        await db
          .selectFrom('designers')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  batch: async (db, from, limit) => {
    let query = db
      .selectFrom('designers as d')
      .select(['d.id', 'd.updated_at'])
      // A designer page lists their templates, so it changes when one of them does.
      .select((eb) =>
        eb
          .selectFrom('templates as t')
          .whereRef('t.designer_id', '=', 'd.id')
          .select((inner) => inner.fn.max('t.updated_at').as('m'))
          .as('templates_updated_at'),
      )
      .orderBy('d.id')
      .limit(limit)
    query =
      from.afterId !== undefined
        ? query.where('d.id', '>', from.afterId)
        : query.offset(from.offset)
    const rows = await query.execute()
    return rows.map((row) => ({
      id: row.id,
      path: `/store/designers/${encodeURIComponent(row.id)}`,
      lastmod: latest([row.updated_at, row.templates_updated_at]),
    }))
  },
}

const templateSection: RowSection = {
  count: async (db) =>
    Number(
      (
        await db
          .selectFrom('templates')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  batch: async (db, from, limit) => {
    let query = db.selectFrom('templates').select(['id', 'updated_at']).orderBy('id').limit(limit)
    query =
      from.afterId !== undefined ? query.where('id', '>', from.afterId) : query.offset(from.offset)
    const rows = await query.execute()
    return rows.map((row) => ({
      id: row.id,
      path: `/store/templates/${encodeURIComponent(row.id)}`,
      lastmod: row.updated_at,
    }))
  },
}

const ROW_SECTIONS = [designerSection, templateSection]

/**
 * The sitemap as numbered pages: the catalogue's fixed pages, then designers, then templates,
 * each in id order. Counting first lets /sitemap.xml decide between one file and an index.
 */
export async function planSitemap(db: AppDeps['db'], urlLimit: number, batchSize = ROW_BATCH) {
  const [fixed, ...counts] = await Promise.all([
    catalogueSitemapPages(db),
    ...ROW_SECTIONS.map((section) => section.count(db)),
  ])
  const totalPages = fixed.length + counts.reduce((sum, n) => sum + n, 0)
  // Both locales of a page stay in the same file.
  const pagesPerPart = Math.max(1, Math.floor(urlLimit / LOCALES.length))
  const parts = Math.max(1, Math.ceil(totalPages / pagesPerPart))

  /** The pages of part `n` (1-based), read lazily in batches. */
  async function* partPages(n: number): AsyncGenerator<SitemapPage> {
    const start = (n - 1) * pagesPerPart
    const end = Math.min(start + pagesPerPart, totalPages)
    yield* fixed.slice(start, end)
    let sectionStart = fixed.length
    for (const [index, section] of ROW_SECTIONS.entries()) {
      const sectionEnd = sectionStart + (counts[index] ?? 0)
      let next = Math.max(start, sectionStart)
      const stop = Math.min(end, sectionEnd)
      let afterId: string | undefined
      while (next < stop) {
        const rows = await section.batch(
          db,
          { afterId, offset: next - sectionStart },
          Math.min(batchSize, stop - next),
        )
        // Rows deleted since counting: the part ends early rather than repeating ids.
        if (rows.length === 0) break
        yield* rows
        next += rows.length
        afterId = rows[rows.length - 1]?.id
      }
      sectionStart = sectionEnd
    }
  }

  return { totalPages, parts, partPages }
}

function urlElements(origin: string, page: SitemapPage): string {
  const href = (locale: Locale) => escapeXml(origin + localizePath(page.path, locale))
  const alternates =
    LOCALES.map(
      (locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${href(locale)}"/>`,
    ).join('') + `<xhtml:link rel="alternate" hreflang="x-default" href="${href('en')}"/>`
  const lastmod = page.lastmod ? `<lastmod>${escapeXml(page.lastmod)}</lastmod>` : ''
  return LOCALES.map(
    (locale) => `<url><loc>${href(locale)}</loc>${lastmod}${alternates}</url>\n`,
  ).join('')
}

async function* urlsetXml(origin: string, pages: AsyncIterable<SitemapPage>) {
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n`
  let chunk = ''
  for await (const page of pages) {
    chunk += urlElements(origin, page)
    if (chunk.length > 64 * 1024) {
      yield chunk
      chunk = ''
    }
  }
  yield `${chunk}</urlset>\n`
}

function sitemapIndexXml(origin: string, parts: number): string {
  const entries = Array.from(
    { length: parts },
    (_, i) => `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${i + 1}.xml`)}</loc></sitemap>\n`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join('')}</sitemapindex>\n`
}

/** A pull stream over the text chunks: the next batch is read only when the client takes more. */
function textStream(chunks: AsyncGenerator<string>, path: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  return new ReadableStream({
    async pull(controller) {
      try {
        const { value, done } = await chunks.next()
        if (done) controller.close()
        else controller.enqueue(encoder.encode(value))
      } catch (error) {
        // Headers are gone already; a cut-off document is all that is left to send.
        console.error(`[server] GET ${path} failed while streaming:`, error)
        controller.error(error)
      }
    },
    async cancel() {
      await chunks.return(undefined)
    },
  })
}

function xmlHeaders(c: Context<AppEnv>) {
  c.header('Content-Type', XML_CONTENT_TYPE)
  c.header('Cache-Control', SITEMAP_CACHE_CONTROL)
}

export function registerSitemapRoutes(app: Hono<AppEnv>): void {
  app.get('/sitemap.xml', async (c) => {
    const { db, config } = c.var.deps
    const plan = await planSitemap(db, config.sitemapUrlLimit)
    const origin = siteOrigin(c)
    xmlHeaders(c)
    if (plan.parts > 1) return c.body(sitemapIndexXml(origin, plan.parts))
    return c.body(textStream(urlsetXml(origin, plan.partPages(1)), c.req.path))
  })

  // Parts are numbered from 1. They answer even while /sitemap.xml is a single file (part 1 is
  // then that file): an index a crawler fetched earlier keeps working as the catalogue shrinks.
  app.get('/sitemaps/:file', async (c) => {
    const match = /^([1-9]\d{0,8})\.xml$/.exec(c.req.param('file'))
    if (!match) return c.notFound()
    const { db, config } = c.var.deps
    const plan = await planSitemap(db, config.sitemapUrlLimit)
    const n = Number(match[1])
    if (n > plan.parts) return c.notFound()
    xmlHeaders(c)
    return c.body(textStream(urlsetXml(siteOrigin(c), plan.partPages(n)), c.req.path))
  })
}
