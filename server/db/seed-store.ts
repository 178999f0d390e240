// Deterministic store seed: catalogue tables, designers, templates, tier prices and a few likes.
// Everything comes from a seeded PRNG and fixed dates, so two seeds of the same size are equal
// row for row (tests and screenshots rely on it).
import type { Insertable, Kysely } from 'kysely'
import type { TemplateCategory, Tier } from '../../catalogue/enums'
import { TIERS } from '../../catalogue/enums'
import { INDUSTRIES, INDUSTRY_GROUPS, groupOfIndustry } from '../../catalogue/industries'
import { SITE_TYPES, SITE_TYPE_GROUPS, groupOfSiteType } from '../../catalogue/site-types'
import {
  FEATURE_TAGS,
  STYLE_TAGS,
  type FeatureTagSlug,
  type StyleTagSlug,
} from '../../catalogue/tags'
import {
  INDUSTRY_TAGS,
  SITE_TYPE_WORDS,
  STYLE_WORDS,
  TEMPLATE_NAMES,
  TEMPLATE_NAMES_JA,
  WIREFRAME_PALETTE,
  type Palette,
} from '../template-words'
import type { Database } from './schema'
import type { SiteTypesTable, TemplatesTable } from './schema-store'

export const DEFAULT_TEMPLATE_COUNT = 144

/** "Today" of the seed: published dates fall in the two years before it. */
const SEED_NOW = Date.parse('2026-11-01T00:00:00.000Z')
const DAY = 24 * 60 * 60 * 1000

/** Tier prices in realistic steps: yen and US cents (spec §3 StorePrice). */
export const TIER_PRICES: { tier: Tier; priceJpy: number; priceUsdCents: number }[] = [
  { tier: 'TIER_0', priceJpy: 0, priceUsdCents: 0 },
  { tier: 'TIER_1', priceJpy: 1480, priceUsdCents: 999 },
  { tier: 'TIER_2', priceJpy: 2980, priceUsdCents: 1999 },
  { tier: 'TIER_3', priceJpy: 4980, priceUsdCents: 3499 },
  { tier: 'TIER_4', priceJpy: 6980, priceUsdCents: 4999 },
  { tier: 'TIER_5', priceJpy: 9800, priceUsdCents: 6900 },
  { tier: 'TIER_6', priceJpy: 12800, priceUsdCents: 8900 },
  { tier: 'TIER_7', priceJpy: 16800, priceUsdCents: 11900 },
  { tier: 'TIER_8', priceJpy: 19800, priceUsdCents: 13900 },
  { tier: 'TIER_9', priceJpy: 29800, priceUsdCents: 20900 },
  { tier: 'TIER_10', priceJpy: 49800, priceUsdCents: 34900 },
]

type DesignerSeed = {
  id: string
  nameEn: string
  nameJa: string
  country: string
  cityEn: string
  cityJa: string
  focusEn: string
  focusJa: string
  /** How well this designer's templates sell, 0..1. */
  craft: number
}

