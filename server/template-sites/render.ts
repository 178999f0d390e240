// Renders a template's site: one design, one colour scheme, one sample business, the pages of
// its site type. Plain HTML and one inline stylesheet: no scripts, no external assets, system
// fonts only. This file is the shell (header, hero, home, footer, styles); page-bodies.ts draws
// the other pages.
import type { Language } from '../../catalogue/enums'
import { INDUSTRIES } from '../../catalogue/industries'
import { templateSitePages, type SitePage } from '../../catalogue/template-pages'
import type { Palette, Phrase } from '../template-words'
import { ADDRESSES, SITE_COPY as C } from './copy'
import { FONT_STACKS, type Design } from './designs'
import { newsList, offeringCard, pageBody, pageBodyCss } from './page-bodies'
import {
  actionOf,
  actionPage,
  luminance,
  onColour,
  pageWith,
  siteContent,
  sitePalette,
  businessName,
  findSitePage,
  type Ctx,
  type TemplateSite,
} from './render-context'
import { escapeHtml } from '../pages/account-html'

export {
  businessName,
  findSitePage,
  siteContent,
  sitePalette,
  type TemplateSite,
} from './render-context'

/** A "photo": shapes in the scheme's colours; `n` moves them so pictures differ. */
function art(design: Design, p: Palette, n: number): string {
  const x = 15 + ((n * 37) % 70)
  const y = 20 + ((n * 53) % 60)
  const deg = 100 + ((n * 29) % 60)
  switch (design.art) {
    case 'arches':
      return `radial-gradient(ellipse 26% 46% at ${x}% 100%, ${p.accent} 0 97%, transparent 100%), radial-gradient(ellipse 18% 30% at ${100 - x}% 100%, ${p.primary} 0 97%, transparent 100%), linear-gradient(180deg, ${p.secondary}, ${p.background})`
    case 'circles':
      return `radial-gradient(circle at ${x}% ${y}%, ${p.accent} 0 16%, transparent 16.5%), radial-gradient(circle at ${100 - x}% ${100 - y}%, ${p.primary} 0 24%, transparent 24.5%), radial-gradient(circle at ${y}% ${x}%, ${p.background} 0 9%, transparent 9.5%), ${p.secondary}`
    case 'stripes':
      return `linear-gradient(${deg}deg, ${p.secondary} 0 38%, ${p.accent} 38% 44%, ${p.primary} 44% 100%)`
    case 'blocks':
      return `linear-gradient(90deg, ${p.primary} 0 ${30 + (n % 3) * 8}%, transparent 0), linear-gradient(0deg, ${p.accent} 0 ${22 + (n % 4) * 6}%, ${p.secondary} 0)`
    case 'waves':
      return `radial-gradient(ellipse 60% 40% at ${x}% 108%, ${p.primary} 0 70%, transparent 71%), radial-gradient(ellipse 70% 45% at ${100 - x}% 118%, ${p.accent} 0 70%, transparent 71%), repeating-radial-gradient(circle at 0 100%, transparent 0 10px, ${p.secondary} 10px 12px), linear-gradient(180deg, ${p.background}, ${p.secondary})`
    case 'grid':
      return `linear-gradient(${p.primary}33 1px, transparent 1px) 0 0 / 22px 22px, linear-gradient(90deg, ${p.primary}33 1px, transparent 1px) 0 0 / 22px 22px, linear-gradient(${deg}deg, ${p.secondary}, ${p.accent}66)`
    case 'sun':
      return `radial-gradient(circle at ${x}% ${45 + (n % 3) * 5}%, ${p.accent} 0 15%, transparent 15.5%), linear-gradient(180deg, ${p.primary} 0 64%, ${p.secondary} 64% 100%)`
    case 'diagonal':
      return `linear-gradient(${deg + 20}deg, ${p.primary} 0 42%, ${p.accent} 42% 54%, ${p.secondary} 54%)`
    case 'xbox':
      return `linear-gradient(to top right, transparent calc(50% - 1px), ${p.accent} 50%, transparent calc(50% + 1px)), linear-gradient(to bottom right, transparent calc(50% - 1px), ${p.accent} 50%, transparent calc(50% + 1px)), ${p.secondary}`
  }
}

