// Renders a template's site: one design, one colour scheme, one sample business, the pages of
// its site type. Plain HTML and one inline stylesheet: no scripts, no external assets, system
// fonts only. This file is the shell a design decides (header, hero, home sections, item grids,
// footer, phone menu, styles); page-bodies.ts draws the other pages.
import type { Language } from '#catalogue/enums'
import { INDUSTRIES } from '#catalogue/industries'
import { menuPagesOf, templateSitePages, type SitePage } from '#catalogue/template-pages'
import type { Phrase } from '../template-words'
import { hoursLabel as businessHoursLabel, siteBusiness, type SiteBusiness } from './businesses'
import {
  readablePalette,
  readablePaletteWithAccent,
  relativeLuminance,
  type ReadablePalette,
} from './colours'
import { createPictureBook, PICTURE_CREDIT, type PictureSlot } from './pictures'
import { JOBS, VALUES } from './copy'
import { FONT_STACKS, type HomeSection } from './designs'
import {
  HOME_COPY as H,
  MAIN_HEADINGS,
  STEPS,
  VOICES,
  mainKindOf,
  type MainKind,
} from './home-copy'
import { pageBody, pageBodyCss } from './page-bodies'
import {
  actionOf,
  pageWith,
  siteContent,
  sitePalette,
  findSitePage,
  yen,
  type Ctx,
  type TemplateSite,
} from './render-context'
import { escapeHtml } from '../pages/account-html'
import { personalQueryPairs, type Personalisation } from '#catalogue/personalise'

export { businessName, sitePalette, type TemplateSite } from './render-context'

/** The sample business a site shows. */
export function businessOf(site: TemplateSite): SiteBusiness {
  return siteBusiness(site.industry, site.siteType, site.business)
}

type Shell = Ctx & { biz: SiteBusiness; colours: ReadablePalette; mainKind: MainKind }

/** An item of a grid: a dish, a room, a feature, a course, an opening, a work, an article. */
type Item = { title: string; text?: string; meta?: string; href?: string; subject: number }

const e = escapeHtml

function moreLink(c: Shell, page: SitePage | undefined, label: Phrase = H.seeAll): string {
  return page
    ? `<a class="more" href="${c.href(page)}">${e(c.t(label))} <span aria-hidden="true">→</span></a>`
    : ''
}

function sectionHead(c: Shell, heading: string, page?: SitePage): string {
  return `<div class="section-head"><h2>${e(heading)}</h2>${moreLink(c, page)}</div>`
}

/** The page the main section's "See all" leads to. */
function mainPage(c: Shell): SitePage | undefined {
  switch (c.mainKind) {
    case 'works':
      return pageWith(c, 'works')
    case 'articles':
      return (
        c.pages.find((p) => p.kind === 'news' && p.flavour === 'articles') ?? pageWith(c, 'news')
      )
    case 'openings':
      return pageWith(c, 'jobs')
    default:
      return pageWith(c, 'offerings') ?? pageWith(c, 'pricing') ?? pageWith(c, 'works')
  }
}

function priceLabel(c: Shell, priceJpy: number): string | undefined {
  if (priceJpy <= 0) return undefined
  switch (c.mainKind) {
    case 'rooms':
      return c.lang === 'ja'
        ? `${c.t(H.perNight)} ${yen(priceJpy)}〜`
        : `from ${yen(priceJpy)} ${c.t(H.perNight)}`
    case 'courses':
      return `${c.t(H.fee)} ${yen(priceJpy)}`
    case 'features':
    case 'departments':
      return undefined
    default:
      return yen(priceJpy)
  }
}

/** Which of the industry's offerings `name` is, so its picture follows it whatever the order. */
function subjectOf(c: Shell, name: Phrase, fallback: number): number {
  const i = siteContent(c.site).offerings.findIndex((o) => o.name.en === name.en)
  return i >= 0 ? i : fallback
}

function mainItems(c: Shell): Item[] {
  const offerings = c.biz.offerings
  const target = mainPage(c)
  switch (c.mainKind) {
    case 'openings': {
      const jobs = JOBS[c.site.industry] ?? JOBS.default ?? []
      const where = c.biz.facts.address
        ? c.t(c.biz.facts.address).split(/[,、]/).pop()?.trim()
        : undefined
      return jobs.map((job, i) => ({
        title: c.t(job),
        meta: [c.t(H.fullTime), where].filter(Boolean).join(' · '),
        href: target && c.href(target),
        subject: i,
      }))
    }
    case 'articles':
      return offerings.map((o, i) => ({
        title: c.t(o.name),
        text: c.t(o.text),
        meta: ['2026.10.28', '2026.10.12', '2026.09.30', '2026.09.05'][i],
        href: target && c.href(target),
        subject: subjectOf(c, o.name, i),
      }))
    case 'works':
      return offerings.concat(offerings.slice(0, 2)).map((o, i) => ({
        title: c.t(o.name),
        meta: String(2026 - (i % 4)),
        href: target && c.href(target),
        subject: subjectOf(c, o.name, i),
      }))
    default:
      return offerings.map((o, i) => ({
        title: c.t(o.name),
        text: c.t(o.text),
        meta: priceLabel(c, o.priceJpy),
        subject: subjectOf(c, o.name, i),
      }))
  }
}

