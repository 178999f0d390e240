// The bodies of a template site's pages other than home, by page kind, and their styles.
import type { SitePage } from '../../catalogue/template-pages'
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
import type { Offering } from './industry-content'
import {
  actionPage,
  field,
  luminance,
  pageWith,
  sitePalette,
  yen,
  type Ctx,
  type TemplateSite,
} from './render-context'
import { escapeHtml } from '../pages/account-html'

export function offeringCard(c: Ctx, o: Offering, n: number): string {
  return `<article class="card">${c.pic(n, 'thumb')}<h3>${c.t(o.name)}</h3><p>${c.t(o.text)}</p>${
    o.priceJpy > 0 ? `<p class="price">${yen(o.priceJpy)}</p>` : ''
  }</article>`
}

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

export function newsList(c: Ctx, page: SitePage, count: number): string {
  return `<ul class="news">${newsItems(c, page)
    .slice(0, count)
    .map(
      (item, i) =>
        `<li>${page.flavour === 'articles' ? c.pic(i + 7, 'mini') : ''}<span class="date">${escapeHtml(item.date)}</span><a href="${c.href(page)}">${escapeHtml(item.title)}</a><span class="note">${escapeHtml(item.text)}</span></li>`,
    )
    .join('')}</ul>`
}

export function pageBody(c: Ctx, page: SitePage): string {
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
      return ''
  }
  return `${head}\n${body}`
}

/** The styles of the page bodies, in the site's scheme. */
export function pageBodyCss(site: TemplateSite): string {
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
  return `.price,.amount{font-weight:700;color:var(--a)}
.news{list-style:none;margin:0;padding:0}
.news li{display:grid;grid-template-columns:8.5em 1fr;gap:2px 18px;padding:16px 0;border-bottom:1px solid var(--line);align-items:baseline}
.news li .mini{display:none}
.news a{font-weight:700;text-decoration:none}
.news .note{grid-column:2;font-size:.9rem;opacity:.75}
.date{font-variant-numeric:tabular-nums;opacity:.75;font-size:.9rem}
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
.pin{position:absolute;left:calc(48.5% - 10px);top:calc(40% - 26px);width:22px;height:22px;background:var(--a);border-radius:50% 50% 50% 0;transform:rotate(-45deg);border:3px solid #fff}`
}
