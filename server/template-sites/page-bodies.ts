// The bodies of a template site's pages other than home, by page kind and flavour, and their
// styles: each site type's pages show what its business has (a restaurant's menu by course, a
// hotel's rooms and a booking form for nights, a studio's works with a case page each, a news
// site's articles with a page each, a SaaS's plans × features table, a clinic's weekly hours, a
// school's courses, a company's openings). The words are in page-copy.ts.
import { detailPagesOf, type SitePage } from '#catalogue/template-pages'
import type { Phrase } from '../template-words'
import { CLIENTS, DATES, DOCUMENTS, PEOPLE, RESULTS, ROLES, SITE_COPY as C, VALUES } from './copy'
import { hoursLabel, siteBusiness } from './businesses'
import { relativeLuminance } from './colours'
import type { Offering } from './industry-content'
import {
  ARTICLES,
  CONSULTATION_WEEKS,
  COURSES,
  LODGINGS,
  OPENINGS,
  PAGE_COPY as W,
  PLAN_ROWS,
  PLATFORM_FEATURES,
  PROPERTIES,
  SOFTWARE_PLANS,
  TABLE_TIMES,
  WORKS,
  menuOf,
  propertyPrice,
  type Article,
  type ConsultationWeek,
  type Work,
} from './page-copy'
import {
  actionPage,
  field,
  pageWith,
  siteContent,
  sitePalette,
  yen,
  type Ctx,
  type TemplateSite,
} from './render-context'
import { escapeHtml } from '../pages/account-html'

/**
 * Every picture of the page bodies goes through here: `slot` names where it sits, `subject`
 * what it should show (the dish, the room, the work), so the pictures helper can draw it.
 */
function picture(c: Ctx, slot: string, n: number, subject = ''): string {
  if (!subject) return c.pic(n, slot)
  const offering = siteContent(c.site).offerings.findIndex((o) => o.name.en === subject)
  let hash = 0
  for (const ch of subject) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0
  return c.pic(n, slot, { subject: offering >= 0 ? offering : hash })
}

/** The sample business the site shows: its facts decide which blocks a page has. */
const businessOfSite = (c: Ctx) => siteBusiness(c.site.industry, c.site.siteType, c.site.business)

const text = (c: Ctx, phrase: Phrase) => escapeHtml(c.t(phrase))
const hiddenText = (s: string) => `<span class="vh">${s}</span>`
const cityOf = (c: Ctx) => {
  const address = businessOfSite(c).facts.address
  return address ? (c.t(address).split(/[,、]/).pop() ?? '').trim() : ''
}

/** A card of one offering; its heading is an h3 under a section's h2, or an h2 right under the h1. */
export function offeringCard(c: Ctx, o: Offering, n: number, headingLevel: 2 | 3 = 3): string {
  const title =
    headingLevel === 2 ? `<h2 class="h3">${text(c, o.name)}</h2>` : `<h3>${text(c, o.name)}</h3>`
  return `<article class="card">${picture(c, 'thumb', n, o.name.en)}${title}<p>${text(c, o.text)}</p>${
    o.priceJpy > 0 ? `<p class="price">${yen(o.priceJpy)}</p>` : ''
  }</article>`
}

/** The business's hours, or undefined where it has none (a SaaS, a news site). */
export function openingHoursOf(c: Ctx): Phrase | undefined {
  return businessOfSite(c).facts.hours
}

// ---------------------------------------------------------------- works and case pages

function worksOf(c: Ctx): Work[] {
  const own = WORKS[c.site.industry]
  if (own) return own
  const o = c.content.offerings
  return [0, 1, 2].map((i) => {
    const x = o[i % o.length]
    const client = CLIENTS[(i + c.site.business) % CLIENTS.length] ?? C.team
    return {
      title: x?.name ?? C.team,
      client,
      role: { en: c.industryName, ja: c.industryName },
      brief: x?.text ?? c.content.tagline,
      approach: {
        en: 'We started with a visit and a written plan, then reported every week until the end.',
        ja: '現地を確認して計画を書面にまとめ、完了まで毎週進捗をご報告しました。',
      },
      result: RESULTS[(i + c.site.business) % RESULTS.length] ?? c.content.tagline,
    }
  })
}

const workYear = (i: number) => 2026 - i

function worksGrid(c: Ctx, page: SitePage): string {
  const cases = detailPagesOf(c.pages, page)
  const works = worksOf(c)
  if (cases.length > 0) {
    return `<section class="band"><ul class="work-grid">${cases
      .map((target, i) => {
        const w = works[(target.item ?? i) % works.length]
        if (!w) return ''
        return `<li class="work-card">${picture(c, 'work', i + 30, w.title.en)}<h2><a href="${c.href(target)}">${text(c, w.title)}</a></h2><p>${text(c, w.client)} · ${workYear(i)}</p><p class="work-role">${text(c, w.role)}</p></li>`
      })
      .join('')}</ul></section>`
  }
  if (page.flavour === 'cases') {
    return `<section class="band"><div class="cards">${works
      .map(
        (w, i) =>
          `<article class="card case-card">${picture(c, 'thumb', i + 30, w.title.en)}<p class="eyebrow">${text(c, w.client)}</p><h2>${text(c, w.title)}</h2><p>${text(c, w.brief)}</p><p class="result">${text(c, w.result)}</p></article>`,
      )
      .join('')}</div></section>`
  }
  if (page.flavour === 'properties') {
    return `<section class="band"><div class="cards">${PROPERTIES.map(
      (x, i) =>
        `<article class="card">${picture(c, 'thumb', i + 30, x.name.en)}<h2 class="h3">${text(c, x.name)}</h2><p class="price">${text(c, propertyPrice(x))}</p><dl class="specs"><div><dt>${text(c, W.layout)}</dt><dd>${x.layout}</dd></div><div><dt>${text(c, W.area)}</dt><dd>${x.areaM2} m²</dd></div><div><dt>${text(c, W.access)}</dt><dd>${text(c, x.access)}</dd></div></dl></article>`,
    ).join('')}</div></section>`
  }
  const o = c.content.offerings
  return `<section class="band"><div class="works">${Array.from({ length: 6 }, (_, i) => {
    const x = o[i % o.length]
    return `<figure>${picture(c, 'work', i + 30, x?.name.en)}<figcaption><strong>${escapeHtml(x ? c.t(x.name) : '')}</strong><span>${2026 - (i % 3)}</span></figcaption></figure>`
  }).join('')}</div></section>`
}