/** Items laid out the design's way; `pictures` false for lists that read better without. */
function itemGrid(c: Shell, items: Item[]): string {
  const grid = c.site.design.grid
  const withPictures = grid !== 'numbered'
  const slot = grid === 'tiles' ? 'square' : grid === 'list' ? 'square' : 'card'
  const cells = items
    .map((item, i) => {
      const title = item.href ? `<a href="${item.href}">${e(item.title)}</a>` : e(item.title)
      const number =
        grid === 'numbered'
          ? `<span class="no" aria-hidden="true">${String(i + 1).padStart(2, '0')}</span>`
          : ''
      const pic = withPictures ? c.pic(i + 1, `item-pic ${slot}`, { subject: item.subject }) : ''
      return `<li class="item">${pic}${number}<div class="item-text"><h3>${title}</h3>${
        item.text ? `<p>${e(item.text)}</p>` : ''
      }</div>${item.meta ? `<p class="meta">${e(item.meta)}</p>` : ''}</li>`
    })
    .join('')
  return `<ul class="items grid-${grid}">${cells}</ul>`
}

function factsList(c: Shell): string {
  const f = c.biz.facts
  const hoursLabel = businessHoursLabel(c.site.industry)
  const rows: [Phrase, string][] = []
  if (f.hours) rows.push([hoursLabel, e(c.t(f.hours))])
  if (f.address) rows.push([H.address, e(c.t(f.address))])
  if (f.directions) rows.push([H.directions, e(c.t(f.directions))])
  if (f.phone)
    rows.push([H.phone, `<a href="tel:${f.phone.replace(/[^0-9+]/g, '')}">${e(f.phone)}</a>`])
  rows.push([H.email, `<a href="mailto:${e(f.email)}">${e(f.email)}</a>`])
  return `<dl class="facts">${rows.map(([label, value]) => `<div><dt>${c.t(label)}</dt><dd>${value}</dd></div>`).join('')}</dl>`
}

function actionButton(c: Shell, ghost = false): string {
  const action = actionOf(c.pages)
  return action && action.kind !== 'home'
    ? `<a class="btn${ghost ? ' ghost' : ''}" href="${c.href(action)}">${e(c.t(action.name))}</a>`
    : ''
}

function heroText(c: Shell, withLead = true): string {
  const main = mainPage(c)
  const second =
    main && main !== actionOf(c.pages)
      ? `<a class="btn ghost" href="${c.href(main)}">${e(c.t(main.name))}</a>`
      : ''
  return `<div class="hero-text"><p class="eyebrow">${e(c.industryName)}</p><h1>${e(c.t(c.biz.tagline))}</h1>${
    withLead ? `<p class="lead">${e(c.t(c.biz.lead))}</p>` : ''
  }<p class="actions">${actionButton(c)}${second}</p></div>`
}

function bookingBar(c: Shell, booking: SitePage): string {
  const stay = c.mainKind === 'rooms'
  const fields = stay
    ? `<label class="field"><span>${c.t(H.checkIn)}</span><input type="date" name="checkin" value="2026-12-05"></label><label class="field"><span>${c.t(H.nights)}</span><select name="nights">${[1, 2, 3, 4].map((n) => `<option>${n}</option>`).join('')}</select></label>`
    : `<label class="field"><span>${c.t(H.date)}</span><input type="date" name="date" value="2026-12-05"></label>`
  return `<form class="booking-bar" action="${c.href(booking)}" method="get">${fields}<label class="field"><span>${c.t(H.guests)}</span><select name="guests">${[1, 2, 3, 4, 5, 6].map((n) => `<option${n === 2 ? ' selected' : ''}>${n}</option>`).join('')}</select></label><button class="btn" type="submit">${c.t(H.checkAvailability)}</button></form>`
}

