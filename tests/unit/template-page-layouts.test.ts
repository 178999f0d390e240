// @vitest-environment jsdom
// Each site type's pages show what its business has (issue 27): a restaurant's menu by course
// with prices, a hotel's rooms with rates and a booking form for nights, a portfolio's works each
// leading to a case page and back, a news site's articles each with a page (byline, <time>), a
// SaaS's plans × features table, a clinic's weekly hours, a school's courses, a company's
// openings — in both languages, with every internal link leading to a page of the site.
import { describe, expect, it } from 'vitest'
import type { Language } from '#catalogue/enums'
import { menuPagesOf, templateSitePages, type SitePage } from '#catalogue/template-pages'
import { generateTemplates } from '#server/db/seed-store'
import { renderTemplateSitePage, type TemplateSite } from '#server/template-sites/render'
import { siteFeatures, templateSiteOf } from '#server/template-sites/site-facts'

const BASE = '/preview/templates/t'
const seeded = generateTemplates(144).map((t) => {
  const site = templateSiteOf(t)
  if (!site) throw new Error(`${t.id} has no site`)
  return site
})

function siteOf(siteType: string, industry?: string): TemplateSite {
  const site = seeded.find(
    (s) => s.siteType === siteType && (industry === undefined || s.industry === industry),
  )
  if (!site) throw new Error(`no seeded ${siteType} ${industry ?? ''}`)
  return site
}

const pagesOf = (site: TemplateSite) => templateSitePages(site.siteType, site.industry)

function render(site: TemplateSite, slug: string, lang: Language): Document {
  const html = renderTemplateSitePage(site, slug, lang, { basePath: BASE })
  if (!html) throw new Error(`no page ${slug}`)
  return new DOMParser().parseFromString(html, 'text/html')
}

const main = (doc: Document) => doc.querySelector('main') as HTMLElement
const textOf = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ')
/** The page slug an internal link leads to ('' home), or undefined for another site's link. */
function slugOf(href: string | null): string | undefined {
  const path = (href ?? '').split('?')[0] ?? ''
  if (path === BASE) return ''
  return path.startsWith(`${BASE}/`) ? path.slice(BASE.length + 1) : undefined
}
const pageOfKind = (site: TemplateSite, kind: SitePage['kind']) => {
  const page = pagesOf(site).find((p) => p.kind === kind)
  if (!page) throw new Error(`${site.siteType} has no ${kind} page`)
  return page
}
const YEN = /¥\d{1,3}(,\d{3})*/