function crumbs(c: Ctx, list: SitePage | undefined, current: string): string {
  const home = c.pages.find((p) => p.kind === 'home')
  return `<nav class="crumbs" aria-label="${text(c, { en: 'Breadcrumb', ja: 'パンくずリスト' })}"><ol>${home ? `<li><a href="${c.href(home)}">${text(c, C.home)}</a></li>` : ''}${
    list ? `<li><a href="${c.href(list)}">${text(c, list.name)}</a></li>` : ''
  }<li aria-current="page">${current}</li></ol></nav>`
}

function casePage(c: Ctx, page: SitePage): string {
  const list = c.pages.find((p) => p.slug === page.parent)
  const siblings = list ? detailPagesOf(c.pages, list) : []
  const i = page.item ?? 0
  const works = worksOf(c)
  const w = works[i % works.length]
  if (!w) return ''
  const next = siblings[(siblings.indexOf(page) + 1) % siblings.length]
  const nextWork = works[(i + 1) % works.length]
  return `<article class="case">
<header class="band case-head">${crumbs(c, list, text(c, w.title))}<p class="eyebrow">${text(c, w.client)}</p><h1>${text(c, w.title)}</h1><p class="lead">${text(c, w.brief)}</p><dl class="specs case-facts"><div><dt>${text(c, W.client)}</dt><dd>${text(c, w.client)}</dd></div><div><dt>${text(c, W.role)}</dt><dd>${text(c, w.role)}</dd></div><div><dt>${text(c, W.year)}</dt><dd>${workYear(i)}</dd></div></dl></header>
<div class="band case-pics">${picture(c, 'case-main', i * 3 + 40, w.title.en)}${picture(c, 'case-detail', i * 3 + 41, w.title.en)}${picture(c, 'case-detail', i * 3 + 42, w.title.en)}</div>
<section class="band split-text"><div><h2>${text(c, W.brief)}</h2><p>${text(c, w.brief)}</p></div><div><h2>${text(c, W.approach)}</h2><p>${text(c, w.approach)}</p></div></section>
<section class="band alt"><h2>${text(c, W.outcome)}</h2><p class="result big">${text(c, w.result)}</p></section>
<nav class="band pager" aria-label="${text(c, list?.name ?? W.outcome)}">${
    list ? `<a class="btn ghost" href="${c.href(list)}">← ${text(c, W.backToWorks)}</a>` : ''
  }${
    next && next !== page && nextWork
      ? `<a class="btn" href="${c.href(next)}">${text(c, W.nextProject)}: ${text(c, nextWork.title)} →</a>`
      : ''
  }</nav>
</article>`
}

// ---------------------------------------------------------------- articles

function articlesOf(c: Ctx): Article[] {
  const own = ARTICLES[c.site.industry]
  if (own) return own
  return newsItems(c, { slug: '', kind: 'news', name: C.latest, flavour: 'articles' })
    .slice(0, 3)
    .map((item, i) => ({
      headline: { en: item.title, ja: item.title },
      section: { en: c.industryName, ja: c.industryName },
      paragraphs: [c.content.offerings[i]?.text ?? c.content.tagline, c.content.about],
    }))
}

const authorOf = (c: Ctx, i: number) => PEOPLE[(i + c.site.business * 2) % PEOPLE.length] ?? C.team

function timeOf(c: Ctx, i: number): string {
  const [y = '2026', m = '10', d = '28'] = (DATES[i] ?? DATES[0] ?? '2026.10.28').split('.')
  const months =
    'January February March April May June July August September October November December'
  const shown =
    c.lang === 'ja'
      ? `${y}年${Number(m)}月${Number(d)}日`
      : `${Number(d)} ${months.split(' ')[Number(m) - 1] ?? ''} ${y}`
  return `<time datetime="${y}-${m}-${d}">${shown}</time>`
}

function byline(c: Ctx, i: number, a: Article): string {
  const words = a.paragraphs.reduce((n, x) => n + c.t(x).length, 0)
  const minutes = Math.max(2, Math.round(words / (c.lang === 'ja' ? 200 : 450)) + 2)
  return `<p class="byline">${text(c, W.by)} <span class="author">${text(c, authorOf(c, i))}</span> · ${timeOf(c, i)} · ${text(c, W.minutes(minutes))}</p>`
}

function articleList(c: Ctx, list: SitePage, count: number, headingLevel: 2 | 3): string {
  const articles = articlesOf(c)
  const h = `h${headingLevel}`
  return `<ul class="stories">${detailPagesOf(c.pages, list)
    .slice(0, count)
    .map((target, i) => {
      const a = articles[(target.item ?? i) % articles.length]
      if (!a) return ''
      return `<li class="story">${picture(c, 'story-pic', i + 7, a.headline.en)}<div><p class="eyebrow">${text(c, a.section)}</p><${h}><a href="${c.href(target)}">${text(c, a.headline)}</a></${h}><p>${text(c, a.paragraphs[0] ?? a.headline)}</p>${byline(c, target.item ?? i, a)}</div></li>`
    })
    .join('')}</ul>`
}

function articlePage(c: Ctx, page: SitePage): string {
  const list = c.pages.find((p) => p.slug === page.parent)
  const siblings = list ? detailPagesOf(c.pages, list) : []
  const i = page.item ?? 0
  const articles = articlesOf(c)
  const a = articles[i % articles.length]
  if (!a) return ''
  const related = siblings.filter((p) => p !== page)
  return `<article class="band article">${crumbs(c, list, text(c, a.headline))}<header><p class="eyebrow">${text(c, a.section)}</p><h1>${text(c, a.headline)}</h1>${byline(c, i, a)}</header>${picture(c, 'article-pic', i + 7, a.headline.en)}<div class="prose">${a.paragraphs.map((x) => `<p>${text(c, x)}</p>`).join('')}</div></article>
<section class="band alt related" aria-labelledby="related-heading"><h2 id="related-heading">${text(c, W.related)}</h2><ul class="related-list">${related
    .map((target) => {
      const r = articles[(target.item ?? 0) % articles.length]
      return r
        ? `<li>${picture(c, 'mini', (target.item ?? 0) + 7, r.headline.en)}<div><a href="${c.href(target)}">${text(c, r.headline)}</a>${timeOf(c, target.item ?? 0)}</div></li>`
        : ''
    })
    .join(
      '',
    )}</ul>${list ? `<p><a class="btn ghost" href="${c.href(list)}">← ${text(c, W.backToArticles)}</a></p>` : ''}</section>`
}