function heroSection(c: Shell): string {
  const booking = pageWith(c, 'booking')
  const articles = mainPage(c)
  let kind = c.site.design.hero
  // A hero that needs something the site lacks takes the nearest one that does not.
  if (kind === 'booking' && !booking) kind = 'fullbleed'
  if (kind === 'search' && c.mainKind !== 'articles') kind = 'magazine'
  if (kind === 'hours' && !c.biz.facts.hours) kind = 'card'
  switch (kind) {
    case 'split':
      return `<section class="hero hero-split">${heroText(c)}${c.pic(0, 'hero-pic')}</section>`
    case 'centered':
      return `<section class="hero hero-centered">${heroText(c)}${c.pic(0, 'hero-pic wide')}</section>`
    case 'fullbleed':
      return `<section class="hero hero-fullbleed">${c.pic(0, 'hero-pic wide')}${heroText(c)}</section>`
    case 'statement':
      return `<section class="hero hero-statement">${heroText(c, false)}<p class="lead">${e(c.t(c.biz.lead))}</p></section>`
    case 'magazine':
      return `<section class="hero hero-magazine"><div class="lead-story">${c.pic(0, 'hero-pic')}${heroText(c)}</div><ol class="side">${c.biz.offerings
        .slice(0, 3)
        .map(
          (o, i) =>
            `<li>${c.pic(i + 1, 'mini', { subject: subjectOf(c, o.name, i) })}<div><h2 class="side-title">${e(c.t(o.name))}</h2><p>${e(c.t(o.text))}</p></div></li>`,
        )
        .join('')}</ol></section>`
    case 'card':
      return `<section class="hero hero-card">${c.pic(0, 'hero-pic wide')}${heroText(c)}</section>`
    case 'booking':
      return `<section class="hero hero-fullbleed hero-booking">${c.pic(0, 'hero-pic wide')}${heroText(c, false)}${booking ? bookingBar(c, booking) : ''}</section>`
    case 'search':
      return `<section class="hero hero-search">${heroText(c)}<form class="search-bar" role="search" action="${articles ? c.href(articles) : ''}" method="get"><label class="field"><span>${c.t(H.searchArticles)}</span><input type="search" name="q"></label><button class="btn" type="submit">${c.t(H.search)}</button></form></section>`
    case 'hours':
      return `<section class="hero hero-hours">${heroText(c)}<div class="hours-card"><h2>${c.t(businessHoursLabel(c.site.industry))}</h2>${factsList(c)}${actionButton(c)}</div></section>`
  }
}

const NO_VOICES = new Set(['media', 'news', 'ir', 'event'])
const NO_VOICES_INDUSTRY = new Set(['politician', 'fan-site', 'news', 'shrine-temple'])
const NO_STEPS = new Set(['media', 'news', 'ir', 'event', 'campaign', 'brand', 'creator'])

function homeSection(c: Shell, section: HomeSection): string {
  const type = c.site.siteType
  switch (section) {
    case 'main':
      return `<section class="band main-section main-${c.mainKind}">${sectionHead(c, c.t(MAIN_HEADINGS[c.mainKind]), mainPage(c))}${itemGrid(c, mainItems(c))}</section>`
    case 'intro': {
      const about = pageWith(c, 'about')
      return `<section class="band intro"><div class="intro-text"><h2>${e(c.business)}</h2><p>${e(c.t(c.biz.lead))}</p>${moreLink(c, about, about?.name)}</div>${factsList(c)}</section>`
    }
    case 'highlights':
      if (type === 'media' || type === 'news' || type === 'event' || type === 'campaign') return ''
      return `<section class="band alt highlights"><h2>${c.t(H.values)}</h2><ol class="values">${VALUES.map(
        (v) => `<li><h3>${e(c.t(v.title))}</h3><p>${e(c.t(v.text))}</p></li>`,
      ).join('')}</ol></section>`
    case 'gallery':
      return `<section class="band gallery"><h2>${c.t(H.gallery)}</h2><div class="carousel" tabindex="0" role="region" aria-label="${c.t(H.gallery)}">${c.biz.offerings
        .concat(c.biz.offerings)
        .slice(0, 6)
        .map(
          (o, i) =>
            `<figure>${c.pic(i + 11, 'slide')}<figcaption>${e(c.t(o.name))}</figcaption></figure>`,
        )
        .join('')}</div></section>`
    case 'news': {
      const news = c.pages.find((p) => p.kind === 'news' && p.flavour !== 'articles')
      if (!news || c.mainKind === 'articles') return ''
      const items = c.biz.offerings.slice(0, 3).map((o, i) => ({
        date: ['2026.10.28', '2026.10.12', '2026.09.30'][i] ?? '',
        title: c.t(o.name),
      }))
      return `<section class="band">${sectionHead(c, c.t(news.name), news)}<ul class="news-lines">${items
        .map(
          (n) =>
            `<li><time datetime="${n.date.replaceAll('.', '-')}">${n.date}</time><a href="${c.href(news)}">${e(n.title)}</a></li>`,
        )
        .join('')}</ul></section>`
    }
    case 'voices': {
      if (NO_VOICES.has(type) || NO_VOICES_INDUSTRY.has(c.site.industry)) return ''
      const staff = type === 'careers'
      return `<section class="band alt voices"><h2>${c.t(staff ? H.staffVoices : H.voices)}</h2><div class="quotes">${VOICES[
        staff ? 'staff' : 'customers'
      ]
        .map(
          (v, i) =>
            `<figure class="quote">${c.pic(i + 20, 'avatar')}<blockquote><p>${e(c.t(v.quote))}</p></blockquote><figcaption>${e(c.t(v.who))}</figcaption></figure>`,
        )
        .join('')}</div></section>`
    }
    case 'steps': {
      if (NO_STEPS.has(type) || NO_VOICES_INDUSTRY.has(c.site.industry)) return ''
      const steps = pageWith(c, 'booking')
        ? STEPS.booking
        : c.mainKind === 'features'
          ? STEPS.software
          : type === 'careers'
            ? STEPS.careers
            : type === 'education'
              ? STEPS.school
              : STEPS.general
      return `<section class="band steps"><h2>${c.t(H.steps)}</h2><ol class="step-list">${steps
        .map((s) => `<li>${e(c.t(s))}</li>`)
        .join('')}</ol>${actionButton(c)}</section>`
    }
    case 'cta':
      return `<section class="cta"><p class="cta-line">${e(c.t(c.biz.tagline))}</p>${actionButton(c)}</section>`
    case 'contact':
      return `<section class="band alt contact-block"><div><h2>${c.t(c.biz.facts.address ? H.visitUs : H.contactUs)}</h2>${factsList(c)}${actionButton(c)}</div>${
        c.biz.facts.address ? c.pic(40, 'map-pic') : ''
      }</section>`
  }
}

