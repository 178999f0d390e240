// Preview sites: {preview base}/templates/:template_id[/:page] serves the template's real site
// (template-sites/): its home and pages, in ?lang=ja or English, 404 for a page it does not have.
// A template without a design (added by hand) gets the one-page stand-in below, in its palette
// with the sections its site type has. Plain HTML + inline CSS, no scripts.
import type { Context, Hono } from 'hono'
import { storeIconLinksHtml } from '#catalogue/store-icon-links'
import type { Language } from '#catalogue/enums'
import { INDUSTRIES } from '#catalogue/industries'
import { getTranslator, statusHeading, type Translator } from '#i18n/messages'
import {
  PERSONAL_PROBLEM_LIMITS,
  readPersonalisation,
  type Personalisation,
  type PersonalProblem,
} from '#catalogue/personalise'
import type { AppEnv } from '../app-env'
import { escapeXml as escapeHtml } from '../covers'
import { readablePaletteWithAccent } from '../template-sites/colours'
import { renderTemplateSitePage } from '../template-sites/render'
import { templateSiteOf } from '../template-sites/site-facts'
import { SITE_TYPE_WORDS, type Palette, type Phrase } from '../template-words'

export type PreviewTemplate = {
  id: string
  titleEn: string
  titleJa: string
  descriptionEn: string
  descriptionJa: string
  siteType: string
  industry: string
  palette: Palette
  designerName: string
  wireframe: boolean
}

const COPY: Record<string, Phrase> = {
  cta: { en: 'Get in touch', ja: 'お問い合わせ' },
  more: { en: 'Learn more', ja: '詳しく見る' },
  preview: { en: 'Template preview', ja: 'テンプレートプレビュー' },
  rights: { en: 'All rights reserved.', ja: 'All rights reserved.' },
  designedBy: { en: 'Designed by', ja: 'デザイン：' },
}

/** Body copy for a section, written around the industry so the preview reads like a real site. */
function sectionCopy(section: Phrase, industry: Phrase, language: Language): string {
  return language === 'ja'
    ? `${industry.ja}の${section.ja}をわかりやすくご紹介します。写真や文章は管理画面から自由に差し替えられます。`
    : `${section.en} for your ${industry.en.toLowerCase()} business, laid out to be read at a glance. Swap the photos and copy from the editor in minutes.`
}

export function renderPreviewHtml(
  t: PreviewTemplate,
  language: Language,
  personal: Personalisation = {},
): string {
  const words = SITE_TYPE_WORDS[t.siteType]
  const industryEntry = INDUSTRIES.find((i) => i.slug === t.industry)
  const industry: Phrase = {
    en: industryEntry?.enDisplayName ?? t.industry,
    ja: industryEntry?.jaDisplayName ?? t.industry,
  }
  const title = language === 'ja' ? t.titleJa : t.titleEn
  const [sampleBrand = title, sampleTagline = ''] = title.split(/ — |｜/)
  const brand = personal.name ?? sampleBrand
  const tagline = personal.tagline ?? sampleTagline
  const description = language === 'ja' ? t.descriptionJa : t.descriptionEn
  const sections = words?.sections ?? []
  const p = personal.accent
    ? { ...t.palette, accent: readablePaletteWithAccent(t.palette, personal.accent).accent }
    : t.palette
  const text = (phrase: Phrase) => escapeHtml(phrase[language])

  const nav = sections
    .slice(0, 5)
    .map((s, i) => `<a href="#s${i}">${text(s)}</a>`)
    .join('')
  const body = sections
    .map(
      (s, i) => `
  <section id="s${i}" class="${i % 2 ? 'alt' : ''}">
    <h2>${text(s)}</h2>
    <div class="cards">
      ${[1, 2, 3]
        .map(
          (n) =>
            `<article><div class="ph" aria-hidden="true"></div><h3>${text(s)} ${n}</h3><p>${escapeHtml(sectionCopy(s, industry, language))}</p></article>`,
        )
        .join('')}
    </div>
  </section>`,
    )
    .join('')

  const border = t.wireframe ? `border:2px dashed ${p.accent};` : ''
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(brand)} — ${text(COPY.preview as Phrase)}</title>
${storeIconLinksHtml()}
<style>
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI","Hiragino Sans","Noto Sans JP",sans-serif;color:${p.text};background:${p.background};line-height:1.6}
.bar{background:${p.secondary};color:${p.text};font-size:12px;text-align:center;padding:4px}
header{display:flex;justify-content:space-between;align-items:center;padding:20px 5vw;gap:24px;flex-wrap:wrap}
header strong{font-size:1.4rem;letter-spacing:.02em;overflow-wrap:anywhere;min-width:0}
.hero,footer{overflow-wrap:anywhere}
nav{display:flex;gap:20px;flex-wrap:wrap}
nav a{color:${p.text};text-decoration:none;opacity:.8}
.hero{background:${p.primary};color:${p.background};padding:96px 5vw;${border}}
.hero h1{font-size:clamp(2rem,5vw,3.4rem);margin:0 0 12px}
.hero p{max-width:640px;opacity:.9}
.btn{display:inline-block;margin-top:24px;padding:12px 28px;border-radius:999px;background:${p.accent};color:#fff;text-decoration:none;font-weight:700}
section{padding:64px 5vw}
section.alt{background:${p.secondary}}
h2{font-size:1.8rem;margin:0 0 24px}
.cards{display:grid;grid-template-columns:repeat(auto-fit,minmax(220px,1fr));gap:24px}
article{background:${p.background};border-radius:12px;padding:20px;box-shadow:0 2px 10px rgba(0,0,0,.06);${border}}
.ph{height:120px;border-radius:8px;background:linear-gradient(135deg,${p.primary},${p.accent});opacity:.75;margin-bottom:12px}
h3{margin:0 0 8px;font-size:1.1rem}
footer{padding:32px 5vw;background:${p.primary};color:${p.background};font-size:.9rem}
</style>
</head>
<body>
<div class="bar">${text(COPY.preview as Phrase)} · ${escapeHtml(COPY.designedBy?.[language] ?? '')} ${escapeHtml(t.designerName)}</div>
<header><strong>${escapeHtml(brand)}</strong><nav>${nav}</nav></header>
<div class="hero">
  <h1>${escapeHtml(tagline || brand)}</h1>
  <p>${escapeHtml(description)}</p>
  <a class="btn" href="#s${Math.max(0, sections.length - 1)}">${text(COPY.cta as Phrase)}</a>
</div>
${body}
<footer>© ${escapeHtml(brand)} · ${text(COPY.rights as Phrase)}</footer>
</body>
</html>`
}

/**
 * The store's icons in a preview's head (the tab shows whose preview it is). Added as the page is
 * served, not in the site's own HTML: that HTML is what the cover shots are versioned by.
 */
function templateSitePage(...args: Parameters<typeof renderTemplateSitePage>): string | undefined {
  const html = renderTemplateSitePage(...args)
  if (html === undefined) return undefined
  const end = html.indexOf('</head>')
  if (end < 0) throw new Error('A preview page without </head>: nowhere to link the icons')
  return `${html.slice(0, end)}${storeIconLinksHtml()}\n${html.slice(end)}`
}

/**
 * Refused choices said at the top of the preview (the preview falls back to the template's own
 * values). Added as the page is served, like the icons, outside the site's own HTML.
 */
function withProblems(html: string, problems: PersonalProblem[], LL: Translator): string {
  if (problems.length === 0) return html
  const body = /<body[^>]*>/.exec(html)
  if (!body) return html
  const at = body.index + body[0].length
  const lines = problems
    .map(
      (problem) =>
        `<li>${escapeHtml(LL.personalise.problems[problem]({ max: PERSONAL_PROBLEM_LIMITS[problem] }))}</li>`,
    )
    .join('')
  const note = `<ul role="alert" data-testid="preview-problems" style="margin:0;padding:12px 5vw 12px 8vw;background:#fff4e5;color:#5c2c00;border-bottom:2px solid #b35900;font:15px/1.5 system-ui,sans-serif;overflow-wrap:anywhere">${lines}</ul>`
  return `${html.slice(0, at)}\n${note}${html.slice(at)}`
}

/** The path preview pages are served under: PREVIEW_BASE_URL when it is a local path. */
export function previewMountPath(previewBaseUrl: string): string {
  if (!previewBaseUrl.startsWith('/') || previewBaseUrl.startsWith('//')) return '/preview'
  return previewBaseUrl.replace(/\/+$/, '') || '/preview'
}

/** The 404 of a preview address, in the preview's language like the site it stands for. */
function previewNotFound(language: Language, reason: string): string {
  const heading = escapeHtml(statusHeading(404, getTranslator(language)))
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${heading}</title></head><body><h1>${heading}</h1><p>${escapeHtml(reason)}</p></body></html>`
}