function heroSection(c: Ctx): string {
  const d = c.site.design
  const action = actionPage(c)
  const offerings = pageWith(c, 'offerings') ?? pageWith(c, 'works')
  const buttons = `<p class="actions"><a class="btn" href="${action ? c.href(action) : '#'}">${escapeHtml(action ? c.t(action.name) : '')}</a>${
    offerings
      ? `<a class="btn ghost" href="${c.href(offerings)}">${escapeHtml(c.t(offerings.name))}</a>`
      : ''
  }</p>`
  const eyebrow = `<p class="eyebrow">${escapeHtml(c.industryName)}</p>`
  const title = `<h1>${escapeHtml(c.t(c.content.tagline))}</h1>`
  const lead = `<p class="lead">${escapeHtml(c.t(c.content.about))}</p>`
  switch (d.hero) {
    case 'split':
      return `<section class="hero hero-split"><div class="hero-text">${eyebrow}${title}${lead}${buttons}</div>${c.pic(0, 'hero-pic')}</section>`
    case 'centered':
      return `<section class="hero hero-centered">${c.pic(0, 'hero-pic')}<div class="hero-text">${eyebrow}${title}${lead}${buttons}</div></section>`
    case 'fullbleed':
      return `<section class="hero hero-fullbleed" style="background:${art(d, sitePalette(c.site), 0)}"><div class="hero-text">${eyebrow}${title}${lead}${buttons}</div></section>`
    case 'statement':
      return `<section class="hero hero-statement"><div class="hero-text">${eyebrow}${title}${buttons}</div>${c.pic(0, 'hero-pic')}</section>`
    case 'magazine':
      return `<section class="hero hero-magazine"><div class="lead-story">${c.pic(0, 'hero-pic')}${eyebrow}${title}${lead}${buttons}</div><ol class="side">${c.content.offerings
        .slice(0, 3)
        .map(
          (o, i) =>
            `<li>${c.pic(i + 1, 'mini')}<strong>${escapeHtml(c.t(o.name))}</strong><span>${escapeHtml(c.t(o.text))}</span></li>`,
        )
        .join('')}</ol></section>`
    case 'card':
      return `<section class="hero hero-card">${c.pic(0, 'hero-pic')}<div class="hero-text">${eyebrow}${title}${lead}${buttons}</div></section>`
  }
}

function homeBody(c: Ctx): string {
  const about = pageWith(c, 'about')
  const offerings = pageWith(c, 'offerings') ?? pageWith(c, 'works') ?? pageWith(c, 'pricing')
  const news = pageWith(c, 'news')
  const action = actionPage(c)
  const parts = [heroSection(c)]
  parts.push(
    `<section class="band intro"><div class="intro-text"><h2>${escapeHtml(c.business)}</h2><p>${escapeHtml(c.t(c.content.about))}</p>${
      about
        ? `<p><a class="more" href="${c.href(about)}">${escapeHtml(c.t(about.name))} →</a></p>`
        : ''
    }</div><dl class="facts"><div><dt>${c.t(C.hours)}</dt><dd>${c.t(C.hoursValue)}</dd></div><div><dt>${c.t(C.address)}</dt><dd>${escapeHtml(c.t(ADDRESSES[c.site.business]?.address ?? C.address))}</dd></div></dl></section>`,
  )
  parts.push(
    `<section class="band"><div class="section-head"><h2>${escapeHtml(offerings ? c.t(offerings.name) : c.t(C.menu))}</h2>${
      offerings ? `<a class="more" href="${c.href(offerings)}">${c.t(C.seeAll)} →</a>` : ''
    }</div><div class="cards">${c.content.offerings.map((o, i) => offeringCard(c, o, i + 1)).join('')}</div></section>`,
  )
  if (c.site.design.carousel) {
    parts.push(
      `<section class="band alt"><h2>${c.t(C.gallery)}</h2><div class="carousel">${c.content.offerings
        .concat(c.content.offerings)
        .slice(0, 6)
        .map(
          (o, i) =>
            `<figure>${c.pic(i + 11, 'slide')}<figcaption>${escapeHtml(c.t(o.name))}</figcaption></figure>`,
        )
        .join('')}</div></section>`,
    )
  }
  if (news) {
    parts.push(
      `<section class="band"><div class="section-head"><h2>${escapeHtml(c.t(news.name))}</h2><a class="more" href="${c.href(news)}">${c.t(C.seeAll)} →</a></div>${newsList(c, news, 3)}</section>`,
    )
  }
  if (action) {
    parts.push(
      `<section class="cta"><p>${escapeHtml(c.t(c.content.tagline))}</p><a class="btn" href="${c.href(action)}">${escapeHtml(c.t(action.name))}</a></section>`,
    )
  }
  return parts.join('\n')
}