function homeBody(c: Shell): string {
  return [heroSection(c), ...c.site.design.sections.map((s) => homeSection(c, s))]
    .filter(Boolean)
    .join('\n')
}

function navLinks(c: Shell, current: SitePage, cls: string): string {
  const action = actionOf(c.pages)
  return menuPagesOf(c.pages)
    .slice(1)
    .map(
      (target) =>
        `<a class="${cls}${target === action ? ' nav-cta' : ''}" href="${c.href(target)}"${target.slug === current.slug ? ' aria-current="page"' : ''}>${e(c.t(target.name))}</a>`,
    )
    .join('')
}

function header(c: Shell, current: SitePage, otherLang: string): string {
  const d = c.site.design
  const lang = `<a class="nav-link lang" href="${otherLang}" hreflang="${c.lang === 'ja' ? 'en' : 'ja'}" lang="${c.lang === 'ja' ? 'en' : 'ja'}">${c.t(H.language)}</a>`
  const logo = `<a class="logo" href="${c.href(c.pages[0] ?? current)}">${e(c.business)}</a>`
  const desktop =
    d.header === 'minimal'
      ? ''
      : `<nav class="site-nav" aria-label="${c.t(H.siteMenu)}">${navLinks(c, current, 'nav-link')}${lang}</nav>`
  const phone = `<details class="phone-nav"><summary>${c.t(H.menu)}</summary><nav aria-label="${c.t(H.menu)}">${navLinks(c, current, 'nav-link')}${lang}</nav></details>`
  const f = c.biz.facts
  const strip =
    d.header === 'utility'
      ? `<aside class="utility" aria-label="${c.t(H.contactUs)}">${f.hours ? `<span>${e(c.t(f.hours))}</span>` : `<span>${e(f.email)}</span>`}${f.phone ? `<span>${c.t(H.phone)} ${e(f.phone)}</span>` : ''}</aside>`
      : ''
  const date =
    d.header === 'masthead'
      ? `<p class="masthead-date">${c.lang === 'ja' ? '2026年11月28日（土）' : 'Saturday, 28 November 2026'}</p>`
      : ''
  return `${strip}<header class="site-header">${date}${logo}${desktop}${phone}</header>`
}

function footer(c: Shell, current: SitePage): string {
  const d = c.site.design
  const links = `<nav class="footer-nav" aria-label="${c.t(H.footerMenu)}">${navLinks(c, current, 'foot-link')}</nav>`
  const credit = c.site.design.wireframe ? '' : ` ${e(c.t(PICTURE_CREDIT))}`
  const small = `<p class="small">© 2026 ${e(c.business)}. ${c.t(H.rights)} ${c.t(H.sample)}${credit}</p>`
  switch (d.footer) {
    case 'columns':
      return `<footer class="site-footer footer-columns"><div><p class="logo">${e(c.business)}</p><p>${e(c.t(c.biz.tagline))}</p></div>${links}${factsList(c)}${small}</footer>`
    case 'simple':
      return `<footer class="site-footer footer-simple">${links}${small}</footer>`
    case 'band':
      return `<footer class="site-footer footer-band"><div class="footer-cta"><p class="cta-line">${e(c.t(c.biz.tagline))}</p>${actionButton(c)}</div>${links}${small}</footer>`
  }
}