export function registerPreviewPages(app: Hono<AppEnv>, previewBaseUrl: string): void {
  const base = previewMountPath(previewBaseUrl)
  const servePreview = async (c: Context<AppEnv>) => {
    const id = c.req.param('template_id') ?? ''
    const pageSlug = c.req.param('page') ?? ''
    const lang = c.req.query('lang') ?? c.req.query('language')
    const { choices: personal, problems } = readPersonalisation({
      name: c.req.query('name'),
      tagline: c.req.query('tagline'),
      accent: c.req.query('accent'),
      lang,
    })
    const language: Language = personal.lang ?? 'en'
    const LL = getTranslator(language)
    const row = await c.var.deps.db
      .selectFrom('templates as t')
      .innerJoin('designers as d', 'd.id', 't.designer_id')
      .select([
        't.id',
        't.title_en',
        't.title_ja',
        't.description_en',
        't.description_ja',
        't.site_type',
        't.industry',
        't.palette',
        't.is_wireframe',
        'd.name_en',
        'd.name_ja',
      ])
      .where('t.id', '=', id)
      .executeTakeFirst()
    if (!row) {
      return c.html(previewNotFound(language, LL.error.notFound.template({ id })), 404)
    }
    const site = templateSiteOf(row)
    if (site) {
      // A designed template: its real multi-page site.
      const html = templateSitePage(site, pageSlug, language, {
        basePath: `${base}/templates/${encodeURIComponent(row.id)}`,
        personal,
      })
      if (html === undefined)
        return c.html(previewNotFound(language, LL.error.notFound.page({ path: c.req.path })), 404)
      c.header('Cache-Control', 'public, max-age=3600')
      return c.html(withProblems(html, problems, LL))
    }
    // A template without a design (added by hand): the one-page stand-in.
    if (pageSlug)
      return c.html(previewNotFound(language, LL.error.notFound.page({ path: c.req.path })), 404)
    c.header('Cache-Control', 'public, max-age=3600')
    return c.html(
      withProblems(
        renderPreviewHtml(
          {
            id: row.id,
            titleEn: row.title_en,
            titleJa: row.title_ja,
            descriptionEn: row.description_en,
            descriptionJa: row.description_ja,
            siteType: row.site_type,
            industry: row.industry,
            palette: JSON.parse(row.palette) as Palette,
            designerName: language === 'ja' ? row.name_ja : row.name_en,
            wireframe: row.is_wireframe === 1,
          },
          language,
          personal,
        ),
        problems,
        LL,
      ),
    )
  }
  app.get(`${base}/templates/:template_id`, servePreview)
  app.get(`${base}/templates/:template_id/:page`, servePreview)
}
