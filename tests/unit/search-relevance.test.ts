// The relevance set (issue 12): queries people type in English and Japanese, each with the
// taxonomy it should find. A query passes when it finds every template of that taxonomy and its
// first results (up to 10) all belong to it. At least 95 % must pass; the figure is printed.
import { describe, expect, it } from 'vitest'
import type { SearchConcept } from '#catalogue/search-synonyms'
import { matchedCatalogue } from '../support/generated-catalogue'

type Case = {
  query: string
  /** The template belongs to one of these … */
  any: SearchConcept[]
  /** … and to all of these. */
  all?: SearchConcept[]
}

const RESTAURANT: SearchConcept[] = ['siteType:restaurant', 'industry:restaurant']
const REAL_ESTATE: SearchConcept[] = ['siteType:real-estate', 'industry:real-estate']
const FITNESS: SearchConcept[] = ['siteType:fitness', 'industry:fitness']
// The Travel site type is 旅行・観光 (travel and tourism) in the catalogue.
const TRAVEL: SearchConcept[] = ['siteType:travel', 'industry:travel', 'industry:tourism']
// The catalogue tags ryokan and guesthouses HOTEL, and barbers HAIR_SALON (server/template-words).
const HOTELS: SearchConcept[] = ['industry:hotel', 'industry:ryokan', 'industry:guesthouse']
const HAIR_SALONS: SearchConcept[] = ['industry:hair-salon', 'industry:barber']

export const RELEVANCE_SET: Case[] = [
  { query: 'restaurant', any: RESTAURANT },
  { query: 'restaurants', any: RESTAURANT },
  { query: 'resturant', any: RESTAURANT },
  { query: 'resta', any: RESTAURANT },
  { query: 'レストラン', any: RESTAURANT },
  { query: '飲食店', any: RESTAURANT },
  { query: 'café', any: ['industry:cafe'] },
  { query: 'coffee shop', any: ['industry:cafe'] },
  { query: 'カフェ', any: ['industry:cafe'] },
  { query: 'かふぇ', any: ['industry:cafe'] },
  { query: '喫茶店', any: ['industry:cafe'] },
  { query: 'dentist', any: ['industry:dental'] },
  { query: 'dentis', any: ['industry:dental'] },
  { query: '歯医者', any: ['industry:dental'] },
  { query: 'lawyer', any: ['industry:law-firm'] },
  { query: '弁護士', any: ['industry:law-firm'] },
  { query: 'gym', any: FITNESS },
  { query: 'ジム', any: FITNESS },
  { query: 'yoga', any: FITNESS },
  { query: '美容室', any: ['industry:hair-salon'] },
  { query: 'hair salons', any: ['industry:hair-salon'] },
  { query: '求人', any: ['siteType:careers'] },
  { query: 'jobs', any: ['siteType:careers'] },
  { query: 'recruitment', any: ['siteType:careers'] },
  { query: '結婚式', any: ['industry:wedding'] },
  { query: 'weddings', any: ['industry:wedding'] },
  { query: 'weding', any: ['industry:wedding'] },
  { query: 'bridal', any: ['industry:wedding'] },
  { query: 'hotels', any: HOTELS },
  { query: '旅館', any: ['industry:ryokan'] },
  { query: 'real estate', any: REAL_ESTATE },
  { query: '不動産屋', any: REAL_ESTATE },
  { query: 'bakery', any: ['industry:sweets-bakery'] },
  { query: 'パン屋', any: ['industry:sweets-bakery'] },
  { query: 'photographer', any: ['industry:photographer'] },
  { query: 'photgrapher', any: ['industry:photographer'] },
  { query: 'カメラマン', any: ['industry:photographer'] },
  { query: 'landing page', any: ['siteType:lp'] },
  { query: 'ランディングページ', any: ['siteType:lp'] },
  { query: 'portfolio', any: ['siteType:portfolio'] },
  { query: 'ポートフォリオ', any: ['siteType:portfolio'] },
  { query: 'accountant', any: ['industry:accounting'] },
  { query: '税理士', any: ['industry:accounting'] },
  { query: '塾', any: ['industry:cram-school'] },
  { query: 'tutoring', any: ['industry:cram-school'] },
  { query: 'nail salon', any: ['industry:nail-salon'] },
  { query: 'ネイル', any: ['industry:nail-salon'] },
  { query: 'izakaya', any: ['industry:izakaya'] },
  { query: '居酒屋', any: ['industry:izakaya'] },
  { query: 'hospital', any: ['industry:hospital'] },
  { query: '病院', any: ['industry:hospital'] },
  { query: 'travel', any: TRAVEL },
  { query: '旅行', any: TRAVEL },
  { query: 'natural cafe', any: ['industry:cafe'], all: ['style:natural'] },
  { query: 'ナチュラルなカフェ', any: ['industry:cafe'], all: ['style:natural'] },
  { query: 'simple portfolio', any: ['siteType:portfolio'], all: ['style:minimal'] },
  { query: 'booking', any: ['feature:reservation'] },
  { query: '予約', any: ['feature:reservation'] },
  { query: 'elegant hotel', any: HOTELS, all: ['style:elegant'] },
  { query: 'かわいい 美容室', any: HAIR_SALONS, all: ['style:cute'] },
]

const catalogue = matchedCatalogue(2_000)

function belongs(i: number, c: Case): boolean {
  const t = catalogue.templates[i]
  if (!t) return false
  const has = (concept: SearchConcept) => {
    const [kind, slug = ''] = concept.split(':')
    if (kind === 'siteType') return t.site_type === slug
    if (kind === 'industry') return t.industry === slug
    if (kind === 'style') return t.styleTagList.includes(slug as never)
    return t.featureTagList.includes(slug as never)
  }
  return c.any.some(has) && (c.all ?? []).every(has)
}

/** Why a query fails, or undefined when it passes. */
function verdict(c: Case): string | undefined {
  const found = catalogue.find(c.query)
  const foundSet = new Set(found)
  const expected = catalogue.templates.flatMap((_, i) => (belongs(i, c) ? [i] : []))
  if (expected.length === 0) return 'the catalogue has no such template'
  const missed = expected.filter((i) => !foundSet.has(i))
  if (missed.length > 0) return `missed ${missed.length} of ${expected.length}`
  const top = found.slice(0, Math.min(10, expected.length))
  const stray = top.filter((i) => !belongs(i, c))
  if (stray.length > 0) {
    const t = catalogue.templates[stray[0] as number]
    return `${stray.length} of the first ${top.length} do not belong (e.g. ${t?.title_en})`
  }
  return undefined
}

describe('relevance set', () => {
  it('has at least 40 queries in English and Japanese', () => {
    const japanese = RELEVANCE_SET.filter((c) => /[\u3040-\u30ff\u4e00-\u9fff]/.test(c.query))
    expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(40)
    expect(japanese.length).toBeGreaterThanOrEqual(15)
    expect(RELEVANCE_SET.length - japanese.length).toBeGreaterThanOrEqual(15)
  })

  it('passes at least 95 %', () => {
    const failures = RELEVANCE_SET.flatMap((c) => {
      const why = verdict(c)
      return why ? [`${c.query}: ${why}`] : []
    })
    const passed = RELEVANCE_SET.length - failures.length
    const share = (100 * passed) / RELEVANCE_SET.length
    console.log(
      `relevance set: ${passed}/${RELEVANCE_SET.length} queries pass (${share.toFixed(1)} %)` +
        (failures.length > 0 ? `\n  ${failures.join('\n  ')}` : ''),
    )
    expect(share).toBeGreaterThanOrEqual(95)
  })
})
