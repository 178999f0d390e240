// Every template site is its own sample business: the industry's three businesses, each with its
// own headline, lead, offerings (own order, own prices) and the facts such a business really has.
// What a business has is decided once per business in business-profiles.ts (a café has hours and
// an address, a SaaS only an e-mail); the site type then takes away what its pages do not show
// (a news site shows no street address; a careers or IR site no opening hours).
import type { Phrase } from '../template-words'
import { BUSINESS_PROFILES, type BusinessProfile } from './business-profiles'
import { HOURS_LABELS } from './copy'
import { INDUSTRY_CONTENT, type Offering } from './industry-content'

export type BusinessFacts = {
  /** Opening or consultation hours, only for a business people visit at set times. */
  hours?: Phrase
  /** Street address, only for a business with premises people come to. */
  address?: Phrase
  /** How to get there ("4 minutes' walk from Ebisu Station, west exit"), only with an address. */
  directions?: Phrase
  /** Phone, only where a customer would ring (shops, clinics, salons, offices, schools…). */
  phone?: string
  /** Every business has an e-mail. */
  email: string
}

export type SiteBusiness = {
  name: Phrase
  /** The hero headline: unique across all businesses, in both languages. */
  tagline: Phrase
  /** The lead paragraph under it / the about text: unique, 1–3 sentences. */
  lead: Phrase
  facts: BusinessFacts
  /** The industry's offerings in this business's own order and at its own prices. */
  offerings: Offering[]
}

/** Site types that are publications read online: nobody visits or rings them. */
const ONLINE_SITE_TYPES: ReadonlySet<string> = new Set(['media', 'news'])
/** Site types written for applicants or investors: where the office is, not when it opens. */
const NO_HOURS_SITE_TYPES: ReadonlySet<string> = new Set(['careers', 'ir'])

const FALLBACK_INDUSTRY = 'business'

const phrase = (text: string | undefined, what: string): Phrase => {
  const [en = '', ja = ''] = (text ?? '').split('|')
  if (!en.trim() || !ja.trim()) throw new Error(`Sample business without ${what} in both languages`)
  return { en, ja }
}

// Area codes by the start of the Japanese address, longest first so a town beats its prefecture.
const AREA_CODES: [prefix: string, code: string][] = (
  [
    ['東京都', '03'],
    ['大阪府大阪市', '06'],
    ['大阪府東大阪市', '06'],
    ['京都府京都市', '075'],
    ['福岡県福岡市', '092'],
    ['福岡県糸島市', '092'],
    ['福岡県北九州市', '093'],
    ['北海道札幌市', '011'],
    ['北海道函館市', '0138'],
    ['北海道旭川市', '0166'],
    ['北海道小樽市', '0134'],
    ['神奈川県横浜市', '045'],
    ['神奈川県鎌倉市', '0467'],
    ['神奈川県足柄下郡箱根町', '0460'],
    ['神奈川県三浦郡葉山町', '046'],
    ['愛知県名古屋市', '052'],
    ['愛知県刈谷市', '0566'],
    ['石川県金沢市', '076'],
    ['富山県富山市', '076'],
    ['兵庫県神戸市', '078'],
    ['宮城県仙台市', '022'],
    ['広島県広島市', '082'],
    ['広島県尾道市', '0848'],
    ['沖縄県那覇市', '098'],
    ['岐阜県下呂市', '0576'],
    ['岐阜県高山市', '0577'],
    ['岐阜県郡上市', '0575'],
    ['滋賀県大津市', '077'],
    ['静岡県浜松市', '053'],
    ['静岡県静岡市', '054'],
    ['新潟県新潟市', '025'],
    ['新潟県燕市', '0256'],
    ['熊本県熊本市', '096'],
    ['鹿児島県鹿児島市', '099'],
    ['長崎県長崎市', '095'],
    ['山梨県南都留郡富士河口湖町', '0555'],
    ['香川県高松市', '087'],
    ['香川県小豆郡小豆島町', '0879'],
    ['岡山県岡山市', '086'],
    ['長野県松本市', '0263'],
    ['長野県安曇野市', '0263'],
    ['長野県北佐久郡軽井沢町', '0267'],
    ['奈良県奈良市', '0742'],
    ['愛媛県松山市', '089'],
    ['青森県青森市', '017'],
    ['群馬県桐生市', '0277'],
    ['埼玉県川口市', '048'],
    ['岩手県盛岡市', '019'],
    ['宮崎県宮崎市', '0985'],
    ['徳島県徳島市', '088'],
    ['茨城県鉾田市', '0291'],
    ['佐賀県鳥栖市', '0942'],
  ] as [string, string][]
).sort((a, b) => b[0].length - a[0].length)

