// Renders a template's site: one design, one colour scheme, one industry's sample content, the
// pages of its site type. Plain HTML and one inline stylesheet: no scripts, no external assets
// (pictures are drawn with CSS gradients in the scheme's colours), system fonts only.
import type { Language } from '../../catalogue/enums'
import { INDUSTRIES } from '../../catalogue/industries'
import { templateSitePages, type SitePage } from '../../catalogue/template-pages'
import type { Palette, Phrase } from '../template-words'
import {
  ADDRESSES,
  CLIENTS,
  DATES,
  DOCUMENTS,
  JOBS,
  PEOPLE,
  RESULTS,
  ROLES,
  SITE_COPY as C,
  VALUES,
} from './copy'
import { FONT_STACKS, type Design } from './designs'
import { INDUSTRY_CONTENT, type IndustryContent, type Offering } from './industry-content'
import { escapeHtml } from '../pages/account-html'

export type TemplateSite = {
  design: Design
  /** 0..2: the design's colour scheme and the industry's sample business. */
  scheme: number
  business: number
  industry: string
  siteType: string
}

export function siteContent(site: TemplateSite): IndustryContent {
  const content = INDUSTRY_CONTENT[site.industry] ?? INDUSTRY_CONTENT.business
  if (!content) throw new Error(`No sample content for ${site.industry}`)
  return content
}

export function businessName(site: TemplateSite): Phrase {
  const names = siteContent(site).businesses
  return names[site.business % names.length] ?? { en: 'Sample', ja: 'サンプル' }
}

export function sitePalette(site: TemplateSite): Palette {
  return (site.design.schemes[site.scheme % 3] ?? site.design.schemes[0]).palette
}

/** The page of `slug` ('' is home), or undefined when the site has no such page. */
export function findSitePage(site: TemplateSite, slug: string): SitePage | undefined {
  return templateSitePages(site.siteType, site.industry).find((p) => p.slug === slug)
}

const luminance = (hex: string) => {
  const v = Number.parseInt(hex.slice(1), 16)
  const lin = (c: number) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * lin((v >> 16) & 255) + 0.7152 * lin((v >> 8) & 255) + 0.0722 * lin(v & 255)
}
/** Black or white, whichever reads on `hex`. */
const onColour = (hex: string) => (luminance(hex) > 0.4 ? '#111111' : '#ffffff')

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

type Ctx = {
  site: TemplateSite
  lang: Language
  t: (phrase: Phrase) => string
  content: IndustryContent
  business: string
  industryName: string
  pages: SitePage[]
  href: (page: SitePage) => string
  pic: (n: number, cls?: string) => string
}

const yen = (value: number) => `¥${value.toLocaleString('en-US')}`

function offeringCard(c: Ctx, o: Offering, n: number): string {
  return `<article class="card">${c.pic(n, 'thumb')}<h3>${c.t(o.name)}</h3><p>${c.t(o.text)}</p>${
    o.priceJpy > 0 ? `<p class="price">${yen(o.priceJpy)}</p>` : ''
  }</article>`
}

function pageWith(c: Ctx, kind: SitePage['kind']): SitePage | undefined {
  return c.pages.find((p) => p.kind === kind)
}

/** The page a visitor should end on: booking when there is one, else the last (contact). */
const actionOf = (pages: SitePage[]) =>
  pages.find((p) => p.kind === 'booking') ?? pages[pages.length - 1] ?? pages[0]
const actionPage = (c: Ctx) => actionOf(c.pages)