export const DESIGNERS: DesignerSeed[] = [
  {
    id: 'aoi-studio',
    nameEn: 'Aoi Studio',
    nameJa: 'アオイスタジオ',
    country: 'JP',
    cityEn: 'Tokyo',
    cityJa: '東京',
    focusEn: 'corporate and recruitment sites',
    focusJa: 'コーポレートサイトや採用サイト',
    craft: 0.9,
  },
  {
    id: 'kenta-mori',
    nameEn: 'Kenta Mori',
    nameJa: '森 健太',
    country: 'JP',
    cityEn: 'Osaka',
    cityJa: '大阪',
    focusEn: 'restaurants and cafés',
    focusJa: '飲食店やカフェ',
    craft: 0.7,
  },
  {
    id: 'hanami-design',
    nameEn: 'Hanami Design',
    nameJa: 'ハナミデザイン',
    country: 'JP',
    cityEn: 'Kyoto',
    cityJa: '京都',
    focusEn: 'salons, clinics and wellness brands',
    focusJa: 'サロンやクリニック、ウェルネスブランド',
    craft: 0.8,
  },
  {
    id: 'northwind-creative',
    nameEn: 'Northwind Creative',
    nameJa: 'ノースウィンド・クリエイティブ',
    country: 'CA',
    cityEn: 'Vancouver',
    cityJa: 'バンクーバー',
    focusEn: 'landing pages for software start-ups',
    focusJa: 'ソフトウェア系スタートアップのランディングページ',
    craft: 0.85,
  },
  {
    id: 'sora-tanaka',
    nameEn: 'Sora Tanaka',
    nameJa: '田中 空',
    country: 'JP',
    cityEn: 'Fukuoka',
    cityJa: '福岡',
    focusEn: 'portfolios for photographers and illustrators',
    focusJa: '写真家やイラストレーターのポートフォリオ',
    craft: 0.6,
  },
  {
    id: 'lumen-and-co',
    nameEn: 'Lumen & Co.',
    nameJa: 'ルーメン・アンド・コー',
    country: 'GB',
    cityEn: 'London',
    cityJa: 'ロンドン',
    focusEn: 'editorial media and news sites',
    focusJa: '編集型メディアやニュースサイト',
    craft: 0.75,
  },
  {
    id: 'yuki-nakamura',
    nameEn: 'Yuki Nakamura',
    nameJa: '中村 有希',
    country: 'JP',
    cityEn: 'Sapporo',
    cityJa: '札幌',
    focusEn: 'schools and education services',
    focusJa: '学校や教育サービス',
    craft: 0.55,
  },
  {
    id: 'pixel-harbor',
    nameEn: 'Pixel Harbor',
    nameJa: 'ピクセルハーバー',
    country: 'US',
    cityEn: 'Seattle',
    cityJa: 'シアトル',
    focusEn: 'event and campaign pages',
    focusJa: 'イベントやキャンペーンのページ',
    craft: 0.65,
  },
  {
    id: 'mina-park',
    nameEn: 'Mina Park',
    nameJa: 'ミナ・パーク',
    country: 'KR',
    cityEn: 'Seoul',
    cityJa: 'ソウル',
    focusEn: 'fashion and beauty brands',
    focusJa: 'ファッションやビューティーブランド',
    craft: 0.8,
  },
  {
    id: 'kazeori-works',
    nameEn: 'Kazeori Works',
    nameJa: '風織ワークス',
    country: 'JP',
    cityEn: 'Kanazawa',
    cityJa: '金沢',
    focusEn: 'inns, shrines and cultural venues',
    focusJa: '旅館や神社、文化施設',
    craft: 0.7,
  },
  {
    id: 'atelier-verde',
    nameEn: 'Atelier Verde',
    nameJa: 'アトリエ・ヴェルデ',
    country: 'IT',
    cityEn: 'Milan',
    cityJa: 'ミラノ',
    focusEn: 'architecture and interior studios',
    focusJa: '建築事務所やインテリアスタジオ',
    craft: 0.6,
  },
  {
    id: 'riku-sato',
    nameEn: 'Riku Sato',
    nameJa: '佐藤 陸',
    country: 'JP',
    cityEn: 'Nagoya',
    cityJa: '名古屋',
    focusEn: 'manufacturers and logistics companies',
    focusJa: 'メーカーや物流企業',
    craft: 0.5,
  },
  {
    id: 'blue-lantern-studio',
    nameEn: 'Blue Lantern Studio',
    nameJa: 'ブルーランタン・スタジオ',
    country: 'JP',
    cityEn: 'Yokohama',
    cityJa: '横浜',
    focusEn: 'musicians, games and entertainment',
    focusJa: 'ミュージシャンやゲーム、エンターテインメント',
    craft: 0.75,
  },
  {
    id: 'emma-laurent',
    nameEn: 'Emma Laurent',
    nameJa: 'エマ・ローラン',
    country: 'FR',
    cityEn: 'Lyon',
    cityJa: 'リヨン',
    focusEn: 'law firms and consultancies',
    focusJa: '法律事務所やコンサルティング会社',
    craft: 0.65,
  },
]

/** mulberry32: tiny, fast and good enough for reproducible test data. */
export function createRandom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items]
    const out: T[] = []
    while (out.length < count && pool.length > 0)
      out.push(pool.splice(Math.floor(next() * pool.length), 1)[0] as T)
    return out
  }
  return { next, int, pick, sample }
}