describe.each(['en', 'ja'] as const)('site-type page layouts in %s', (lang) => {
  it('a restaurant (and café, izakaya, bakery, bar) lists dishes by course, each with a price', () => {
    for (const industry of ['restaurant', 'cafe', 'izakaya', 'sweets-bakery', 'bar']) {
      const site = siteOf('restaurant', industry)
      const menu = pagesOf(site).find((p) => p.flavour === 'menu')
      expect(menu, industry).toBeDefined()
      const body = main(render(site, menu?.slug ?? '', lang))
      const courses = [...body.querySelectorAll('.course')]
      expect(courses.length, industry).toBeGreaterThanOrEqual(4)
      for (const course of courses) {
        expect(textOf(course.querySelector('h2')).length).toBeGreaterThan(0)
        const dishes = [...course.querySelectorAll('li')]
        expect(dishes.length).toBeGreaterThanOrEqual(3)
        for (const dish of dishes) {
          expect(textOf(dish.querySelector('.dish')).length).toBeGreaterThan(1)
          expect(textOf(dish.querySelector('.price'))).toMatch(YEN)
        }
      }
      // The table booking asks for a date, a time and how many.
      const booking = main(render(site, pageOfKind(site, 'booking').slug, lang))
      expect(booking.querySelector('input[type=date]')).not.toBeNull()
      expect(booking.querySelectorAll('select').length).toBeGreaterThanOrEqual(2)
    }
  })

  it('a hotel, ryokan and guesthouse show rooms with size, beds and nightly rates, and book nights', () => {
    for (const industry of ['hotel', 'ryokan', 'guesthouse']) {
      const site = siteOf('travel', industry)
      const rooms = pagesOf(site).find((p) => p.flavour === 'rooms')
      expect(rooms, industry).toBeDefined()
      const body = main(render(site, rooms?.slug ?? '', lang))
      const cards = [...body.querySelectorAll('.room')]
      expect(cards.length, industry).toBeGreaterThanOrEqual(3)
      for (const card of cards) {
        expect(textOf(card.querySelector('.rate'))).toMatch(YEN)
        expect(textOf(card)).toMatch(/\d+ m²/)
        expect(card.querySelectorAll('dt').length).toBeGreaterThanOrEqual(3)
      }
      const bookingPage = pageOfKind(site, 'booking')
      expect(bookingPage.flavour).toBe('stay')
      const form = main(render(site, bookingPage.slug, lang)).querySelector('form') as HTMLElement
      const labels = [...form.querySelectorAll('label')].map((l) => textOf(l))
      const checkIn = lang === 'en' ? 'Check-in' : 'チェックイン'
      const checkOut = lang === 'en' ? 'Check-out' : 'チェックアウト'
      for (const name of [checkIn, checkOut]) {
        const label = [...form.querySelectorAll('label')].find((l) => textOf(l).startsWith(name))
        expect(label?.querySelector('input[type=date]'), `${industry} ${name}`).not.toBeNull()
      }
      expect(labels.length).toBeGreaterThanOrEqual(5)
      // The room choice names the rooms with their rates.
      const roomOptions = [...form.querySelectorAll('select option')].map((o) => textOf(o))
      expect(roomOptions.filter((o) => YEN.test(o)).length).toBeGreaterThanOrEqual(3)
    }
  })

  it('a portfolio or creator site: every work leads to its case page, which leads back', () => {
    for (const siteType of ['portfolio', 'creator', 'case-study']) {
      const site = siteOf(siteType)
      const pages = pagesOf(site)
      expect(pages.length).toBeLessThanOrEqual(7)
      const list = pageOfKind(site, 'works')
      const cases = pages.filter((p) => p.kind === 'case')
      expect(cases.length, siteType).toBeGreaterThanOrEqual(3)
      // Reached from the list, not from the menu.
      expect(menuPagesOf(pages)).not.toContain(cases[0])
      const links = [...main(render(site, list.slug, lang)).querySelectorAll('.work-card a')].map(
        (a) => slugOf(a.getAttribute('href')),
      )
      expect(links, siteType).toEqual(cases.map((p) => p.slug))
      for (const c of cases) {
        const body = main(render(site, c.slug, lang))
        expect(textOf(body.querySelector('h1')).length).toBeGreaterThan(3)
        expect(body.querySelectorAll('.case-facts dt').length).toBe(3)
        expect(textOf(body.querySelector('.case-facts'))).toMatch(/20\d\d/)
        expect(body.querySelectorAll('.pic').length).toBeGreaterThanOrEqual(3)
        expect(textOf(body.querySelector('.result')).length).toBeGreaterThan(5)
        const back = [...body.querySelectorAll('a')].map((a) => slugOf(a.getAttribute('href')))
        expect(back).toContain(list.slug)
      }
      // Case pages read differently from each other.
      const titles = cases.map((c) => textOf(main(render(site, c.slug, lang)).querySelector('h1')))
      expect(new Set(titles).size).toBe(cases.length)
    }
  })

  it('a news or media site: every article leads to its page with a byline, <time datetime> and related articles', () => {
    for (const siteType of ['news', 'media']) {
      const site = siteOf(siteType)
      const pages = pagesOf(site)
      expect(pages.length).toBeLessThanOrEqual(7)
      const list = pages.find((p) => p.kind === 'news' && p.flavour === 'articles') as SitePage
      const articles = pages.filter((p) => p.kind === 'article')
      expect(articles.length, siteType).toBeGreaterThanOrEqual(3)
      expect(menuPagesOf(pages).some((p) => p.kind === 'article')).toBe(false)
      const listBody = main(render(site, list.slug, lang))
      const links = [...listBody.querySelectorAll('.story h2 a')].map((a) =>
        slugOf(a.getAttribute('href')),
      )
      expect(links).toEqual(articles.map((p) => p.slug))
      for (const a of articles) {
        const body = main(render(site, a.slug, lang))
        expect(textOf(body.querySelector('article h1')).length).toBeGreaterThan(5)
        expect(textOf(body.querySelector('.byline .author')).length).toBeGreaterThan(1)
        expect(body.querySelector('.byline time')?.getAttribute('datetime')).toMatch(
          /^\d{4}-\d{2}-\d{2}$/,
        )
        expect(body.querySelectorAll('.prose p').length).toBeGreaterThanOrEqual(2)
        const related = [...body.querySelectorAll('.related-list a')].map((x) =>
          slugOf(x.getAttribute('href')),
        )
        expect(related.length).toBe(articles.length - 1)
        expect(related).not.toContain(a.slug)
        for (const slug of related) expect(articles.map((p) => p.slug)).toContain(slug)
      }
    }
  })

  it('a SaaS shows a feature grid and a pricing table of plans × features with a recommended plan', () => {
    for (const [siteType, industry] of [
      ['service', 'startup'],
      ['lp', 'startup'],
    ] as const) {
      const site = siteOf(siteType, industry)
      const features = main(render(site, pageOfKind(site, 'offerings').slug, lang))
      expect(features.querySelectorAll('.feature-grid .feature').length).toBeGreaterThanOrEqual(4)
      const pricing = pageOfKind(site, 'pricing')
      expect(pricing.flavour).toBe('compare')
      const body = main(render(site, pricing.slug, lang))
      const table = body.querySelector('table.compare') as HTMLTableElement
      expect(table, siteType).not.toBeNull()
      const plans = [...table.querySelectorAll('thead th[scope=col]')].slice(1)
      expect(plans.length).toBeGreaterThanOrEqual(3)
      const rows = [...table.querySelectorAll('tbody tr')]
      expect(rows.length).toBeGreaterThanOrEqual(6)
      for (const row of rows) {
        expect(row.querySelector('th[scope=row]')).not.toBeNull()
        expect(row.querySelectorAll('td').length).toBe(plans.length)
      }
      const marks = textOf(table.querySelector('tbody'))
      expect(marks).toContain('✓')
      expect(marks).toContain('—')
      expect(textOf(rows[0])).toMatch(YEN)
      expect(table.querySelectorAll('thead th.rec').length).toBe(1)
      expect(body.querySelectorAll('.plan.featured').length).toBe(1)
      // Nobody visits a SaaS: no opening hours on its pages (home is the shell's).
      for (const page of pagesOf(site).filter((p) => p.kind !== 'home')) {
        const text = textOf(main(render(site, page.slug, lang)))
        expect(text, page.slug).not.toMatch(/Opening hours|営業時間|closed Sundays|日曜定休/)
      }
    }
  })

  it('a clinic shows its departments and a weekly consultation table with closed days', () => {
    for (const industry of ['dental', 'clinic', 'medical']) {
      const site = siteOf('medical', industry)
      const body = main(render(site, pageOfKind(site, 'offerings').slug, lang))
      expect(body.querySelectorAll('.cards .card').length).toBeGreaterThanOrEqual(3)
      const table = body.querySelector('table.week') as HTMLTableElement
      expect(table, industry).not.toBeNull()
      expect(table.querySelectorAll('thead th[scope=col]').length).toBe(7)
      const rows = [...table.querySelectorAll('tbody tr')]
      expect(rows).toHaveLength(2)
      for (const row of rows) expect(row.querySelectorAll('td')).toHaveLength(7)
      const closed = lang === 'en' ? 'Closed' : '休診'
      expect(textOf(table)).toContain(closed)
      expect(textOf(body)).toMatch(lang === 'en' ? /public holidays/ : /祝日/)
    }
  })

  it('a school lists courses with length, level, fee and start date', () => {
    for (const industry of ['school', 'cram-school', 'university', 'online-learning']) {
      const site = siteOf('education', industry)
      const body = main(render(site, pageOfKind(site, 'offerings').slug, lang))
      const courses = [...body.querySelectorAll('.course-card')]
      expect(courses.length, industry).toBeGreaterThanOrEqual(3)
      for (const course of courses) {
        expect(course.querySelectorAll('dt')).toHaveLength(4)
        expect(textOf(course.querySelector('dl'))).toMatch(/\d/)
        expect(slugOf(course.querySelector('a')?.getAttribute('href') ?? null)).toBeDefined()
      }
    }
  })

  it('a recruiting site lists openings with team, type, workplace, pay and an apply link', () => {
    for (const industry of ['store', 'hospital', 'restaurant']) {
      const site = siteOf('careers', industry)
      const body = main(render(site, pageOfKind(site, 'jobs').slug, lang))
      const jobs = [...body.querySelectorAll('.job')]
      expect(jobs.length, industry).toBeGreaterThanOrEqual(3)
      const apply = pageOfKind(site, 'contact').slug
      for (const job of jobs) {
        expect(textOf(job.querySelector('h3')).length).toBeGreaterThan(1)
        expect(job.querySelectorAll('dt')).toHaveLength(4)
        expect(textOf(job.querySelector('dl'))).toMatch(/¥|円/)
        expect(slugOf(job.querySelector('a.btn')?.getAttribute('href') ?? null)).toBe(apply)
      }
    }
  })

  it('every page of every seeded site: links lead to its pages, tables have headers, fields have labels', () => {
    for (const site of seeded) {
      const pages = pagesOf(site)
      expect(pages.length).toBeLessThanOrEqual(7)
      const slugs = new Set(pages.map((p) => p.slug))
      for (const page of pages) {
        if (page.kind === 'home') continue
        const body = main(render(site, page.slug, lang))
        for (const a of body.querySelectorAll('a')) {
          const slug = slugOf(a.getAttribute('href'))
          expect(slug !== undefined && slugs.has(slug), `${a.getAttribute('href')}`).toBe(true)
        }
        for (const table of body.querySelectorAll('table'))
          expect(table.querySelectorAll('th[scope]').length).toBeGreaterThan(0)
        for (const control of body.querySelectorAll('input, select, textarea'))
          expect(control.closest('label'), `${site.siteType}/${page.slug}`).not.toBeNull()
        const levels = [...body.querySelectorAll('h1, h2, h3, h4')].map((h) => Number(h.tagName[1]))
        expect(levels[0], `${site.siteType}/${page.slug}`).toBe(1)
        for (let i = 1; i < levels.length; i++)
          expect(
            (levels[i] ?? 0) - (levels[i - 1] ?? 0),
            `${site.siteType}/${page.slug}`,
          ).toBeLessThanOrEqual(1)
      }
    }
  }, 60_000)
})

describe('pages and features', () => {
  it('menuPagesOf keeps home and the menu pages, drops pages reached from a list', () => {
    const pages = templateSitePages('portfolio', 'photographer')
    const menu = menuPagesOf(pages)
    expect(menu[0]?.kind).toBe('home')
    expect(menu.map((p) => p.kind)).toEqual(['home', 'works', 'about', 'contact'])
    expect(pages.filter((p) => !menu.includes(p)).map((p) => p.slug)).toEqual([
      'works-1',
      'works-2',
      'works-3',
    ])
    for (const p of pages) expect(p.slug).toMatch(/^[a-z0-9-]*$/)
  })

  it('tags reservation, article list and case studies from the pages that show them', () => {
    const tags = (siteType: string, industry: string) =>
      siteFeatures(siteOf(siteType, industry), templateSitePages(siteType, industry), 'TIER_1')
    expect(tags('travel', 'hotel')).toContain('reservation')
    expect(tags('news', 'news')).toContain('article-list')
    expect(tags('portfolio', 'photographer')).toContain('case-studies')
    expect(tags('service', 'startup')).not.toContain('reservation')
  })
})