function stylesheet(site: TemplateSite, p: ReadablePalette): string {
  const d = site.design
  const dark = relativeLuminance(p.background) < 0.2
  const line = dark ? 'rgba(255,255,255,.22)' : 'rgba(0,0,0,.14)'
  const surface = dark ? p.secondary : '#ffffff'
  const card =
    d.cards === 'shadow'
      ? `background:${surface};box-shadow:0 6px 24px rgba(0,0,0,${dark ? '.4' : '.08'})`
      : d.cards === 'border'
        ? `background:${p.background};border:1px solid ${line}`
        : d.cards === 'lined'
          ? `border-top:2px solid ${p.accent}`
          : `background:${p.secondary}`
  const dashed = d.wireframe ? `outline:2px dashed ${p.muted};outline-offset:-2px;` : ''
  const heading = `font-family:${FONT_STACKS[d.headingFont]};font-weight:${d.headingWeight}`
  return `*{box-sizing:border-box}
:root{--p:${p.primary};--s:${p.secondary};--a:${p.accent};--bg:${p.background};--tx:${p.text};--muted:${p.muted};--on-a:${p.onAccent};--on-p:${p.onPrimary};--r:${d.radius}px;--line:${line};--surface:${surface}}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:var(--bg);color:var(--tx);font-family:${FONT_STACKS[d.bodyFont]};font-size:16px;line-height:1.7;overflow-wrap:anywhere}
h1,h2,h3,.logo,.cta-line{${heading};line-height:1.25;margin:0 0 .5em;${d.uppercase ? 'letter-spacing:.04em;' : ''}}
h1:lang(en),h2:lang(en),.logo:lang(en){${d.uppercase ? 'text-transform:uppercase;' : ''}}
:lang(ja) h1,:lang(ja) h2,:lang(ja) h3,:lang(ja) .cta-line{word-break:auto-phrase}
h1{font-size:clamp(1.9rem,5.2vw,3.4rem)}h2{font-size:clamp(1.4rem,3vw,2rem)}h3{font-size:1.1rem}
a{color:inherit}
.pic{display:block;width:100%;height:100%;border-radius:var(--r);overflow:hidden;${dashed}}
.site-header{position:relative;display:flex;align-items:center;justify-content:space-between;gap:8px 24px;flex-wrap:wrap;padding:10px 5vw;border-bottom:1px solid var(--line);background:var(--bg)}
.logo{font-size:1.3rem;margin:0;text-decoration:none;display:inline-flex;align-items:center;min-height:44px;min-width:44px}
.site-nav{display:flex;flex-wrap:wrap;gap:0 20px;align-items:center;font-size:.95rem}
.nav-link,.foot-link{display:inline-flex;align-items:center;min-height:44px;text-decoration:none;border-bottom:2px solid transparent}
.nav-link[aria-current=page]{border-color:var(--a)}
.site-nav .nav-cta{background:var(--a);color:var(--on-a);padding:0 16px;border-radius:calc(var(--r) + 2px);border:0}
.lang{font-size:.9rem}
.phone-nav summary{display:inline-flex;align-items:center;gap:8px;min-height:44px;min-width:44px;padding:0 14px;border:1px solid var(--line);border-radius:calc(var(--r) + 2px);cursor:pointer;list-style:none;font-weight:700}
.phone-nav summary::-webkit-details-marker{display:none}
.phone-nav summary::before{content:"";width:18px;height:12px;border-top:2px solid currentColor;border-bottom:2px solid currentColor;background:linear-gradient(currentColor,currentColor) center/100% 2px no-repeat}
.phone-nav nav{position:absolute;left:0;right:0;top:100%;z-index:5;display:grid;padding:8px 5vw 16px;background:var(--bg);color:var(--tx);border-bottom:1px solid var(--line);box-shadow:0 12px 24px rgba(0,0,0,.12)}
.phone-nav .nav-link{border-bottom:1px solid var(--line)}
@media(min-width:800px){.phone-nav{display:none}.h-minimal .phone-nav{display:block}.h-minimal .phone-nav nav{left:auto;width:320px;padding:8px 24px 16px}}
@media(max-width:799px){.site-nav{display:none}.site-header{flex-wrap:nowrap}.h-masthead .site-header{flex-wrap:wrap}.logo{flex:0 1 auto;font-size:1.15rem}}
.utility{background:var(--p);color:var(--on-p);font-size:.85rem;padding:6px 5vw;display:flex;justify-content:space-between;gap:4px 12px;flex-wrap:wrap}
.h-centered .site-header{justify-content:center;text-align:center}
@media(min-width:800px){.h-centered .site-header{flex-direction:column;padding:22px 5vw 6px}.h-centered .logo{font-size:1.8rem}}
.h-masthead .site-header{justify-content:center;text-align:center;border-bottom:4px double var(--tx)}
.h-masthead .logo{font-size:clamp(1.6rem,6vw,3.4rem);letter-spacing:-.01em;flex-basis:100%;justify-content:center}
.masthead-date{flex-basis:100%;margin:0;font-size:.85rem;color:var(--muted);border-bottom:1px solid var(--line)}
@media(min-width:800px){.h-masthead .site-nav{flex-basis:100%;justify-content:center;border-top:1px solid var(--line)}}
.h-overlay .site-header{background:var(--p);color:var(--on-p);border:0}
.h-overlay .phone-nav summary{border-color:currentColor}
@media(min-width:800px){.h-sidebar{display:grid;grid-template-columns:240px minmax(0,1fr)}.h-sidebar .site-header{flex-direction:column;align-items:flex-start;justify-content:flex-start;border:0;border-right:1px solid var(--line);min-height:100vh;position:sticky;top:0;align-self:start;padding:32px 24px}.h-sidebar .site-nav{flex-direction:column;align-items:flex-start}}
main{display:block}
.band{padding:56px 5vw}
.band.alt{background:var(--s)}
.eyebrow{font-size:.85rem;letter-spacing:.1em;text-transform:uppercase;color:var(--a);margin:0 0 8px;font-weight:700}
.lead{font-size:1.06rem;max-width:62ch}
.actions{display:flex;gap:12px;flex-wrap:wrap;margin-top:24px}
.btn{display:inline-flex;align-items:center;justify-content:center;min-height:44px;background:var(--a);color:var(--on-a);padding:8px 22px;border-radius:calc(var(--r) + 2px);text-decoration:none;border:2px solid var(--a);font:inherit;font-weight:700;cursor:pointer}
.btn.ghost{background:transparent;color:inherit;border-color:currentColor}
.more{display:inline-flex;align-items:center;gap:6px;min-height:44px;font-weight:700;text-decoration:none;color:var(--a)}
.section-head{display:flex;justify-content:space-between;align-items:baseline;gap:0 16px;flex-wrap:wrap}
.hero{padding:56px 5vw;position:relative}
.hero-pic{min-height:260px}
.hero-split{display:grid;gap:32px;align-items:center}
@media(min-width:800px){.hero-split{grid-template-columns:1.1fr 1fr}.hero-split .hero-pic{min-height:420px}}
.hero-centered{text-align:center}.hero-centered .lead{margin:0 auto}.hero-centered .actions{justify-content:center}.hero-centered .hero-pic{height:280px;margin-top:36px}
.hero-fullbleed{padding:0}
/* The scene runs edge to edge and the words sit in a band under it, so the business's objects show whole. */
.hero-fullbleed .hero-pic{border-radius:0;height:clamp(300px,38vw,520px)}
.hero-fullbleed .hero-text{background:#1d1d1f;color:#fff;padding:36px 5vw 44px}
.hero-fullbleed h1{max-width:24ch}
.hero-fullbleed .eyebrow{color:#fff}
.hero-fullbleed .btn.ghost{color:#fff}
.hero-booking .booking-bar{margin:-32px 5vw 0}
.booking-bar{position:relative;display:flex;flex-wrap:wrap;gap:12px;align-items:end;background:var(--bg);color:var(--tx);padding:16px;border-radius:var(--r);box-shadow:0 10px 30px rgba(0,0,0,.25)}
.booking-bar .field{flex:1 1 140px}
.hero-statement{display:grid;gap:16px;background:var(--p);color:var(--on-p)}
.hero-statement h1{font-size:clamp(2.2rem,8vw,5.4rem);line-height:1.05}
.hero-statement .eyebrow{color:inherit}
.hero-statement .btn{background:var(--on-p);color:var(--p);border-color:var(--on-p)}
.hero-statement .btn.ghost{background:transparent;color:inherit;border-color:currentColor}
.hero-magazine{display:grid;gap:32px;border-bottom:1px solid var(--line)}
@media(min-width:900px){.hero-magazine{grid-template-columns:2fr 1fr}}
.hero-magazine .hero-pic{min-height:320px;margin-bottom:20px}
.side{list-style:none;margin:0;padding:0;display:grid;gap:18px;align-content:start}
.side li{display:grid;grid-template-columns:96px minmax(0,1fr);gap:14px;border-top:1px solid var(--line);padding-top:14px}
.side .mini{height:72px}.side-title{font-size:1rem;margin:0}.side p{margin:0;font-size:.9rem;color:var(--muted)}
.hero-card{padding:0}
.hero-card .hero-pic{min-height:460px;border-radius:0}
.hero-card .hero-text{position:relative;margin:-120px 5vw 0;background:var(--bg);padding:28px;border-radius:var(--r);box-shadow:0 10px 40px rgba(0,0,0,.15);max-width:720px}
.hero-search{background:var(--s);display:grid;gap:24px}
.search-bar{display:flex;flex-wrap:wrap;gap:12px;align-items:end;max-width:640px}.search-bar .field{flex:1 1 220px}
.hero-hours{display:grid;gap:32px;align-items:start}
@media(min-width:900px){.hero-hours{grid-template-columns:1.4fr 1fr}}
.hours-card{${card};padding:24px;border-radius:var(--r)}
.intro{display:grid;gap:32px}
@media(min-width:800px){.intro{grid-template-columns:2fr 1fr}}
.facts{margin:0 0 16px;display:grid;gap:10px}
.facts div{border-top:1px solid var(--line);padding-top:8px}
.facts dt{font-size:.85rem;color:var(--muted)}.facts dd{margin:0}
.facts a{display:inline-flex;align-items:center;min-height:44px}
.items{list-style:none;margin:0;padding:0;display:grid;gap:24px}
.item{min-width:0}
.item h3{margin:0 0 .3em}
.item h3 a{text-decoration:none;display:inline-flex;min-height:44px;align-items:center}
.item p{margin:.2em 0;font-size:.95rem}
.meta{font-weight:700;color:var(--a)}
.item-pic.card{height:180px;margin-bottom:12px}
.grid-cards{grid-template-columns:repeat(auto-fill,minmax(220px,1fr))}
.grid-cards .item{${card};padding:${d.cards === 'lined' ? '14px 0 0' : '16px'};border-radius:${d.cards === 'lined' ? 0 : 'var(--r)'}}
.grid-list .item{display:grid;grid-template-columns:96px minmax(0,1fr);gap:4px 18px;align-items:center;border-bottom:1px solid var(--line);padding-bottom:16px}
.grid-list .item-pic{height:96px}
.grid-list .meta{grid-column:2}
@media(min-width:700px){.grid-list .item{grid-template-columns:120px minmax(0,1fr) auto}.grid-list .item-pic{height:120px}.grid-list .meta{grid-column:auto}}
.grid-mosaic{grid-template-columns:repeat(auto-fill,minmax(200px,1fr));gap:8px}
.grid-mosaic .item-pic.card{height:220px;margin:0}
.grid-mosaic .item{position:relative}
.grid-mosaic .item-text,.grid-mosaic .meta{padding:0 4px}
@media(min-width:700px){.grid-mosaic .item:first-child{grid-column:span 2;grid-row:span 2}.grid-mosaic .item:first-child .item-pic{height:460px}}
.grid-columns{grid-template-columns:repeat(auto-fit,minmax(min(100%,380px),1fr));gap:40px}
.grid-columns .item-pic.card{height:260px}
.grid-numbered{counter-reset:n;max-width:860px}
.grid-numbered .item{display:grid;grid-template-columns:3rem minmax(0,1fr) auto;gap:4px 16px;align-items:baseline;border-bottom:1px dotted var(--line);padding-bottom:14px}
.grid-numbered .no{${heading};font-size:1.5rem;color:var(--a)}
.grid-tiles{grid-template-columns:repeat(auto-fill,minmax(240px,1fr))}
.grid-tiles .item{background:var(--s);padding:20px;border-radius:var(--r)}
.grid-tiles .item-pic{width:88px;height:88px;margin-bottom:12px}
.values{list-style:none;margin:0;padding:0;display:grid;gap:24px;grid-template-columns:repeat(auto-fit,minmax(220px,1fr));counter-reset:v}
.values li{counter-increment:v}
.values li::before{content:"0" counter(v);${heading};font-size:2rem;color:var(--a);display:block}
.carousel{display:grid;grid-auto-flow:column;grid-auto-columns:minmax(220px,30%);gap:16px;overflow-x:auto;scroll-snap-type:x mandatory;padding-bottom:8px}
.carousel figure{margin:0;scroll-snap-align:start}.slide{height:220px}
figcaption{font-size:.9rem;margin-top:8px}
.news-lines{list-style:none;margin:0;padding:0}
.news-lines li{display:grid;grid-template-columns:7.5em minmax(0,1fr);gap:2px 16px;border-bottom:1px solid var(--line);align-items:center}
.news-lines time{font-variant-numeric:tabular-nums;color:var(--muted);font-size:.9rem}
.news-lines a{display:inline-flex;align-items:center;min-height:44px;font-weight:700;text-decoration:none}
.quotes{display:grid;gap:24px;grid-template-columns:repeat(auto-fit,minmax(240px,1fr))}
.quote{margin:0;${card};padding:20px;border-radius:var(--r)}
.quote blockquote{margin:0}.quote p{margin:0 0 8px}
.quote figcaption{color:var(--muted)}
.avatar{width:64px;height:64px;border-radius:50%;margin-bottom:10px}
.step-list{display:grid;gap:16px;grid-template-columns:repeat(auto-fit,minmax(200px,1fr));padding:0;list-style:none;counter-reset:s;margin:0 0 24px}
.step-list li{counter-increment:s;${card};padding:18px;border-radius:var(--r);font-weight:700}
.step-list li::before{content:counter(s);display:inline-grid;place-items:center;width:2rem;height:2rem;border-radius:50%;background:var(--a);color:var(--on-a);margin-right:10px}
.cta{background:var(--p);color:var(--on-p);text-align:center;padding:56px 5vw}
.cta-line{font-size:clamp(1.3rem,3vw,1.9rem);margin:0 0 20px}
.cta .btn,.footer-band .btn{background:var(--on-p);color:var(--p);border-color:var(--on-p)}
.contact-block{display:grid;gap:32px}
@media(min-width:800px){.contact-block{grid-template-columns:1fr 1fr}}
.map-pic{min-height:260px}
.site-footer{padding:40px 5vw;background:var(--p);color:var(--on-p);font-size:.92rem;display:grid;gap:16px}
.site-footer .facts dt{color:inherit}
.site-footer .facts div{border-color:currentColor}
.footer-nav{display:flex;flex-wrap:wrap;gap:0 20px}
.footer-columns{grid-template-columns:repeat(auto-fit,minmax(220px,1fr))}
.footer-columns .footer-nav{flex-direction:column}
.footer-columns .small{grid-column:1/-1}
.footer-simple{text-align:center;justify-items:center}
.footer-cta{text-align:center;padding-bottom:24px;border-bottom:1px solid currentColor}
.small{font-size:.85rem;margin:0}
input,select,textarea{min-height:44px}
${pageBodyCss(site)}
${d.animation ? '@media(prefers-reduced-motion:no-preference){.hero-text>*{animation:rise .8s ease-out both}.hero-text>*:nth-child(2){animation-delay:.12s}.hero-text>*:nth-child(3){animation-delay:.24s}.hero-text>*:nth-child(4){animation-delay:.36s}@keyframes rise{from{opacity:0;transform:translateY(18px)}to{opacity:1;transform:none}}}' : ''}
@media(max-width:600px){.band,.hero{padding:36px 20px}.hero-fullbleed,.hero-card{padding:0}.hero-fullbleed .hero-text{padding:28px 20px 36px}.hero-card .hero-text{margin:-80px 16px 0;padding:20px}.hero-booking .booking-bar{margin:-24px 16px 0}.carousel{grid-auto-columns:78%}.grid-numbered .item{grid-template-columns:2.2rem minmax(0,1fr)}.grid-numbered .meta{grid-column:2}}`
}