function newsItems(c: Ctx, page: SitePage): { date: string; title: string; text: string }[] {
  const o = c.content.offerings.map((x) => c.t(x.name))
  const ja = c.lang === 'ja'
  const b = c.business
  if (page.flavour === 'interviews') {
    const careers = c.site.siteType === 'careers'
    return PEOPLE.slice(0, 4).map((person, i) => ({
      date: careers ? (ja ? `${2019 + i}年入社` : `Joined ${2019 + i}`) : c.t(person),
      title: careers
        ? ja
          ? [
              `入社2年目で、${o[0]}の担当を任されました`,
              '困ったとき、必ず誰かが手を貸してくれる職場です',
              `${b}で働く一番の理由は、お客様の顔が見えること`,
              '子育てと仕事を、無理なく両立できています',
            ][i]!
          : [
              `In my second year I took charge of ${o[0]?.toLowerCase()}`,
              'Someone always has time to help when you are stuck',
              `What I like most at ${b}: we see the people we work for`,
              'I can raise two children and still grow in this job',
            ][i]!
        : ja
          ? [
              `${o[0]}がきっかけで、いまでは家族みんなでお世話になっています。`,
              '質問にはいつも1日以内に、ていねいに答えてくれました。',
              `${o[1]}は期待以上で、料金も見積もりどおりでした。`,
              `友人にも${b}をすすめています。`,
            ][i]!
          : [
              `I came for ${o[0]?.toLowerCase()}; now my whole family relies on them.`,
              'Every question I asked was answered within a day, and kindly.',
              `${o[1]} was better than I expected, and the price was exactly as quoted.`,
              `I have sent three friends to ${b} already.`,
            ][i]!,
      text: careers ? c.t(person) : ja ? 'お客様の声' : 'Customer review',
    }))
  }
  const titles =
    page.flavour === 'articles'
      ? ja
        ? [
            `${o[0]}について知っておきたい5つのこと`,
            `舞台裏：${o[1]}ができるまで`,
            'お客様によく聞かれる質問にお答えします',
            `${b}のチームの一日`,
            `はじめての${o[3]}ガイド`,
          ]
        : [
            `Five things to know about ${o[0]?.toLowerCase()}`,
            `Behind the scenes: how ${o[1]?.toLowerCase()} comes together`,
            'The questions our customers ask most, answered',
            `A day with the team at ${b}`,
            `${o[3]}: a guide for first-timers`,
          ]
      : ja
        ? [
            `${o[0]}の内容を新しくしました`,
            '年末年始の営業についてのお知らせ',
            `${b}が地元紙で紹介されました`,
            `${o[2]}の受付を再開しました`,
            'ホームページをリニューアルしました',
          ]
        : [
            `${o[0]}, renewed for the new season`,
            'Opening hours over the New Year holidays',
            `${b} was featured in the local paper`,
            `${o[2]} is open for bookings again`,
            'Our website has a new look',
          ]
  return titles.map((title, i) => ({
    date: DATES[i] ?? '',
    title,
    text: c.t(c.content.offerings[i % c.content.offerings.length]?.text ?? c.content.tagline),
  }))
}