const CATEGORY_BY_INDUSTRY_GROUP: Record<string, TemplateCategory> = {
  BEAUTY_CLINIC: 'WELLNESS_AND_BEAUTY',
  MEDICAL_HEALTH: 'MEDICAL',
  EDUCATION: 'EDUCATION',
  ARCHITECTURE_CONSTRUCTION: 'BUSINESS',
  TOURISM_CULTURE: 'TRAVEL',
  FOOD_BEVERAGE: 'FOOD_AND_DRINK',
  BUSINESS_PROFESSIONAL: 'BUSINESS',
  CREATOR: 'CREATIVE',
  INDUSTRY_LOGISTICS: 'BUSINESS',
  ENTERTAINMENT_MEDIA: 'ENTERTAINMENT',
}

function categoryFor(
  industrySlug: string,
  industryGroupKey: string,
  siteTypeSlug: string,
): TemplateCategory {
  if (industrySlug === 'startup' || industrySlug === 'online-learning') return 'SOFTWARE'
  if (industrySlug === 'sports' || industrySlug === 'fitness') return 'SPORTS'
  if (industrySlug === 'news' || siteTypeSlug === 'media' || siteTypeSlug === 'news')
    return 'BLOG_AND_MEDIA'
  if (siteTypeSlug.endsWith('-other') && industrySlug === 'store') return 'OTHERS'
  return CATEGORY_BY_INDUSTRY_GROUP[industryGroupKey] ?? 'OTHERS'
}

/** Every 16th template is a bare wireframe (free, grey) for building from scratch. */
const isWireframeIndex = (index: number) => index % 16 === 7

function tierFor(index: number, random: ReturnType<typeof createRandom>): Tier {
  // The first 11 templates walk every tier so small seeds still cover them all.
  if (index < TIERS.length) return TIERS[index] as Tier
  if (random.next() < 0.25) return 'TIER_0'
  // Cheaper tiers are more common, as in a real store.
  const weights = [18, 16, 14, 12, 10, 8, 7, 6, 5, 4]
  let roll = random.next() * weights.reduce((a, b) => a + b, 0)
  for (let t = 0; t < weights.length; t++) {
    roll -= weights[t] as number
    if (roll < 0) return TIERS[t + 1] as Tier
  }
  return 'TIER_10'
}

const iso = (ms: number) => new Date(ms).toISOString()

/** Lowercased, width-normalised text: full-width "ＣＡＦＥ" finds "cafe". */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFKC').toLowerCase()
}

export type GeneratedTemplate = Insertable<TemplatesTable> & {
  /** Likes before any like row: the seed's starting count (template_like_counts, stripe 0). */
  countLikes: number
  templateTagList: string[]
  styleTagList: StyleTagSlug[]
  featureTagList: FeatureTagSlug[]
}