function stylesheet(site: TemplateSite): string {
  const d = site.design
  const p = sitePalette(site)
  const dark = luminance(p.background) < 0.2
  const line = dark ? 'rgba(255,255,255,.16)' : 'rgba(0,0,0,.12)'
  const card =
    d.cards === 'shadow'
      ? `background:${dark ? p.secondary : '#fff'};box-shadow:0 6px 24px rgba(0,0,0,${dark ? '.4' : '.08'})`
      : d.cards === 'border'
        ? `background:${dark ? p.secondary : p.background};border:1px solid ${line}`
        : d.cards === 'lined'
          ? `border-top:2px solid ${p.primary === p.text ? p.accent : p.primary};padding-top:14px`
          : `background:${p.secondary}`
  const dashed = d.wireframe ? `outline:2px dashed ${p.accent};outline-offset:-2px;` : ''
  return `*{box-sizing:border-box}
:root{--p:${p.primary};--s:${p.secondary};--a:${p.accent};--bg:${p.background};--tx:${p.text};--on-a:${onColour(p.accent)};--on-p:${onColour(p.primary)};--r:${d.radius}px;--line:${line}}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:var(--bg);color:var(--tx);font-family:${FONT_STACKS[d.bodyFont]};font-size:16px;line-height:1.7;overflow-wrap:anywhere}
h1,h2,h3,.logo{font-family:${FONT_STACKS[d.headingFont]};font-weight:${d.headingWeight};line-height:1.25;margin:0 0 .5em;${d.uppercase ? 'letter-spacing:.04em;' : ''}}
h1:lang(en),h2:lang(en),.logo:lang(en){${d.uppercase ? 'text-transform:uppercase;' : ''}}
:lang(ja) h1,:lang(ja) h2{word-break:auto-phrase}
a{color:inherit}
img,.pic{display:block}
.pic{background-size:cover;border-radius:var(--r);${dashed}}
.site-header{display:flex;align-items:center;justify-content:space-between;gap:16px 28px;flex-wrap:wrap;padding:18px 5vw;border-bottom:1px solid var(--line)}
.logo{font-size:1.35rem;margin:0;text-decoration:none;white-space:nowrap}
.site-nav{display:flex;flex-wrap:wrap;gap:6px 22px;align-items:center;font-size:.92rem}
.site-nav a{text-decoration:none;opacity:.85;padding:4px 0;border-bottom:2px solid transparent}
.site-nav a[aria-current=page]{opacity:1;border-color:var(--a)}
.site-nav a.nav-cta{background:var(--a);color:var(--on-a);padding:8px 16px;border-radius:calc(var(--r) + 2px);opacity:1;border:0}
.lang{font-size:.8rem;opacity:.75}
.utility{background:var(--p);color:var(--on-p);font-size:.8rem;padding:6px 5vw;display:flex;justify-content:space-between;gap:12px;flex-wrap:wrap}
.h-centered .site-header{flex-direction:column;justify-content:center;text-align:center;padding:28px 5vw 16px}
.h-centered .logo{font-size:1.8rem}
.h-masthead .site-header{flex-direction:column;align-items:stretch;text-align:center;border-bottom:4px double var(--tx)}
.h-masthead .logo{font-size:clamp(2rem,6vw,3.6rem);letter-spacing:-.01em}
.h-masthead .site-nav{justify-content:center;border-top:1px solid var(--line);padding-top:8px}
.h-overlay .site-header{background:var(--p);color:var(--on-p);border:0}
.h-overlay .site-nav a.nav-cta{background:var(--a)}
@media(min-width:900px){.h-sidebar{display:grid;grid-template-columns:240px 1fr}.h-sidebar .site-header{flex-direction:column;align-items:flex-start;justify-content:flex-start;border:0;border-right:1px solid var(--line);min-height:100vh;position:sticky;top:0;align-self:start;padding:32px 24px}.h-sidebar .site-nav{flex-direction:column;align-items:flex-start}}
main{display:block}
.band{padding:56px 5vw}
.band.alt{background:var(--s)}
.eyebrow{font-size:.8rem;letter-spacing:.12em;text-transform:uppercase;color:var(--a);margin:0 0 8px;font-weight:700}
.lead{font-size:1.06rem;max-width:62ch;opacity:.9}
.actions{display:flex;gap:12px;flex-wrap:wrap;margin-top:24px}
.btn{display:inline-block;background:var(--a);color:var(--on-a);padding:12px 24px;border-radius:calc(var(--r) + 2px);text-decoration:none;font-weight:700;border:2px solid var(--a);font:inherit;font-weight:700;cursor:pointer}
.btn.ghost{background:transparent;color:inherit;border-color:currentColor}
.hero{padding:56px 5vw;position:relative}
.hero h1{font-size:clamp(2rem,5.2vw,3.6rem)}
.hero-pic{min-height:320px}
.hero-split{display:grid;gap:40px;align-items:center}
@media(min-width:800px){.hero-split{grid-template-columns:1.1fr 1fr}.hero-split .hero-pic{min-height:440px}}
.hero-centered{text-align:center}.hero-centered .hero-pic{height:300px;margin-bottom:36px}.hero-centered .lead{margin:0 auto}.hero-centered .actions{justify-content:center}
.hero-fullbleed{min-height:540px;display:flex;align-items:flex-end;padding:0}
.hero-fullbleed .hero-text{background:linear-gradient(0deg,rgba(0,0,0,.72),rgba(0,0,0,.25));color:#fff;padding:64px 5vw 48px;width:100%}
.hero-fullbleed .eyebrow{color:#fff;opacity:.85}
.hero-statement{display:grid;gap:32px;background:var(--p);color:var(--on-p)}
.hero-statement h1{font-size:clamp(2.6rem,8vw,6rem);line-height:1.02}
.hero-statement .eyebrow{color:var(--a)}
.hero-statement .hero-pic{min-height:180px}
.hero-magazine{display:grid;gap:32px;border-bottom:1px solid var(--line)}
@media(min-width:900px){.hero-magazine{grid-template-columns:2fr 1fr}}
.hero-magazine .hero-pic{min-height:360px;margin-bottom:20px}
.side{list-style:none;margin:0;padding:0;display:grid;gap:18px}
.side li{display:grid;grid-template-columns:96px 1fr;gap:4px 14px;border-top:1px solid var(--line);padding-top:14px}
.side .mini{grid-row:span 2;height:72px}
.side span{font-size:.9rem;opacity:.8}
.hero-card{padding:0}
.hero-card .hero-pic{min-height:520px;border-radius:0}
.hero-card .hero-text{position:relative;margin:-140px 5vw 0;background:var(--bg);padding:32px;border-radius:var(--r);box-shadow:0 10px 40px rgba(0,0,0,.15);max-width:720px}
.intro{display:grid;gap:32px}
@media(min-width:800px){.intro{grid-template-columns:2fr 1fr}}
.facts{margin:0;display:grid;gap:12px}
.facts div{border-top:1px solid var(--line);padding-top:8px}
.facts dt{font-size:.8rem;opacity:.7}.facts dd{margin:0}
.section-head{display:flex;justify-content:space-between;align-items:baseline;gap:16px;flex-wrap:wrap}
.more{font-weight:700;text-decoration:none;color:var(--a)}
.cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:24px}
.card{${card};padding:${d.cards === 'lined' ? '14px 0 0' : '18px'};border-radius:${d.cards === 'lined' ? 0 : 'var(--r)'}}
.card p{margin:.3em 0;font-size:.95rem}
.thumb{height:150px;margin-bottom:14px}
.carousel{display:grid;grid-auto-flow:column;grid-auto-columns:minmax(240px,32%);gap:16px;overflow-x:auto;scroll-snap-type:x mandatory;padding-bottom:8px}
.carousel figure{margin:0;scroll-snap-align:start}.slide{height:220px}
figcaption{font-size:.9rem;margin-top:8px;display:flex;justify-content:space-between;gap:8px}
.cta{background:var(--p);color:var(--on-p);text-align:center;padding:64px 5vw}
.cta p{font-family:${FONT_STACKS[d.headingFont]};font-size:clamp(1.4rem,3vw,2rem);margin:0 0 20px}
.site-footer{padding:40px 5vw;background:${dark ? p.secondary : p.text};color:${dark ? p.text : p.background};font-size:.9rem;display:grid;gap:16px}
.site-footer nav{display:flex;flex-wrap:wrap;gap:8px 20px}
.site-footer a{text-decoration:none;opacity:.85}
.small{font-size:.8rem;opacity:.7}
${pageBodyCss(site)}
${d.animation ? '@media(prefers-reduced-motion:no-preference){.hero-text>*{animation:rise .8s ease-out both}.hero-text>*:nth-child(2){animation-delay:.12s}.hero-text>*:nth-child(3){animation-delay:.24s}.hero-text>*:nth-child(4){animation-delay:.36s}@keyframes rise{from{opacity:0;transform:translateY(18px)}to{opacity:1;transform:none}}}' : ''}
@media(max-width:600px){.band,.hero{padding:40px 20px}.hero-card .hero-text{margin:-80px 16px 0;padding:22px}.news li{grid-template-columns:1fr}.news .note{grid-column:1}.row{grid-template-columns:1fr}.carousel{grid-auto-columns:78%}}`
}