/** A phone in the address's own area code; `ordinal` (the business's place among all) keeps
 * every number distinct. The 555 exchange marks them as samples. */
function phoneFor(addressJa: string, ordinal: number): string {
  const code = AREA_CODES.find(([prefix]) => addressJa.startsWith(prefix))?.[1]
  if (!code) throw new Error(`No area code for ${addressJa}`)
  const line = String(1000 + ((ordinal * 337 + 142) % 9000))
  const exchange = code.length === 2 ? '5555' : code.length === 3 ? '555' : '55'
  return `${code}-${exchange}-${line}`
}

function factsOf(profile: BusinessProfile, ordinal: number): BusinessFacts {
  const facts: BusinessFacts = { email: profile.mail }
  if (profile.hours) facts.hours = phrase(profile.hours, 'hours')
  if (profile.at) {
    const [addressEn, addressJa, directionsEn, directionsJa] = profile.at.split('|')
    facts.address = phrase(`${addressEn}|${addressJa}`, 'an address')
    facts.directions = phrase(`${directionsEn}|${directionsJa}`, 'directions')
    if (!profile.noPhone) facts.phone = phoneFor(facts.address.ja, ordinal)
  }
  return facts
}

/** What a site of `siteType` shows of a business's facts. */
function factsForSiteType(facts: BusinessFacts, siteType: string): BusinessFacts {
  if (ONLINE_SITE_TYPES.has(siteType)) return { email: facts.email }
  if (NO_HOURS_SITE_TYPES.has(siteType)) {
    const { hours: _hours, ...rest } = facts
    return rest
  }
  return facts
}

// ¥10 steps below ¥1,000, ¥100 above, ¥1,000 from ¥100,000 (an implant is ¥312,000, not ¥311,600).
const roundPrice = (price: number) => {
  const step = price < 1000 ? 10 : price < 100_000 ? 100 : 1000
  return Math.max(step, Math.round(price / step) * step)
}

/** Business 0 sells at the industry's prices; 1 a little dearer, 2 a little cheaper, by a step
 * that differs between industries. */
function priceFactors(industry: string): [number, number, number] {
  const seed = [...industry].reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) % 1009, 7)
  return [1, 1.08 + (seed % 7) * 0.03, 0.94 - (seed % 5) * 0.03]
}

function offeringsOf(industry: string, offerings: Offering[], index: number): Offering[] {
  const factor = priceFactors(industry)[index] ?? 1
  const turned = [...offerings.slice(index), ...offerings.slice(0, index)]
  return turned.map((o) => ({
    ...o,
    priceJpy: o.priceJpy === 0 || index === 0 ? o.priceJpy : roundPrice(o.priceJpy * factor),
  }))
}

type Built = { business: SiteBusiness; industry: string; index: number }

let built: Map<string, Built> | undefined

function buildAll(): Map<string, Built> {
  const out = new Map<string, Built>()
  Object.entries(INDUSTRY_CONTENT).forEach(([industry, content], industryOrdinal) => {
    const profiles = BUSINESS_PROFILES[industry]
    if (!profiles) throw new Error(`No sample businesses for ${industry}`)
    profiles.forEach((profile, index) => {
      const name = content.businesses[index]
      if (!name) throw new Error(`${industry} has no business ${index}`)
      out.set(`${industry}/${index}`, {
        industry,
        index,
        business: {
          name,
          tagline: index === 0 ? content.tagline : phrase(profile.tagline, 'a tagline'),
          lead: index === 0 ? content.about : phrase(profile.lead, 'a lead'),
          facts: factsOf(profile, industryOrdinal * 3 + index),
          offerings: offeringsOf(industry, content.offerings, index),
        },
      })
    })
  })
  return out
}

const allBuilt = () => (built ??= buildAll())

/** The `index`-th (0, 1 or 2) sample business of an industry, shown as a site of `siteType`. */
export function siteBusiness(industry: string, siteType: string, index: number): SiteBusiness {
  const all = allBuilt()
  const slot = ((index % 3) + 3) % 3
  const found = all.get(`${industry}/${slot}`) ?? all.get(`${FALLBACK_INDUSTRY}/${slot}`)
  if (!found) throw new Error(`No sample business for ${industry}`)
  const { business } = found
  return { ...business, facts: factsForSiteType(business.facts, siteType) }
}

/** Every industry × index 0..2, for tests. */
export function allSiteBusinesses(): { industry: string; index: number; business: SiteBusiness }[] {
  return [...allBuilt().values()]
}

/** What a business's hours are called: consultation hours for a clinic, check-in for a hotel,
 * dates for a festival, opening hours for everyone else. */
export function hoursLabel(industry: string): Phrase {
  return HOURS_LABELS[industry] ?? HOURS_LABELS.default ?? { en: 'Hours', ja: '営業時間' }
}