function newsList(c: Ctx, page: SitePage, count: number): string {
  return `<ul class="news">${newsItems(c, page)
    .slice(0, count)
    .map(
      (item, i) =>
        `<li>${page.flavour === 'articles' ? c.pic(i + 7, 'mini') : ''}<span class="date">${escapeHtml(item.date)}</span><a href="${c.href(page)}">${escapeHtml(item.title)}</a><span class="note">${escapeHtml(item.text)}</span></li>`,
    )
    .join('')}</ul>`
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

function field(label: string, control: string): string {
  return `<label class="field"><span>${label}</span>${control}</label>`
}

function pageBody(c: Ctx, page: SitePage): string {
  const head = `<section class="page-head">${c.pic(page.slug.length, 'head-pic')}<div><p class="eyebrow">${escapeHtml(c.business)}</p><h1>${escapeHtml(c.t(page.name))}</h1><p class="lead">${escapeHtml(c.t(c.content.tagline))}</p></div></section>`
  const o = c.content.offerings
  const addr = ADDRESSES[c.site.business] ?? ADDRESSES[0]
  let body = ''
  switch (page.kind) {
    case 'about': {
      const roles = ROLES[c.site.siteType] ?? ROLES.default ?? []
      body = `<section class="band split-text">${c.pic(3, 'side-pic')}<div><h2>${escapeHtml(c.t(page.name))}</h2><p>${escapeHtml(c.t(c.content.about))}</p><dl class="facts"><div><dt>${c.t(C.founded)}</dt><dd>${1962 + ((c.site.business * 17 + page.slug.length * 7) % 58)}</dd></div><div><dt>${c.t(C.location)}</dt><dd>${escapeHtml(c.t(addr?.address ?? C.address))}</dd></div><div><dt>${c.t(C.phone)}</dt><dd>${addr?.phone ?? ''}</dd></div></dl></div></section>
<section class="band alt"><h2>${c.t(C.values)}</h2><div class="cards three">${VALUES.map((v) => `<article class="card"><h3>${c.t(v.title)}</h3><p>${c.t(v.text)}</p></article>`).join('')}</div></section>
<section class="band"><h2>${c.t(C.people)}</h2><div class="cards three">${roles
        .map(
          (role, i) =>
            `<article class="card person">${c.pic(i + 20, 'avatar')}<h3>${escapeHtml(c.t(PEOPLE[(i + c.site.business) % PEOPLE.length] ?? role))}</h3><p>${escapeHtml(c.t(role))}</p></article>`,
        )
        .join('')}</div></section>`
      break
    }
    case 'offerings':
      body = `<section class="band"><div class="cards">${o.map((x, i) => offeringCard(c, x, i + 1)).join('')}</div></section>
<section class="band alt"><ul class="menu-list">${o
        .map(
          (x) =>
            `<li><span>${escapeHtml(c.t(x.name))}</span><span class="dots"></span><span>${x.priceJpy > 0 ? yen(x.priceJpy) : c.t(C.onRequest)}</span></li>`,
        )
        .join('')}</ul></section>`
      break
    case 'pricing':
      body = `<section class="band"><div class="plans">${o
        .slice(0, 3)
        .map(
          (x, i) =>
            `<article class="plan${i === 1 ? ' featured' : ''}">${i === 1 ? `<p class="badge">${c.t(C.popular)}</p>` : ''}<h3>${escapeHtml(c.t(x.name))}</h3><p class="amount">${x.priceJpy > 0 ? yen(x.priceJpy) : c.t(C.onRequest)}</p><p>${escapeHtml(c.t(x.text))}</p><a class="btn${i === 1 ? '' : ' ghost'}" href="${c.href(actionPage(c) ?? page)}">${c.t(C.choose)}</a></article>`,
        )
        .join('')}</div></section>`
      break
    case 'works':
      body = `<section class="band"><div class="works">${Array.from({ length: 6 }, (_, i) => {
        const x = o[i % o.length]
        const cases = page.flavour === 'cases'
        const caption = cases
          ? `<strong>${escapeHtml(c.t(CLIENTS[i] ?? C.team))}</strong><span>${escapeHtml(c.t(RESULTS[i] ?? C.team))}</span>`
          : `<strong>${escapeHtml(x ? c.t(x.name) : '')}</strong><span>${2026 - (i % 3)}</span>`
        return `<figure>${c.pic(i + 30, 'work')}<figcaption>${caption}</figcaption></figure>`
      }).join('')}</div></section>`
      break
    case 'news':
      body = `<section class="band">${newsList(c, page, 5)}</section>`
      break
    case 'jobs': {
      const jobs = JOBS[c.site.industry] ?? JOBS.default ?? []
      const apply = pageWith(c, 'contact') ?? page
      body = `<section class="band"><h2>${c.t(C.positions)}</h2><ul class="jobs">${jobs
        .map(
          (job, i) =>
            `<li><div><h3>${escapeHtml(c.t(job))}</h3><p>${c.t(C.fullTime)} · ${escapeHtml(
              c
                .t(addr?.address ?? C.address)
                .split(/[,、]/)
                .pop() ?? '',
            )}</p><p>${escapeHtml(c.t(o[i % o.length]?.text ?? c.content.tagline))}</p></div><a class="btn ghost" href="${c.href(apply)}">${c.t(C.apply)}</a></li>`,
        )
        .join('')}</ul></section>`
      break
    }
    case 'figures': {
      const base = 42_000 + c.site.business * 17_000
      const years = [2022, 2023, 2024, 2025, 2026].map((year, i) => {
        const revenue = Math.round(base * (1 + i * 0.07 + (i % 2) * 0.02))
        return { year, revenue, income: Math.round(revenue * (0.081 + i * 0.004)) }
      })
      const max = Math.max(...years.map((y) => y.revenue))
      body = `<section class="band"><div class="chart" role="img" aria-label="${c.t(C.revenue)}">${years
        .map(
          (y) =>
            `<div class="bar" style="height:${Math.round((y.revenue / max) * 100)}%"><span>${y.revenue.toLocaleString('en-US')}</span></div>`,
        )
        .join(
          '',
        )}</div><table class="figures"><thead><tr><th>${c.t(C.fiscal)}</th>${years.map((y) => `<th>FY${y.year}</th>`).join('')}</tr></thead><tbody><tr><th>${c.t(C.revenue)}</th>${years.map((y) => `<td>${y.revenue.toLocaleString('en-US')}</td>`).join('')}</tr><tr><th>${c.t(C.income)}</th>${years.map((y) => `<td>${y.income.toLocaleString('en-US')}</td>`).join('')}</tr><tr><th>${c.t(C.margin)}</th>${years.map((y) => `<td>${((y.income / y.revenue) * 100).toFixed(1)}%</td>`).join('')}</tr></tbody></table></section>`
      break
    }
    case 'members':
      body = `<section class="band"><h2>${c.t(C.library)}</h2><ul class="docs">${DOCUMENTS.map((doc) => `<li>${escapeHtml(c.t(doc))}</li>`).join('')}</ul></section>
<section class="band alt"><h2>${c.t(C.members)}</h2><p>${c.t(C.membersLead)}</p><form class="form narrow" action="#">${field(c.t(C.password), '<input type="password" autocomplete="off">')}<button class="btn" type="button">${c.t(C.signIn)}</button></form></section>`
      break
    case 'booking':
      body = `<section class="band split-text"><form class="form" action="#"><p>${c.t(C.bookLead)}</p>${field(
        c.t(C.service),
        `<select>${o.map((x) => `<option>${escapeHtml(c.t(x.name))}${x.priceJpy > 0 ? ` — ${yen(x.priceJpy)}` : ''}</option>`).join('')}</select>`,
      )}<div class="row">${field(c.t(C.date), '<input type="date" value="2026-12-05">')}${field(
        c.t(C.time),
        `<select>${['10:00', '11:30', '13:00', '14:30', '16:00', '17:30'].map((h) => `<option>${h}</option>`).join('')}</select>`,
      )}</div>${field(c.t(C.name), '<input autocomplete="name">')}${field(c.t(C.telephone), '<input type="tel">')}${field(c.t(C.notes), '<textarea rows="3"></textarea>')}<button class="btn" type="button">${c.t(C.book)}</button></form><aside class="hours"><h2>${c.t(C.hours)}</h2><p>${c.t(C.hoursValue)}</p><p>${c.t(C.phone)}: ${addr?.phone ?? ''}</p></aside></section>`
      break
    case 'contact':
      body = `<section class="band split-text"><form class="form" action="#"><p>${c.t(C.contactLead)}</p>${field(c.t(C.name), '<input autocomplete="name">')}${field(c.t(C.email), '<input type="email" autocomplete="email">')}${field(c.t(C.message), '<textarea rows="5"></textarea>')}<button class="btn" type="button">${c.t(C.send)}</button></form><aside class="hours">${
        page.map
          ? `<div class="map" role="img" aria-label="${c.t(C.mapLabel)}"><span class="pin"></span></div>`
          : ''
      }<h2>${c.t(C.address)}</h2><p>${escapeHtml(c.t(addr?.address ?? C.address))}<br>${c.t(C.station)}</p><p>${c.t(C.phone)}: ${addr?.phone ?? ''}</p><p>${c.t(C.hoursValue)}</p></aside></section>`
      break
    case 'home':
      return homeBody(c)
  }
  return `${head}\n${body}`
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
.price,.amount{font-weight:700;color:var(--a)}
.carousel{display:grid;grid-auto-flow:column;grid-auto-columns:minmax(240px,32%);gap:16px;overflow-x:auto;scroll-snap-type:x mandatory;padding-bottom:8px}
.carousel figure{margin:0;scroll-snap-align:start}.slide{height:220px}
figcaption{font-size:.9rem;margin-top:8px;display:flex;justify-content:space-between;gap:8px}
.news{list-style:none;margin:0;padding:0}
.news li{display:grid;grid-template-columns:8.5em 1fr;gap:2px 18px;padding:16px 0;border-bottom:1px solid var(--line);align-items:baseline}
.news li .mini{display:none}
.news a{font-weight:700;text-decoration:none}
.news .note{grid-column:2;font-size:.9rem;opacity:.75}
.date{font-variant-numeric:tabular-nums;opacity:.75;font-size:.9rem}
.cta{background:var(--p);color:var(--on-p);text-align:center;padding:64px 5vw}
.cta p{font-family:${FONT_STACKS[d.headingFont]};font-size:clamp(1.4rem,3vw,2rem);margin:0 0 20px}
.page-head{display:grid;gap:24px;padding:48px 5vw;background:var(--s);align-items:center}
@media(min-width:800px){.page-head{grid-template-columns:1fr 2fr}}
.page-head h1{font-size:clamp(1.8rem,4vw,3rem)}
.head-pic{height:180px}
.split-text{display:grid;gap:40px}
@media(min-width:800px){.split-text{grid-template-columns:1fr 1fr}}
.side-pic{min-height:320px}
.three{grid-template-columns:repeat(auto-fill,minmax(200px,1fr))}
.avatar{width:88px;height:88px;border-radius:50%;margin-bottom:12px}
.menu-list{list-style:none;margin:0 auto;padding:0;max-width:720px}
.menu-list li{display:flex;gap:12px;padding:10px 0;align-items:baseline}
.menu-list .dots{flex:1;border-bottom:2px dotted var(--line)}
.plans{display:grid;gap:24px;grid-template-columns:repeat(auto-fit,minmax(230px,1fr))}
.plan{${card};padding:28px;border-radius:var(--r)}
.plan.featured{outline:3px solid var(--a)}
.badge{display:inline-block;background:var(--a);color:var(--on-a);font-size:.75rem;padding:2px 10px;border-radius:99px;margin:0 0 8px}
.amount{font-size:1.8rem;margin:.2em 0}
.works{display:grid;gap:${d.hero === 'magazine' ? '6px' : '24px'};grid-template-columns:repeat(auto-fill,minmax(260px,1fr))}
.works figure{margin:0}.work{height:240px}
.works figcaption{flex-direction:column;gap:0}
.jobs{list-style:none;margin:0;padding:0;display:grid;gap:16px}
.jobs li{display:flex;justify-content:space-between;align-items:center;gap:16px;${card};padding:20px;border-radius:var(--r);flex-wrap:wrap}
.jobs p{margin:.2em 0;font-size:.95rem}
.chart{display:flex;align-items:flex-end;gap:16px;height:220px;border-bottom:2px solid var(--tx);margin-bottom:24px;max-width:640px}
.bar{flex:1;background:var(--a);position:relative;border-radius:var(--r) var(--r) 0 0}
.bar span{position:absolute;top:-1.6em;left:0;right:0;text-align:center;font-size:.8rem}
.figures{border-collapse:collapse;width:100%;font-variant-numeric:tabular-nums;font-size:.95rem}
.figures th,.figures td{border-bottom:1px solid var(--line);padding:10px;text-align:right}
.figures th:first-child{text-align:left}
.docs{padding-left:1.2em}
.form{display:grid;gap:16px;max-width:560px}
.form.narrow{max-width:360px}
.field{display:grid;gap:6px;font-size:.9rem}
.row{display:grid;grid-template-columns:1fr 1fr;gap:16px}
input,select,textarea{font:inherit;padding:10px 12px;border:1px solid var(--line);border-radius:calc(var(--r) / 2);background:${dark ? p.secondary : '#fff'};color:inherit;width:100%}
.hours{${card};padding:24px;border-radius:var(--r);align-self:start}
.map{height:220px;border-radius:var(--r);margin-bottom:18px;position:relative;background:linear-gradient(90deg,transparent 47%,#fff 47% 50%,transparent 50%),linear-gradient(0deg,transparent 58%,#fff 58% 61%,transparent 61%),linear-gradient(35deg,transparent 30%,#ffffffaa 30% 32%,transparent 32%),#dfe7d8}
.pin{position:absolute;left:calc(48.5% - 10px);top:calc(40% - 26px);width:22px;height:22px;background:var(--a);border-radius:50% 50% 50% 0;transform:rotate(-45deg);border:3px solid #fff}
.site-footer{padding:40px 5vw;background:${dark ? p.secondary : p.text};color:${dark ? p.text : p.background};font-size:.9rem;display:grid;gap:16px}
.site-footer nav{display:flex;flex-wrap:wrap;gap:8px 20px}
.site-footer a{text-decoration:none;opacity:.85}
.small{font-size:.8rem;opacity:.7}
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
${pageBody(ctx, page)}
</main>
${footer}
${d.header === 'sidebar' ? '</div>' : ''}
</body>
</html>`
}