// ---------------------------------------------------------------- notices, reviews, interviews

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
            c.site.siteType === 'education'
              ? '冬期休業期間のお知らせ'
              : '年末年始の営業についてのお知らせ',
            `${b}が地元紙で紹介されました`,
            `${o[2]}の受付を再開しました`,
            'ホームページをリニューアルしました',
          ]
        : [
            `${o[0]}, renewed for the new season`,
            c.site.siteType === 'education'
              ? 'Winter break: when the office is closed'
              : 'Opening hours over the New Year holidays',
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

/**
 * The items of a news page, `count` of them: an article list whose articles have pages links each
 * to its page; notices, reviews and interviews are not links (they have no page of their own).
 */
export function newsList(c: Ctx, page: SitePage, count: number): string {
  if (detailPagesOf(c.pages, page).length > 0) return articleList(c, page, count, 3)
  return `<ul class="news">${newsItems(c, page)
    .slice(0, count)
    .map(
      (item) =>
        `<li><span class="date">${escapeHtml(item.date)}</span><strong class="news-title">${escapeHtml(item.title)}</strong><span class="note">${escapeHtml(item.text)}</span></li>`,
    )
    .join('')}</ul>`
}

// ---------------------------------------------------------------- offerings by business

function menuBody(c: Ctx): string | undefined {
  const menu = menuOf(c.site.industry, c.site.business)
  if (!menu) return undefined
  const booking = pageWith(c, 'booking')
  return `<section class="band"><h2>${text(c, W.recommended)}</h2><div class="cards">${c.content.offerings
    .slice(0, 3)
    .map((o, i) => offeringCard(c, o, i + 1))
    .join('')}</div></section>
<section class="band alt"><div class="courses">${menu.sections
    .map(
      (s) =>
        `<section class="course"><h2>${text(c, s.title)}</h2><ul class="menu-list">${s.dishes
          .map(
            (d) =>
              `<li><span class="dish">${text(c, d.name)}</span><span class="dots" aria-hidden="true"></span><span class="price">${yen(d.priceJpy)}</span></li>`,
          )
          .join('')}</ul></section>`,
    )
    .join('')}</div><p class="note-line">${text(c, menu.note)}</p>${
    booking ? `<p><a class="btn" href="${c.href(booking)}">${text(c, W.reserveTable)}</a></p>` : ''
  }</section>`
}

function roomsBody(c: Ctx): string | undefined {
  const lodging = LODGINGS[c.site.industry]
  if (!lodging) return undefined
  const booking = pageWith(c, 'booking')
  return `<section class="band"><ul class="rooms">${lodging.rooms
    .map(
      (r, i) =>
        `<li class="room">${picture(c, 'room-pic', i + 1, r.name.en)}<div class="room-text"><h2>${text(c, r.name)}</h2><dl class="specs"><div><dt>${text(c, W.roomSize)}</dt><dd>${r.sizeM2} m²</dd></div><div><dt>${text(c, W.beds)}</dt><dd>${text(c, r.beds)}</dd></div><div><dt>${text(c, W.guests)}</dt><dd>${text(c, W.upTo(r.guests))}</dd></div></dl><p>${text(c, r.view)}</p><p class="rate">${
          c.lang === 'ja'
            ? `<span class="unit">${text(c, lodging.rateUnit)}</span> <span class="amount">${yen(r.rateJpy)}〜</span>`
            : `<span class="unit">From</span> <span class="amount">${yen(r.rateJpy)}</span> <span class="unit">${text(c, lodging.rateUnit)}</span>`
        }</p>${
          booking
            ? `<a class="btn ghost" href="${c.href(booking)}">${text(c, W.bookThisRoom)}</a>`
            : ''
        }</div></li>`,
    )
    .join('')}</ul></section>
<section class="band alt"><dl class="specs wide"><div><dt>${text(c, W.checkIn)}</dt><dd>${lodging.checkIn}</dd></div><div><dt>${text(c, W.checkOut)}</dt><dd>${lodging.checkOut}</dd></div></dl><p class="note-line">${text(c, lodging.note)}</p></section>`
}

function weekOf(c: Ctx): ConsultationWeek {
  return CONSULTATION_WEEKS[c.site.industry] ?? (CONSULTATION_WEEKS.clinic as ConsultationWeek)
}

/** Days × morning/afternoon, open/shorter/closed marks readable by a screen reader too. */
function consultationTable(c: Ctx, headingLevel: 2 | 3): string {
  const week = weekOf(c)
  const mark = (m: string) =>
    m === 'o'
      ? `<span aria-hidden="true">●</span>${hiddenText(text(c, W.open))}`
      : m === 's'
        ? `<span aria-hidden="true">▲</span>${hiddenText(text(c, W.shortened))}`
        : `<span aria-hidden="true" class="closed">—</span>${hiddenText(text(c, W.closed))}`
  const row = (label: Phrase, hours: string, marks: string) =>
    `<tr><th scope="row">${text(c, label)}<br><span class="hours-range">${hours}</span></th>${[...marks].map((m) => `<td>${mark(m)}</td>`).join('')}</tr>`
  const h = `h${headingLevel}`
  return `<div class="consultation"><${h} id="hours-heading">${text(c, W.consultationHours)}</${h}><div class="table-scroll" role="region" aria-labelledby="hours-heading" tabindex="0"><table class="week"><thead><tr><td></td>${W.days
    .map(
      (d, i) =>
        `<th scope="col"><abbr title="${text(c, W.daysLong[i] ?? d)}">${text(c, d)}</abbr></th>`,
    )
    .join(
      '',
    )}</tr></thead><tbody>${row(W.morning, week.morning, week.am)}${row(W.afternoon, week.afternoon, week.pm)}</tbody></table></div><p class="legend" aria-hidden="true">● ${text(c, W.open)} · ${week.shorter ? `▲ ${text(c, W.shortened)} · ` : ''}— ${text(c, W.closed)}</p>${week.shorter ? `<p class="note-line">▲ ${text(c, week.shorter)}</p>` : ''}<p class="note-line">${text(c, week.note)}</p></div>`
}

function departmentsBody(c: Ctx): string {
  return `<section class="band"><div class="cards">${c.content.offerings
    .map(
      (o, i) =>
        `<article class="card">${picture(c, 'thumb', i + 1, o.name.en)}<h2 class="h3">${text(c, o.name)}</h2><p>${text(c, o.text)}</p>${
          o.priceJpy > 0 ? `<p class="price">${yen(o.priceJpy)}</p>` : ''
        }</article>`,
    )
    .join('')}</div></section>
<section class="band alt">${consultationTable(c, 2)}</section>`
}

function coursesBody(c: Ctx): string | undefined {
  const own = COURSES[c.site.industry]
  if (!own) return undefined
  const apply = pageWith(c, 'contact') ?? pageWith(c, 'booking')
  return `<section class="band"><ul class="course-list">${own.courses
    .map(
      (x, i) =>
        `<li class="card course-card">${picture(c, 'thumb', i + 1, x.name.en)}<h2 class="h3">${text(c, x.name)}</h2><p>${text(c, x.text)}</p><dl class="specs"><div><dt>${text(c, own.lengthLabel ?? W.length)}</dt><dd>${text(c, x.length)}</dd></div><div><dt>${text(c, W.level)}</dt><dd>${text(c, x.level)}</dd></div><div><dt>${text(c, W.fee)}</dt><dd>${text(c, x.fee)}</dd></div><div><dt>${text(c, W.starts)}</dt><dd>${text(c, x.starts)}</dd></div></dl>${
          apply
            ? `<a class="btn ghost" href="${c.href(apply)}">${text(c, W.applyForCourse)}</a>`
            : ''
        }</li>`,
    )
    .join('')}</ul></section>`
}

function featuresBody(c: Ctx): string {
  const pricing = pageWith(c, 'pricing')
  return `<section class="band"><div class="feature-grid">${c.content.offerings
    .map(
      (o, i) =>
        `<article class="feature">${picture(c, 'icon', i + 1, o.name.en)}<h2 class="h3">${text(c, o.name)}</h2><p>${text(c, o.text)}</p></article>`,
    )
    .join('')}</div></section>
<section class="band alt"><h2>${text(c, W.everyPlan)}</h2><ul class="platform">${PLATFORM_FEATURES.map(
    (f) => `<li><strong>${text(c, f.title)}</strong><span>${text(c, f.text)}</span></li>`,
  ).join('')}</ul>${
    pricing
      ? `<p><a class="btn" href="${c.href(pricing)}">${text(c, W.comparePlans)} →</a></p>`
      : ''
  }</section>`
}

function genericOfferings(c: Ctx): string {
  const o = c.content.offerings
  const priced = o.some((x) => x.priceJpy > 0)
  return `<section class="band"><div class="cards">${o.map((x, i) => offeringCard(c, x, i + 1, 2)).join('')}</div></section>${
    priced
      ? `<section class="band alt"><ul class="menu-list">${o
          .map(
            (x) =>
              `<li><span class="dish">${text(c, x.name)}</span><span class="dots" aria-hidden="true"></span><span class="price">${x.priceJpy > 0 ? yen(x.priceJpy) : c.t(C.onRequest)}</span></li>`,
          )
          .join('')}</ul></section>`
      : ''
  }`
}

// ---------------------------------------------------------------- pricing

function planPrice(c: Ctx, priceJpy: number): string {
  if (priceJpy < 0)
    return `<span class="amount">${text(c, { en: 'Quote', ja: 'お見積もり' })}</span>`
  const unit =
    priceJpy === 0
      ? { en: 'for up to 3 users', ja: '3ユーザーまで' }
      : { en: 'per user / month', ja: '1ユーザー／月' }
  return `<span class="amount">${yen(priceJpy)}</span> <span class="unit">${text(c, unit)}</span>`
}

function compareBody(c: Ctx, page: SitePage): string {
  const signup = actionPage(c) ?? page
  const contact = pageWith(c, 'contact') ?? signup
  const plans = SOFTWARE_PLANS
  const cell = (value: string) => {
    if (value === 'y') return `<span aria-hidden="true">✓</span>${hiddenText(text(c, W.included))}`
    if (value === 'n')
      return `<span aria-hidden="true" class="closed">—</span>${hiddenText(text(c, W.notIncluded))}`
    const [en = '', ja = ''] = value.split('|')
    return text(c, { en, ja })
  }
  const featureName = (f: Phrase | number) =>
    typeof f === 'number' ? text(c, c.content.offerings[f]?.name ?? C.service) : text(c, f)
  return `<section class="band"><div class="plans">${plans
    .map((x) => {
      const button =
        x.priceJpy === 0
          ? `<a class="btn ghost" href="${c.href(signup)}">${text(c, W.startFree)}</a>`
          : x.priceJpy < 0
            ? `<a class="btn ghost" href="${c.href(contact)}">${text(c, W.talkToSales)}</a>`
            : `<a class="btn${x.recommended ? '' : ' ghost'}" href="${c.href(signup)}">${text(c, C.choose)}</a>`
      return `<article class="plan${x.recommended ? ' featured' : ''}">${x.recommended ? `<p class="badge">${text(c, W.recommended)}</p>` : ''}<h2 class="h3">${text(c, x.name)}</h2><p class="plan-price">${planPrice(c, x.priceJpy)}</p><p>${text(c, x.text)}</p>${button}</article>`
    })
    .join('')}</div><p class="note-line">${text(c, W.billing)}</p></section>
<section class="band alt"><h2 id="compare-heading">${text(c, W.comparePlans)}</h2><div class="table-scroll" role="region" aria-labelledby="compare-heading" tabindex="0"><table class="compare"><thead><tr><th scope="col">${text(c, W.feature)}</th>${plans
    .map(
      (x) =>
        `<th scope="col"${x.recommended ? ' class="rec"' : ''}>${text(c, x.name)}${x.recommended ? `<span class="rec-mark">${text(c, W.recommended)}</span>` : ''}</th>`,
    )
    .join('')}</tr></thead><tbody><tr><th scope="row">${text(c, W.plan)}</th>${plans
    .map(
      (x) =>
        `<td${x.recommended ? ' class="rec"' : ''}>${x.priceJpy < 0 ? text(c, { en: 'Quote', ja: 'お見積もり' }) : yen(x.priceJpy)}</td>`,
    )
    .join('')}</tr>${PLAN_ROWS.map(
    (r) =>
      `<tr><th scope="row">${featureName(r.feature)}</th>${r.values.map((v, i) => `<td${plans[i]?.recommended ? ' class="rec"' : ''}>${cell(v)}</td>`).join('')}</tr>`,
  ).join('')}</tbody></table></div></section>`
}

function planCards(c: Ctx, page: SitePage): string {
  return `<section class="band"><div class="plans">${c.content.offerings
    .slice(0, 3)
    .map(
      (x, i) =>
        `<article class="plan${i === 1 ? ' featured' : ''}">${i === 1 ? `<p class="badge">${c.t(C.popular)}</p>` : ''}<h2 class="h3">${text(c, x.name)}</h2><p class="plan-price"><span class="amount">${x.priceJpy > 0 ? yen(x.priceJpy) : c.t(C.onRequest)}</span></p><p>${text(c, x.text)}</p><a class="btn${i === 1 ? '' : ' ghost'}" href="${c.href(actionPage(c) ?? page)}">${c.t(C.choose)}</a></article>`,
    )
    .join('')}</div></section>`
}

// ---------------------------------------------------------------- openings

function openingsBody(c: Ctx, page: SitePage): string {
  const openings = OPENINGS[c.site.industry] ?? OPENINGS.default ?? []
  const apply = pageWith(c, 'contact') ?? page
  const city = cityOf(c)
  return `<section class="band"><h2>${text(c, C.positions)} <span class="count">${text(c, W.openings(openings.length))}</span></h2><ul class="jobs">${openings
    .map(
      (job) =>
        `<li class="job"><h3>${text(c, job.role)}</h3><dl class="specs"><div><dt>${text(c, W.team)}</dt><dd>${text(c, job.team)}</dd></div><div><dt>${text(c, W.employment)}</dt><dd>${text(c, job.type)}</dd></div><div><dt>${text(c, W.workplace)}</dt><dd>${city ? `${escapeHtml(city)} · ` : ''}${text(c, job.place)}</dd></div><div><dt>${text(c, W.salary)}</dt><dd>${text(c, job.salary)}</dd></div></dl><p>${text(c, job.text)}</p><a class="btn ghost" href="${c.href(apply)}">${text(c, W.applyFor)}<span class="vh">: ${text(c, job.role)}</span></a></li>`,
    )
    .join('')}</ul></section>`
}

// ---------------------------------------------------------------- booking and contact

const options = (values: string[]) =>
  values.map((v) => `<option>${escapeHtml(v)}</option>`).join('')

function bookingForm(c: Ctx, page: SitePage): string {
  const o = c.content.offerings
  const contactFields = `${field(c.t(C.name), '<input autocomplete="name">')}${field(c.t(C.telephone), '<input type="tel" autocomplete="tel">')}`
  const notes = field(c.t(C.notes), '<textarea rows="3"></textarea>')
  switch (page.flavour) {
    case 'table':
      return `<form class="form" action="#"><p>${c.t(C.bookLead)}</p><div class="row">${field(c.t(C.date), '<input type="date" value="2026-12-05">')}${field(
        c.t(C.time),
        `<select>${options(TABLE_TIMES[c.site.industry] ?? TABLE_TIMES.restaurant ?? [])}</select>`,
      )}</div>${field(
        c.t(W.partySize),
        `<select>${options([1, 2, 3, 4, 5, 6, 7, 8].map((n) => c.t(W.people(n))))}</select>`,
      )}${field(
        c.t(W.course),
        `<select><option>${text(c, W.aLaCarte)}</option>${options(o.map((x) => `${c.t(x.name)}${x.priceJpy > 0 ? ` — ${yen(x.priceJpy)}` : ''}`))}</select>`,
      )}${contactFields}${notes}<button class="btn" type="button">${text(c, W.reserveTable)}</button></form>`
    case 'stay': {
      const lodging = LODGINGS[c.site.industry]
      const rooms =
        lodging?.rooms.map((r) => `${c.t(r.name)} — ${yen(r.rateJpy)}`) ?? o.map((x) => c.t(x.name))
      return `<form class="form" action="#"><p>${text(c, W.stayLead)}</p><div class="row">${field(c.t(W.checkIn), '<input type="date" value="2026-12-05">')}${field(c.t(W.checkOut), '<input type="date" value="2026-12-07">')}</div><div class="row">${field(
        c.t(W.adults),
        `<select>${options([1, 2, 3, 4].map((n) => c.t(W.people(n))))}</select>`,
      )}${field(c.t(W.room), `<select>${options(rooms)}</select>`)}</div>${field(c.t(C.name), '<input autocomplete="name">')}${field(c.t(C.email), '<input type="email" autocomplete="email">')}${notes}<button class="btn" type="button">${text(c, W.bookStay)}</button></form>`
    }
    case 'tickets':
      return `<form class="form" action="#">${field(
        c.t(W.ticketType),
        `<select>${options(o.map((x) => `${c.t(x.name)}${x.priceJpy > 0 ? ` — ${yen(x.priceJpy)}` : ''}`))}</select>`,
      )}<div class="row">${field(c.t(W.sessionDate), `<select>${options(DATES.slice(0, 3).reverse())}</select>`)}${field(
        c.t(W.quantity),
        `<select>${options(['1', '2', '3', '4', '5', '6'])}</select>`,
      )}</div>${field(c.t(C.name), '<input autocomplete="name">')}${field(c.t(C.email), '<input type="email" autocomplete="email">')}<button class="btn" type="button">${text(c, W.buyTickets)}</button></form>`
    default:
      return `<form class="form" action="#"><p>${c.t(C.bookLead)}</p>${field(
        c.t(C.service),
        `<select>${options(o.map((x) => `${c.t(x.name)}${x.priceJpy > 0 ? ` — ${yen(x.priceJpy)}` : ''}`))}</select>`,
      )}<div class="row">${field(c.t(C.date), '<input type="date" value="2026-12-05">')}${field(
        c.t(C.time),
        `<select>${options(['10:00', '11:30', '13:00', '14:30', '16:00', '17:30'])}</select>`,
      )}</div>${contactFields}${notes}<button class="btn" type="button">${c.t(C.book)}</button></form>`
  }
}

/** The side panel of a booking or contact page: the hours that apply, the way to call. */
function visitAside(c: Ctx, page: SitePage): string {
  const facts = businessOfSite(c).facts
  const phone = facts.phone ? `<p>${c.t(C.phone)}: ${escapeHtml(facts.phone)}</p>` : ''
  const email = `<p>${c.t(C.email)}: ${escapeHtml(facts.email)}</p>`
  const medical = c.site.siteType === 'medical'
  const hours = openingHoursOf(c)
  const lodging = page.flavour === 'stay' ? LODGINGS[c.site.industry] : undefined
  const place =
    (page.kind === 'contact' || page.flavour === 'tickets') && facts.address
      ? `${page.map ? `<div class="map" role="img" aria-label="${c.t(C.mapLabel)}"><span class="pin"></span></div>` : ''}<h2>${c.t(C.address)}</h2><p>${text(c, facts.address)}${facts.directions ? `<br>${text(c, facts.directions)}` : ''}</p>`
      : ''
  const when = medical
    ? consultationTable(c, 2)
    : lodging
      ? `<h2>${text(c, W.checkIn)} / ${text(c, W.checkOut)}</h2><p>${lodging.checkIn} / ${lodging.checkOut}</p>`
      : hours
        ? `<h2>${text(c, hoursLabel(c.site.industry))}</h2><p>${text(c, hours)}</p>`
        : ''
  const extra = page.flavour === 'table' ? `<p>${text(c, W.largeParties)}</p>` : ''
  return `<div class="hours">${place}${when}${phone}${email}${extra}</div>`
}

// ---------------------------------------------------------------- the page

export function pageBody(c: Ctx, page: SitePage): string {
  if (page.kind === 'home') return ''
  if (page.kind === 'case') return casePage(c, page)
  if (page.kind === 'article') return articlePage(c, page)
  const head = `<section class="page-head">${picture(c, 'head-pic', page.slug.length, page.name.en)}<div><p class="eyebrow">${escapeHtml(c.business)}</p><h1>${escapeHtml(c.t(page.name))}</h1><p class="lead">${escapeHtml(c.t(c.content.tagline))}</p></div></section>`
  const facts = businessOfSite(c).facts
  let body = ''
  switch (page.kind) {
    case 'about': {
      const roles = ROLES[c.site.siteType] ?? ROLES.default ?? []
      body = `<section class="band split-text">${picture(c, 'side-pic', 3)}<div><h2>${escapeHtml(c.t(page.name))}</h2><p>${escapeHtml(c.t(c.content.about))}</p><dl class="facts"><div><dt>${c.t(C.founded)}</dt><dd>${1962 + ((c.site.business * 17 + page.slug.length * 7) % 58)}</dd></div>${facts.address ? `<div><dt>${c.t(C.location)}</dt><dd>${text(c, facts.address)}</dd></div>` : ''}${facts.phone ? `<div><dt>${c.t(C.phone)}</dt><dd>${escapeHtml(facts.phone)}</dd></div>` : ''}</dl></div></section>
<section class="band alt"><h2>${c.t(C.values)}</h2><div class="cards three">${VALUES.map((v) => `<article class="card"><h3>${c.t(v.title)}</h3><p>${c.t(v.text)}</p></article>`).join('')}</div></section>
<section class="band"><h2>${c.t(C.people)}</h2><div class="cards three">${roles
        .map(
          (role, i) =>
            `<article class="card person">${picture(c, 'avatar', i + 20)}<h3>${escapeHtml(c.t(PEOPLE[(i + c.site.business) % PEOPLE.length] ?? role))}</h3><p>${escapeHtml(c.t(role))}</p></article>`,
        )
        .join('')}</div></section>`
      break
    }
    case 'offerings':
      body =
        (page.flavour === 'menu' ? menuBody(c) : undefined) ??
        (page.flavour === 'rooms' ? roomsBody(c) : undefined) ??
        (page.flavour === 'courses' ? coursesBody(c) : undefined) ??
        (page.flavour === 'departments' ? departmentsBody(c) : undefined) ??
        (page.flavour === 'features' ? featuresBody(c) : undefined) ??
        genericOfferings(c)
      break
    case 'pricing':
      body = page.flavour === 'compare' ? compareBody(c, page) : planCards(c, page)
      break
    case 'works':
      body = worksGrid(c, page)
      break
    case 'news':
      body = `<section class="band">${
        detailPagesOf(c.pages, page).length > 0 ? articleList(c, page, 5, 2) : newsList(c, page, 5)
      }</section>`
      break
    case 'jobs':
      body = openingsBody(c, page)
      break
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
            `<div class="bar-col"><span>${y.revenue.toLocaleString('en-US')}</span><div class="bar" style="height:${Math.round((y.revenue / max) * 85)}%"></div></div>`,
        )
        .join(
          '',
        )}</div><div class="table-scroll" role="region" aria-label="${c.t(C.revenue)}" tabindex="0"><table class="figures"><thead><tr><th scope="col">${c.t(C.fiscal)}</th>${years.map((y) => `<th scope="col">FY${y.year}</th>`).join('')}</tr></thead><tbody><tr><th scope="row">${c.t(C.revenue)}</th>${years.map((y) => `<td>${y.revenue.toLocaleString('en-US')}</td>`).join('')}</tr><tr><th scope="row">${c.t(C.income)}</th>${years.map((y) => `<td>${y.income.toLocaleString('en-US')}</td>`).join('')}</tr><tr><th scope="row">${c.t(C.margin)}</th>${years.map((y) => `<td>${((y.income / y.revenue) * 100).toFixed(1)}%</td>`).join('')}</tr></tbody></table></div></section>`
      break
    }
    case 'members':
      body = `<section class="band"><h2>${c.t(C.library)}</h2><ul class="docs">${DOCUMENTS.map((doc) => `<li>${escapeHtml(c.t(doc))}</li>`).join('')}</ul></section>
<section class="band alt"><h2>${c.t(C.members)}</h2><p>${c.t(C.membersLead)}</p><form class="form narrow" action="#">${field(c.t(C.password), '<input type="password" autocomplete="off">')}<button class="btn" type="button">${c.t(C.signIn)}</button></form></section>`
      break
    case 'booking':
      body = `<section class="band split-text">${bookingForm(c, page)}${visitAside(c, page)}</section>`
      break
    case 'contact':
      body = `<section class="band split-text"><form class="form" action="#"><p>${c.t(C.contactLead)}</p>${field(c.t(C.name), '<input autocomplete="name">')}${field(c.t(C.email), '<input type="email" autocomplete="email">')}${field(c.t(C.message), '<textarea rows="5"></textarea>')}<button class="btn" type="button">${c.t(C.send)}</button></form>${visitAside(c, page)}</section>`
      break
  }
  return `${head}\n${body}`
}

/** The styles of the page bodies, in the site's scheme. */
export function pageBodyCss(site: TemplateSite): string {
  const d = site.design
  const p = sitePalette(site)
  const dark = relativeLuminance(p.background) < 0.2
  const line = dark ? 'rgba(255,255,255,.16)' : 'rgba(0,0,0,.12)'
  const card =
    d.cards === 'shadow'
      ? `background:${dark ? p.secondary : '#fff'};box-shadow:0 6px 24px rgba(0,0,0,${dark ? '.4' : '.08'})`
      : d.cards === 'border'
        ? `background:${dark ? p.secondary : p.background};border:1px solid ${line}`
        : d.cards === 'lined'
          ? `border-top:2px solid ${p.primary === p.text ? p.accent : p.primary};padding-top:14px`
          : `background:${p.secondary}`
  return `.vh{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.price,.amount{font-weight:700;font-variant-numeric:tabular-nums}
.h3{font-size:1.17rem}
.note-line{font-size:.9rem;max-width:70ch;margin-top:18px}
.news{list-style:none;margin:0;padding:0}
.news li{display:grid;grid-template-columns:8.5em 1fr;gap:2px 18px;padding:16px 0;border-bottom:1px solid var(--line);align-items:baseline}
.news .note{grid-column:2;font-size:.9rem}
.date{font-variant-numeric:tabular-nums;font-size:.9rem}
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
.menu-list .dish{flex:0 1 auto;min-width:0}
.menu-list .dots{flex:1 0 1.5em;border-bottom:2px dotted var(--line)}
.menu-list .price{white-space:nowrap}
.courses{display:grid;gap:32px 56px}
@media(min-width:800px){.courses{grid-template-columns:1fr 1fr}}
.course h2{font-size:1.3rem;border-bottom:2px solid var(--tx);padding-bottom:6px}
.plans{display:grid;gap:24px;grid-template-columns:repeat(auto-fit,minmax(min(230px,100%),1fr))}
.plan{${card};padding:28px;border-radius:var(--r);display:flex;flex-direction:column;align-items:flex-start;gap:4px}
.plan .btn{margin-top:auto}
.plan.featured{outline:3px solid var(--a)}
.badge{display:inline-block;background:var(--a);color:var(--on-a);font-size:.8rem;font-weight:700;padding:2px 10px;border-radius:99px;margin:0 0 8px}
.amount{font-size:1.8rem}
.unit{font-size:.9rem}
.rate{margin:.4em 0 14px}
.table-scroll{overflow-x:auto;max-width:100%;margin-top:8px;position:relative}
.table-scroll:focus-visible{outline:3px solid var(--a);outline-offset:2px}
.compare,.week,.figures{border-collapse:collapse;width:100%;font-variant-numeric:tabular-nums}
.compare{min-width:560px}
.compare th,.compare td{padding:12px 10px;border-bottom:1px solid var(--line);text-align:center;vertical-align:top}
.compare th[scope=row],.compare thead th:first-child{text-align:left;font-weight:600}
.compare .rec{background:var(--bg);font-weight:700}
.rec-mark{display:block;font-size:.75rem;font-weight:700}
.week{max-width:720px;text-align:center}
.week th,.week td{padding:10px 4px;border-bottom:1px solid var(--line)}
.week th[scope=row]{text-align:left;font-weight:600;white-space:nowrap;padding-right:10px}
.week abbr{text-decoration:none}
.hours-range{font-weight:400;font-size:.85rem}
.legend{font-size:.9rem;margin:10px 0 0}
.consultation h2,.consultation h3{margin-bottom:.3em}
.works{display:grid;gap:${d.hero === 'magazine' ? '6px' : '24px'};grid-template-columns:repeat(auto-fill,minmax(min(260px,100%),1fr))}
.works figure{margin:0}.work{height:240px}
.works figcaption{flex-direction:column;gap:0}
.work-grid{list-style:none;margin:0;padding:0;display:grid;gap:32px;grid-template-columns:repeat(auto-fill,minmax(min(300px,100%),1fr))}
.work-card{position:relative}
.work-card .work{margin-bottom:14px}
.work-card h2{font-size:1.25rem;margin:0 0 .2em}
.work-card h2 a{text-decoration:none;display:inline-block;min-height:44px}
.work-card h2 a::after{content:"";position:absolute;inset:0}
.work-card h2 a:focus-visible{outline:none}
.work-card:focus-within{outline:3px solid var(--a);outline-offset:4px}
.work-card p{margin:0;font-size:.95rem}
.work-role{font-size:.9rem}
.case-head{padding-bottom:24px}
.case-head h1{font-size:clamp(1.9rem,5vw,3.2rem);max-width:22ch}
.specs{margin:12px 0;display:grid;gap:8px 24px;grid-template-columns:repeat(auto-fit,minmax(min(140px,100%),1fr))}
.specs div{border-top:1px solid var(--line);padding-top:6px}
.specs dt{font-size:.8rem;font-weight:700}
.specs dd{margin:0}
.specs.wide{max-width:480px}
.case-pics{display:grid;gap:16px;padding-top:0;padding-bottom:0}
@media(min-width:800px){.case-pics{grid-template-columns:2fr 1fr;grid-template-rows:1fr 1fr}.case-main{grid-row:span 2}}
.case-main{min-height:360px}.case-detail{min-height:172px}
.result{font-weight:700}
.result.big{font-size:clamp(1.4rem,3vw,2rem);font-family:inherit;margin:0}
.pager{display:flex;flex-wrap:wrap;gap:12px;justify-content:space-between}
.crumbs ol{list-style:none;margin:0 0 12px;padding:0;display:flex;flex-wrap:wrap;gap:0 8px;font-size:.9rem}
.crumbs li+li::before{content:"/";margin-right:8px}
.crumbs a{display:inline-flex;align-items:center;min-height:44px}
.crumbs [aria-current]{display:inline-flex;align-items:center;min-height:44px}
.stories{list-style:none;margin:0;padding:0;display:grid;gap:32px}
.story{display:grid;gap:16px 28px;border-bottom:1px solid var(--line);padding-bottom:28px}
@media(min-width:800px){.story{grid-template-columns:minmax(220px,1fr) 2fr}}
.story-pic{min-height:180px}
.story h2,.story h3{font-size:1.35rem;margin:0 0 .3em}
.story h2 a,.story h3 a{text-decoration:none;display:inline-block;min-height:44px}
.story h2 a:hover,.story h3 a:hover{text-decoration:underline}
.story p{margin:.2em 0}
.byline{font-size:.9rem}
.author{font-weight:700}
.article{max-width:820px;margin:0 auto}
.article h1{font-size:clamp(1.9rem,5vw,3rem)}
.article-pic{min-height:320px;margin:24px 0}
.prose p{font-size:1.08rem;max-width:66ch}
.related-list{list-style:none;margin:0 0 24px;padding:0;display:grid;gap:16px}
.related-list li{display:grid;grid-template-columns:96px 1fr;gap:14px;align-items:center}
.related-list .mini{height:72px}
.related-list a{display:block;font-weight:700;min-height:44px;padding-top:8px}
.related-list time{font-size:.85rem}
.rooms{list-style:none;margin:0;padding:0;display:grid;gap:40px}
.room{display:grid;gap:20px 36px;align-items:start}
@media(min-width:800px){.room{grid-template-columns:1.1fr 1fr}}
.room-pic{min-height:260px}
.room h2{font-size:1.5rem;margin:0}
.feature-grid{display:grid;gap:28px;grid-template-columns:repeat(auto-fill,minmax(min(220px,100%),1fr))}
.feature .icon{width:56px;height:56px;border-radius:14px;margin-bottom:14px}
.platform{list-style:none;margin:0 0 24px;padding:0;display:grid;gap:18px 32px;grid-template-columns:repeat(auto-fill,minmax(min(260px,100%),1fr))}
.platform li{display:grid;gap:2px;border-top:1px solid var(--line);padding-top:10px}
.course-list{list-style:none;margin:0;padding:0;display:grid;gap:24px;grid-template-columns:repeat(auto-fill,minmax(min(300px,100%),1fr))}
.course-card{display:flex;flex-direction:column;align-items:flex-start}
.course-card .btn{margin-top:auto}
.course-card .thumb{width:100%}
.jobs{list-style:none;margin:0;padding:0;display:grid;gap:16px}
.job{${card};padding:22px;border-radius:var(--r)}
.job p{margin:.4em 0 14px;font-size:.95rem}
.count{font-size:.9rem;font-weight:400;white-space:nowrap}
.chart{display:flex;align-items:flex-end;gap:16px;height:220px;border-bottom:2px solid var(--tx);margin:28px 0 24px;max-width:640px}
.bar-col{flex:1;height:100%;display:flex;flex-direction:column;justify-content:flex-end;min-width:0}
.bar-col span{text-align:center;font-size:.8rem}
.bar{background:var(--a);border-radius:var(--r) var(--r) 0 0}
.figures{font-size:.95rem;min-width:480px}
.figures th,.figures td{border-bottom:1px solid var(--line);padding:10px;text-align:right}
.figures th:first-child{text-align:left}
.docs{padding-left:1.2em}
.form{display:grid;gap:16px;max-width:560px;min-width:0}
.form.narrow{max-width:360px}
.field{display:grid;gap:6px;font-size:.9rem;min-width:0}
.row{display:grid;grid-template-columns:1fr 1fr;gap:16px}
input,select,textarea{font:inherit;min-height:44px;padding:10px 12px;border:1px solid ${dark ? 'rgba(255,255,255,.5)' : 'rgba(0,0,0,.45)'};border-radius:calc(var(--r) / 2);background:${dark ? p.secondary : '#fff'};color:${dark ? p.text : '#111'};width:100%;max-width:100%;min-width:0}
.btn{min-height:44px}
.hours{${card};padding:24px;border-radius:var(--r);align-self:start;min-width:0}
.map{height:220px;border-radius:var(--r);margin-bottom:18px;position:relative;background:linear-gradient(90deg,transparent 47%,#fff 47% 50%,transparent 50%),linear-gradient(0deg,transparent 58%,#fff 58% 61%,transparent 61%),linear-gradient(35deg,transparent 30%,#ffffffaa 30% 32%,transparent 32%),#dfe7d8}
.pin{position:absolute;left:calc(48.5% - 10px);top:calc(40% - 26px);width:22px;height:22px;background:var(--a);border-radius:50% 50% 50% 0;transform:rotate(-45deg);border:3px solid #fff}
@media(max-width:600px){.row{grid-template-columns:1fr}.news li{grid-template-columns:1fr}.news .note{grid-column:1}.amount{font-size:1.5rem}}`
}