/** The picture slot a picture's box asks for. */
function slotOf(cls: string): PictureSlot {
  if (/\bhero-pic\b/.test(cls)) return /\bwide\b/.test(cls) ? 'wide' : 'hero'
  if (/\b(head-pic|map-pic|wide|band-pic|case-main|article-pic)\b/.test(cls)) return 'wide'
  if (/\bicon\b/.test(cls)) return 'square'
  if (/\bavatar\b/.test(cls)) return 'avatar'
  if (/\b(mini|thumb)\b/.test(cls)) return 'mini'
  if (/\bsquare\b/.test(cls)) return 'square'
  return 'card'
}

/** A wireframe's picture: a dashed box crossed corner to corner. */
const WIREFRAME_BOX = (p: ReadablePalette) =>
  `linear-gradient(to top right, transparent calc(50% - 1px), ${p.muted} 50%, transparent calc(50% + 1px)), linear-gradient(to bottom right, transparent calc(50% - 1px), ${p.muted} 50%, transparent calc(50% + 1px)), ${p.secondary}`

export type RenderOptions = {
  /** The site's own address, e.g. /preview/templates/abc: pages are {base}/{slug}. */
  basePath: string
  /** A visitor's own business (issue 31), already validated; its links carry it page to page. */
  personal?: Personalisation
}