/** The templates of a seed of `count`, fully determined by `count`. */
export function generateTemplates(count: number): GeneratedTemplate[] {
  const random = createRandom(20_240_401)
  const ids = new Set<string>()
  const templates: GeneratedTemplate[] = []
  const designerById = new Map(DESIGNERS.map((d) => [d.id, d]))

  for (let index = 0; index < count; index++) {
    let id: string
    do {
      id = Array.from(
        { length: 10 },
        () => 'abcdefghijklmnopqrstuvwxyz0123456789'[random.int(0, 35)],
      ).join('')
    } while (ids.has(id))
    ids.add(id)

    // Rotations first, so every site type and every industry has templates even in small seeds.
    const siteType = SITE_TYPES[index % SITE_TYPES.length] ?? SITE_TYPES[0]
    const industry =
      index < INDUSTRIES.length ? (INDUSTRIES[index] ?? INDUSTRIES[0]) : random.pick(INDUSTRIES)
    const siteGroup = groupOfSiteType(siteType)
    const industryGroup = groupOfIndustry(industry)
    const words = SITE_TYPE_WORDS[siteType.slug]
    if (!words) throw new Error(`No seed words for site type ${siteType.slug}`)

    const wireframe = isWireframeIndex(index)
    const styles = wireframe
      ? (['minimal'] as StyleTagSlug[])
      : random.sample(
          STYLE_TAGS.map((t) => t.slug),
          random.int(1, 3),
        )
    const mainStyle = styles[0] ?? 'clean'
    const features = [
      ...new Set<FeatureTagSlug>([
        ...random.sample(words.features, random.int(1, words.features.length)),
        ...random.sample(
          FEATURE_TAGS.map((t) => t.slug),
          random.int(0, 2),
        ),
      ]),
    ]
    const designer = wireframe ? DESIGNERS[0] : random.pick(DESIGNERS)
    if (!designer) throw new Error('No designers to seed')

    const nameIndex = random.int(0, TEMPLATE_NAMES.length - 1)
    const nameEn = TEMPLATE_NAMES[nameIndex] ?? 'Aurora'
    const nameJa = TEMPLATE_NAMES_JA[nameIndex] ?? 'オーロラ'
    const adjective = STYLE_WORDS[mainStyle].adjective
    const sectionsEn = words.sections.map((section) => section.en)
    const sectionsJa = words.sections.map((section) => section.ja)
    const featureNames = features.map((slug) => FEATURE_TAGS.find((t) => t.slug === slug))

    const titleEn = wireframe
      ? `Wireframe — ${words.noun.en} Layout`
      : `${nameEn} — ${adjective.en} ${industry.enDisplayName} ${words.noun.en}`
    const titleJa = wireframe
      ? `ワイヤーフレーム｜${words.noun.ja}の構成`
      : `${nameJa}｜${adjective.ja}${industry.jaDisplayName}の${words.noun.ja}`
    const descriptionEn = wireframe
      ? `A neutral ${words.noun.en.toLowerCase()} skeleton to build on: ${listEn(sectionsEn)}, ready for your own colours and copy.`
      : `${withArticle(adjective.en.toLowerCase())} ${words.noun.en.toLowerCase()} for ${industry.enDisplayName.toLowerCase()} businesses, ` +
        `with sections for ${listEn(sectionsEn)}. Comes with ${listEn(featureNames.map((t) => t?.enDisplayName.toLowerCase() ?? ''))}. ` +
        `Designed by ${designer.nameEn.replace(/\.$/, '')}.`
    const descriptionJa = wireframe
      ? `${sectionsJa.join('・')}で構成した${words.noun.ja}のワイヤーフレーム。色や文章を自由に当てはめて使えます。`
      : `${industry.jaDisplayName}向けの${adjective.ja}${words.noun.ja}テンプレート。` +
        `${sectionsJa.join('・')}のセクションを備え、${featureNames.map((t) => t?.jaDisplayName ?? '').join('・')}に対応しています。` +
        `デザイン：${designer.nameJa}`

    const templateTags = [
      ...new Set<string>([
        words.tag,
        ...(INDUSTRY_TAGS[industry.slug] ?? []),
        ...styles.map((style) => style.toUpperCase()),
      ]),
    ]
    const category: TemplateCategory = wireframe
      ? 'WIREFRAME'
      : categoryFor(industry.slug, industry.group, siteType.slug)
    const tier: Tier = wireframe ? 'TIER_0' : tierFor(index, random)

    // Popularity model: a template's appeal and its designer's craft drive likes and sales; age
    // gives time to collect them; recent activity ("hot") favours newer templates.
    const ageDays = random.int(3, 730)
    const publishedAt = SEED_NOW - ageDays * DAY - random.int(0, DAY - 1)
    const appeal = random.next() * 0.7 + (designerById.get(designer.id)?.craft ?? 0.5) * 0.3
    const exposure = Math.min(1, ageDays / 240)
    const countLikes = Math.round(appeal ** 2 * 420 * (0.25 + 0.75 * exposure) + random.int(0, 12))
    const priceIndex = TIERS.indexOf(tier)
    const countPurchases =
      tier === 'TIER_0'
        ? 0
        : Math.round(
            appeal ** 1.5 * 160 * (0.2 + 0.8 * exposure) * (1.25 - priceIndex / 12) +
              random.int(0, 4),
          )
    const lastPurchasedAt =
      countPurchases > 0
        ? SEED_NOW - random.int(0, Math.min(ageDays, 60)) * DAY - random.int(0, DAY - 1)
        : null
    const freshness = Math.max(0, 1 - ageDays / 120)
    const hotScore = Math.round(
      1000 * (0.55 * freshness + 0.35 * appeal * random.next() + 0.1 * random.next()),
    )
    const rankingScore = Math.round(
      countLikes * 10 + countPurchases * 25 + (1 - ageDays / 730) * 400 + appeal * 300,
    )
    const verificationScore = Math.round(1000 * (0.6 * random.next() + 0.4 * appeal))

    const palette = wireframe
      ? WIREFRAME_PALETTE
      : shiftPalette(STYLE_WORDS[mainStyle].palette, random.next())
    const styleNames = styles.flatMap((slug) => {
      const tag = STYLE_TAGS.find((t) => t.slug === slug)
      return tag ? [slug, tag.enDisplayName, tag.jaDisplayName] : [slug]
    })
    const searchText = normalizeSearchText(
      [
        titleEn,
        titleJa,
        descriptionEn,
        descriptionJa,
        templateTags.join(' '),
        templateTags.join(' ').replaceAll('_', ' '),
        styleNames.join(' '),
        featureNames.map((t) => `${t?.slug} ${t?.enDisplayName} ${t?.jaDisplayName}`).join(' '),
        `${siteType.slug} ${siteType.enDisplayName} ${siteType.jaDisplayName} ${siteGroup.enDisplayName} ${siteGroup.jaDisplayName}`,
        `${industry.slug} ${industry.enDisplayName} ${industry.jaDisplayName} ${industryGroup.enDisplayName} ${industryGroup.jaDisplayName}`,
        `${designer.nameEn} ${designer.nameJa}`,
      ].join('\n'),
    )

    templates.push({
      id,
      slug: `${slugify(wireframe ? `wireframe ${siteType.slug}` : `${nameEn} ${industry.slug} ${siteType.slug}`)}-${id.slice(0, 4)}`,
      title_en: titleEn,
      title_ja: titleJa,
      description_en: descriptionEn,
      description_ja: descriptionJa,
      designer_id: designer.id,
      site_type: siteType.slug,
      site_type_group: siteGroup.slug,
      industry: industry.slug,
      industry_group: industryGroup.slug,
      category,
      usage: words.usage,
      tier,
      template_tags: JSON.stringify(templateTags),
      style_tags: JSON.stringify(styles),
      feature_tags: JSON.stringify(features),
      palette: JSON.stringify(palette),
      search_text: searchText,
      countLikes,
      count_purchases: countPurchases,
      ranking_score: rankingScore,
      verification_score: verificationScore,
      hot_score: hotScore,
      published_at: iso(publishedAt),
      last_purchased_at: lastPurchasedAt === null ? null : iso(lastPurchasedAt),
      is_wireframe: wireframe ? 1 : 0,
      created_at: iso(publishedAt - 3 * DAY),
      updated_at: iso(publishedAt),
      templateTagList: templateTags,
      styleTagList: styles,
      featureTagList: features,
    })
  }
  return templates
}