export type RenderOptions = {
  /** The site's own address, e.g. /preview/templates/abc: pages are {base}/{slug}. */
  basePath: string
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
  const query = lang === 'ja' ? '?lang=ja' : ''
  const href = (target: SitePage) =>
    escapeHtml(`${options.basePath}${target.slug ? `/${target.slug}` : ''}${query}`)
  const palette = sitePalette(site)
  const industry = INDUSTRIES.find((i) => i.slug === site.industry)
  const ctx: Ctx = {
    site,
    lang,
    t,
    content: siteContent(site),
    business: t(businessName(site)),
    industryName: industry ? (lang === 'ja' ? industry.jaDisplayName : industry.enDisplayName) : '',
    pages,
    href,
    pic: (n, cls = '') =>
      `<div class="pic ${cls}" role="presentation" style="background:${art(site.design, palette, n + site.business * 5)}"></div>`,
  }
  const d = site.design
  const action = actionOf(pages)
  const navLinks = pages
    .slice(1)
    .map(
      (target) =>
        `<a href="${href(target)}"${target === action ? ' class="nav-cta"' : ''}${target.slug === page.slug ? ' aria-current="page"' : ''}>${escapeHtml(t(target.name))}</a>`,
    )
    .join('')
  const otherLang = `${escapeHtml(`${options.basePath}${page.slug ? `/${page.slug}` : ''}`)}${lang === 'ja' ? '' : '?lang=ja'}`
  const addr = ADDRESSES[site.business] ?? ADDRESSES[0]
  const utility =
    d.header === 'utility'
      ? `<div class="utility"><span>${t(C.hoursValue)}</span><span>${t(C.phone)} ${addr?.phone ?? ''}</span></div>`
      : ''
  const header = `${utility}<header class="site-header"><a class="logo" href="${href(pages[0] ?? page)}">${escapeHtml(ctx.business)}</a><nav class="site-nav" aria-label="${t(C.menu)}">${navLinks}<a class="lang" href="${otherLang}" hreflang="${lang === 'ja' ? 'en' : 'ja'}" lang="${lang === 'ja' ? 'en' : 'ja'}">${t(C.language)}</a></nav></header>`
  const footer = `<footer class="site-footer"><strong class="logo">${escapeHtml(ctx.business)}</strong><nav aria-label="${t(C.menu)}">${pages
    .map((target) => `<a href="${href(target)}">${escapeHtml(t(target.name))}</a>`)
    .join(
      '',
    )}</nav><p>${escapeHtml(t(addr?.address ?? C.address))} · ${addr?.phone ?? ''}</p><p class="small">© 2026 ${escapeHtml(ctx.business)}. ${t(C.rights)} ${t(C.sample)}</p></footer>`
  const title = page.kind === 'home' ? ctx.business : `${t(page.name)} | ${ctx.business}`
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<meta name="description" content="${escapeHtml(t(ctx.content.tagline))}">
<style>${stylesheet(site)}</style>
</head>
<body class="h-${d.header}${d.wireframe ? ' wireframe' : ''}">
${d.header === 'sidebar' ? `<div class="sidebar-wrap">${header}</div><div>` : header}
<main>
${page.kind === 'home' ? homeBody(ctx) : pageBody(ctx, page)}
</main>
${footer}
${d.header === 'sidebar' ? '</div>' : ''}
</body>
</html>`
}