/** The sample business with the visitor's name and tagline in its place (both languages). */
function personalBusiness(biz: SiteBusiness, personal: Personalisation): SiteBusiness {
  const own = (text: string | undefined, phrase: Phrase): Phrase =>
    text === undefined ? phrase : { en: text, ja: text }
  return { ...biz, name: own(personal.name, biz.name), tagline: own(personal.tagline, biz.tagline) }
}

/** The HTML of one page of the site, or undefined when the site has no page `slug`. */
export function renderTemplateSitePage(
  site: TemplateSite,
  slug: string,
  lang: Language,
  options: RenderOptions,
): string | undefined {
  const page = findSitePage(site, slug)
  if (!page) return undefined
  const t = (phrase: Phrase) => phrase[lang]
  const pages = templateSitePages(site.siteType, site.industry)
  const personal = options.personal ?? {}
  const personalPairs = personalQueryPairs(personal)
  const queryOf = (language: Language) => {
    const pairs = language === 'ja' ? [['lang', 'ja'], ...personalPairs] : personalPairs
    return pairs.length > 0 ? `?${new URLSearchParams(pairs)}` : ''
  }
  const query = queryOf(lang)
  const href = (target: SitePage) =>
    escapeHtml(`${options.basePath}${target.slug ? `/${target.slug}` : ''}${query}`)
  // A chosen accent replaces the scheme's, shaded to AA; only a validated #rrggbb gets here.
  const palette = personal.accent
    ? { ...sitePalette(site), accent: personal.accent }
    : sitePalette(site)
  const colours = personal.accent
    ? readablePaletteWithAccent(sitePalette(site), personal.accent)
    : readablePalette(palette)
  const pictures = createPictureBook({
    industry: site.industry,
    siteType: site.siteType,
    palette,
    seed: site.business * 7 + site.scheme * 3 + site.design.id.length,
  })
  const industry = INDUSTRIES.find((i) => i.slug === site.industry)
  const biz = personalBusiness(businessOf(site), personal)
  const content = siteContent(site)
  const c: Shell = {
    site,
    lang,
    t,
    // Page bodies read the business's own words and offerings through the industry's shape.
    content: { ...content, tagline: biz.tagline, about: biz.lead, offerings: biz.offerings },
    business: t(biz.name),
    industryName: industry ? (lang === 'ja' ? industry.jaDisplayName : industry.enDisplayName) : '',
    pages,
    href,
    pic: (n, cls = '', options = {}) =>
      site.design.wireframe
        ? `<div class="pic ${cls}" style="background:${WIREFRAME_BOX(colours)}"></div>`
        : pictures.picture(slotOf(cls), n, { ...options, className: cls }),
    biz,
    colours,
    mainKind: mainKindOf(site.siteType, site.industry),
  }
  const d = site.design
  const otherLang = escapeHtml(
    `${options.basePath}${page.slug ? `/${page.slug}` : ''}${queryOf(lang === 'ja' ? 'en' : 'ja')}`,
  )
  const title = page.kind === 'home' ? c.business : `${t(page.name)} | ${c.business}`
  const body = page.kind === 'home' ? homeBody(c) : pageBody(c, page)
  const top = header(c, page, otherLang)
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<meta name="description" content="${escapeHtml(t(biz.tagline))}">
<style>${stylesheet(site, colours)}</style>
</head>
<body class="h-${d.header}${d.wireframe ? ' wireframe' : ''}">
${d.header === 'sidebar' ? `${top}<div class="sidebar-main">` : top}
<main>
${body}
</main>
${footer(c, page)}
${d.header === 'sidebar' ? '</div>' : ''}
${pictures.sprite()}
</body>
</html>`
}