function withArticle(word: string): string {
  return /^[aeiou]/i.test(word) ? `An ${word}` : `A ${word}`
}

function listEn(items: string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** Nudges the accent hue so two templates of one style do not look identical. */
function shiftPalette(palette: Palette, amount: number): Palette {
  const shift = (hex: string) => {
    const value = Number.parseInt(hex.slice(1), 16)
    const channel = (offset: number) => {
      const c = (value >> offset) & 0xff
      return Math.max(0, Math.min(255, Math.round(c + (amount - 0.5) * 40)))
    }
    return `#${[16, 8, 0].map((o) => channel(o).toString(16).padStart(2, '0')).join('')}`
  }
  return { ...palette, accent: shift(palette.accent), secondary: shift(palette.secondary) }
}

function designerBio(d: DesignerSeed) {
  return {
    en: `${d.nameEn} is a ${d.cityEn}-based studio designing ${d.focusEn}. Every template is built mobile-first, tested with real content and easy to edit without code.`,
    ja: `${d.cityJa}を拠点に、${d.focusJa}のデザインを手がけています。すべてのテンプレートはモバイルファーストで設計し、実際のコンテンツで検証したうえで、コードなしで編集できるように仕上げています。`,
  }
}

/** A site type or industry as its table row; both tables share one shape. */
function taxonomyRow(
  entry: (typeof SITE_TYPES)[number] | (typeof INDUSTRIES)[number],
  groups: readonly { key: string; slug: string }[],
): Insertable<SiteTypesTable> {
  const group = groups.find((g) => g.key === entry.group)
  return {
    id: entry.id,
    slug: entry.slug,
    group_key: entry.group,
    group_slug: group?.slug ?? '',
    name_en: entry.enDisplayName,
    name_ja: entry.jaDisplayName,
    created_at: entry.createdAt,
    updated_at: entry.updatedAt,
  }
}

/** Inserts in chunks below both engines' bind-parameter limits. */
async function insertChunked<T extends keyof Database>(
  db: Kysely<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
  chunkSize: number,
): Promise<void> {
  for (let i = 0; i < rows.length; i += chunkSize) {
    await db
      .insertInto(table)
      // Kysely cannot relate a generic table to its generic row type; the signature already does.
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      .values(rows.slice(i, i + chunkSize) as any)
      .execute()
  }
}

export type SeedStoreOptions = { templates?: number }

/** Seeds the store tables of an empty database; `seedLikes` runs once the accounts exist. */
export async function seedStore(
  db: Kysely<Database>,
  options: SeedStoreOptions = {},
): Promise<void> {
  const count = options.templates ?? DEFAULT_TEMPLATE_COUNT
  const templates = generateTemplates(count)

  await db.transaction().execute(async (trx) => {
    await insertChunked(
      trx,
      'site_types',
      SITE_TYPES.map((siteType) => taxonomyRow(siteType, SITE_TYPE_GROUPS)),
      100,
    )
    await insertChunked(
      trx,
      'industries',
      INDUSTRIES.map((industry) => taxonomyRow(industry, INDUSTRY_GROUPS)),
      100,
    )
    await insertChunked(
      trx,
      'designers',
      DESIGNERS.map((d, i) => {
        const bio = designerBio(d)
        return {
          id: d.id,
          name_en: d.nameEn,
          name_ja: d.nameJa,
          bio_en: bio.en,
          bio_ja: bio.ja,
          avatar_url: `/covers/designers/${d.id}.svg`,
          country: d.country,
          created_at: iso(SEED_NOW - (800 - i * 10) * DAY),
          updated_at: iso(SEED_NOW - 30 * DAY),
        }
      }),
      100,
    )
    await insertChunked(
      trx,
      'tier_prices',
      TIER_PRICES.map((p) => ({
        tier: p.tier,
        price_jpy: p.priceJpy,
        price_usd_cents: p.priceUsdCents,
      })),
      100,
    )
    await insertChunked(
      trx,
      'templates',
      templates.map(
        ({ templateTagList: _t, styleTagList: _s, featureTagList: _f, countLikes: _l, ...row }) =>
          row,
      ),
      200,
    )
    // Likes of visitors outside the seed, with no like rows: stripe 0 of each counter.
    await insertChunked(
      trx,
      'template_like_counts',
      templates.map((t) => ({ template_id: t.id, stripe: 0, count_likes: t.countLikes })),
      1000,
    )
    await insertChunked(
      trx,
      'template_tag_links',
      templates.flatMap((t) => [
        ...t.templateTagList.map((tag) => ({ template_id: t.id, kind: 'template', tag })),
        ...t.styleTagList.map((tag) => ({ template_id: t.id, kind: 'style', tag })),
        ...t.featureTagList.map((tag) => ({ template_id: t.id, kind: 'feature', tag })),
      ]),
      2000,
    )
  })
}

/** Seeded accounts like a few templates, so "liked" pages and liked_at order have content. */
export async function seedLikes(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const already = await trx.selectFrom('likes').select('template_id').limit(1).executeTakeFirst()
    if (already) return
    const accounts = await trx
      .selectFrom('accounts')
      .select(['id', 'email'])
      .where('email', 'in', ['demo@example.com', 'hanako@example.jp'])
      .orderBy('email')
      .execute()
    const likeable = await trx
      .selectFrom('templates')
      .select('id')
      .where('is_wireframe', '=', 0)
      .orderBy('id')
      .execute()
    const random = createRandom(7)
    for (const [i, account] of accounts.entries()) {
      const picks = random.sample(likeable, Math.min(likeable.length, 6 + i * 3))
      const likes = picks.map((t, n) => ({
        account_id: account.id,
        template_id: t.id,
        liked_at: iso(SEED_NOW - (n * 5 + random.int(0, 4)) * DAY),
      }))
      if (likes.length === 0) continue
      // Triggers add these to the like counters, on top of the likes of visitors outside the seed.
      await insertChunked(trx, 'likes', likes, 500)
    }
  })
}
