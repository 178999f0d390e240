// Deterministic store seed: catalogue tables, designers, templates, tier prices and a few likes.
// Everything comes from a seeded PRNG and fixed dates, so two seeds of the same size are equal
// row for row (tests and screenshots rely on it).
import type { Insertable, Kysely } from 'kysely'
import type { TemplateCategory, Tier } from '#catalogue/enums'
import { TIERS } from '#catalogue/enums'
import { INDUSTRIES, INDUSTRY_GROUPS, groupOfIndustry } from '#catalogue/industries'
import { SITE_TYPES, SITE_TYPE_GROUPS, groupOfSiteType } from '#catalogue/site-types'
import { FEATURE_TAGS, STYLE_TAGS, type FeatureTagSlug, type StyleTagSlug } from '#catalogue/tags'
import { menuPagesOf, templateSitePages } from '#catalogue/template-pages'
import { INDUSTRY_TAGS, SITE_TYPE_WORDS } from '../template-words'
import { designById } from '../template-sites/designs'
import { plannedTemplates, type PlannedTemplate } from '../template-sites/plan'
import { tierOf } from '../template-sites/price-rule'
import { businessName, sitePalette, type TemplateSite } from '../template-sites/render'
import { isDarkPalette, siteFeatures, type TemplateLook } from '../template-sites/site-facts'
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
  /** True to this designer's templates: it names their designs. */
  bioEn: string
  bioJa: string
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
    bioEn:
      'Aoi Studio designs corporate and recruiting sites for Japanese companies: Meridian, with its key-figure hero and investor pages, and Horizon, a bold careers layout built around staff interviews. They also publish Blueprint, free grey wireframes to start from.',
    bioJa:
      'アオイスタジオは、日本企業のコーポレートサイトと採用サイトを手がけています。数字で語るヒーローとIRページをもつ「メリディアン」、社員インタビューを軸にした大胆な採用レイアウト「ホライズン」、そして出発点となる無料のワイヤーフレーム「ブループリント」を公開しています。',
    craft: 0.9,
  },
  {
    id: 'kenta-mori',
    nameEn: 'Kenta Mori',
    nameJa: '森 健太',
    country: 'JP',
    cityEn: 'Osaka',
    cityJa: '大阪',
    bioEn:
      'Kenta Mori cooked in Osaka kitchens for eight years before designing for them. His Hearth layout puts the menu board, prices and the reservation button where hungry guests look first. Terrace, his café layout, lists the menu with prices under one big picture of the counter.',
    bioJa:
      '森 健太は大阪の厨房で8年働いたのち、飲食店のデザインを始めました。「ハース」は、お腹をすかせたお客様が最初に見る場所に、メニューと価格、予約ボタンを置いています。「テラス」はカウンターの大きな写真の下に、価格入りのメニューを一覧で並べるカフェ向けです。',
    craft: 0.7,
  },
  {
    id: 'hanami-design',
    nameEn: 'Hanami Design',
    nameJa: 'ハナミデザイン',
    country: 'JP',
    cityEn: 'Kyoto',
    cityJa: '京都',
    bioEn:
      'Hanami Design is a two-person studio in Kyoto making calm sites for salons and clinics: Kinari, serif type on unbleached tones for salons, and Shizuku, a rounded, reassuring clinic layout with hours and booking up front.',
    bioJa:
      'ハナミデザインは京都の2人組のスタジオ。生成り色に明朝体のサロン向け「きなり」と、診療時間と予約をすぐ見せる、丸みのあるクリニック向け「しずく」をつくっています。',
    craft: 0.8,
  },
  {
    id: 'northwind-creative',
    nameEn: 'Northwind Creative',
    nameJa: 'ノースウィンド・クリエイティブ',
    country: 'CA',
    cityEn: 'Vancouver',
    cityJa: 'バンクーバー',
    bioEn:
      'Northwind Creative builds landing pages for software start-ups from Vancouver. Launchpad, their layout, pairs a gradient hero with a feature grid, customer stories and a pricing table that converts. Stack, their product layout, opens with numbers and walks a visitor through three steps to a trial.',
    bioJa:
      'ノースウィンド・クリエイティブはバンクーバーから、ソフトウェア系スタートアップのランディングページを手がけています。「ローンチパッド」はグラデーションのヒーロー、機能グリッド、導入事例、料金表を組み合わせたレイアウトです。「スタック」は数字から始まり、3つのステップで無料体験まで案内するプロダクト向けレイアウトです。',
    craft: 0.85,
  },
  {
    id: 'sora-tanaka',
    nameEn: 'Sora Tanaka',
    nameJa: '田中 空',
    country: 'JP',
    cityEn: 'Fukuoka',
    cityJa: '福岡',
    bioEn:
      'Sora Tanaka is a photographer in Fukuoka who designs the portfolio she wanted for herself: Frame, a sidebar name, a tight image grid and monospaced captions that leave the work alone. Mono strips it further: black and white, one line of text and a mosaic of works.',
    bioJa:
      '田中 空は福岡の写真家。自分のために欲しかったポートフォリオを形にしました。「フレーム」は、サイドバーの名前、すき間の少ない作品グリッド、等幅のキャプションで作品を引き立てます。「モノ」はさらに削ぎ落とし、白と黒、一行の言葉、作品のモザイクだけで構成します。',
    craft: 0.6,
  },
  {
    id: 'lumen-and-co',
    nameEn: 'Lumen & Co.',
    nameJa: 'ルーメン・アンド・コー',
    country: 'GB',
    cityEn: 'London',
    cityJa: 'ロンドン',
    bioEn:
      'Lumen & Co. were newspaper designers in London. Broadsheet brings the masthead, the lead story and ruled columns of print to newsrooms, magazines and club media. Chalk, their classroom layout, came from a school newspaper they redesigned: a blackboard-green hero and lessons in a numbered list.',
    bioJa:
      'ルーメン・アンド・コーはロンドンの新聞デザイナー出身。「ブロードシート」は題字、リード記事、罫線で区切った段組みといった紙面の作法を、ニュースやメディアのサイトに持ち込みます。「チョーク」は学校新聞のリデザインから生まれた教室風レイアウトで、黒板色のヒーローと番号付きの講座一覧が特徴です。',
    craft: 0.75,
  },
  {
    id: 'yuki-nakamura',
    nameEn: 'Yuki Nakamura',
    nameJa: '中村 有希',
    country: 'JP',
    cityEn: 'Sapporo',
    cityJa: '札幌',
    bioEn:
      'Yuki Nakamura taught primary school in Sapporo for ten years. Campus, her layout for kindergartens, schools and tutoring, puts news, courses and admissions where parents look. Clover is her friendlier one: rounded type, big tiles and three easy steps for first-time visitors.',
    bioJa:
      '中村 有希は札幌で10年間小学校の教員をしていました。幼稚園、学校、塾のための「キャンパス」は、保護者が探すお知らせ、コース、入学案内をすぐ見つかる場所に置いています。「クローバー」は丸い文字、大きなタイル、はじめての方にもわかる3つのステップで構成した、よりやさしいレイアウトです。',
    craft: 0.55,
  },
  {
    id: 'pixel-harbor',
    nameEn: 'Pixel Harbor',
    nameJa: 'ピクセルハーバー',
    country: 'US',
    cityEn: 'Seattle',
    cityJa: 'シアトル',
    bioEn:
      'Pixel Harbor designs for festivals, live venues and sales campaigns in Seattle. Spotlight is their dark-stage layout: giant dates, a neon programme and tickets one tap away. Crew, their recruiting layout, lets staff do the talking: a loud headline, openings in a plain list and the steps to join.',
    bioJa:
      'ピクセルハーバーはシアトルで、フェスやライブハウス、セールのキャンペーンをデザインしています。「スポットライト」は暗いステージに大きな日付とネオンのプログラム、ワンタップでチケットへ進めるレイアウトです。「クルー」は採用向けで、大きな一文、一覧で示す募集、社員の声と入社までのステップで語ります。',
    craft: 0.65,
  },
  {
    id: 'mina-park',
    nameEn: 'Mina Park',
    nameJa: 'ミナ・パーク',
    country: 'KR',
    cityEn: 'Seoul',
    cityJa: 'ソウル',
    bioEn:
      'Mina Park art-directed lookbooks in Seoul before turning to the web. Atelier, her fashion layout with oversized thin serif titles and a lookbook strip, also dresses salons, clinics and wedding houses.',
    bioJa:
      'ミナ・パークはソウルでルックブックのアートディレクションを手がけてきました。細く大きなセリフ体とルックブックのストリップをもつ「アトリエ」は、ファッションのほか、サロンやクリニック、ウェディングにも似合います。',
    craft: 0.8,
  },
  {
    id: 'kazeori-works',
    nameEn: 'Kazeori Works',
    nameJa: '風織ワークス',
    country: 'JP',
    cityEn: 'Kanazawa',
    cityJa: '金沢',
    bioEn:
      'Kazeori Works in Kanazawa designs for ryokan, shrines, museums and wedding halls. Yuzen draws on kimono dyeing: deep traditional colours, wave patterns and generous margins. Harbor, for resort hotels, sets a booking bar over the first picture and rooms in wide columns.',
    bioJa:
      '風織ワークスは金沢で、旅館、神社、美術館、式場のサイトをデザインしています。「友禅」は着物の染めに学んだ、深い伝統色と波の文様、ゆったりした余白のレイアウトです。リゾートホテル向けの「ハーバー」は、最初の写真に予約バーを重ね、客室を広い段組みで見せます。',
    craft: 0.7,
  },
  {
    id: 'atelier-verde',
    nameEn: 'Atelier Verde',
    nameJa: 'アトリエ・ヴェルデ',
    country: 'IT',
    cityEn: 'Milan',
    cityJa: 'ミラノ',
    bioEn:
      'Atelier Verde is an architect and a graphic designer in Milan. Plan, their layout of thin grid lines, numbered sections and large project plates, serves architects, interior studios, builders and estate agents.',
    bioJa:
      'アトリエ・ヴェルデはミラノの建築家とグラフィックデザイナーのユニット。細いグリッド線、番号付きのセクション、大きな図版の「プラン」は、建築事務所、インテリア、建設会社、不動産会社のためのレイアウトです。',
    craft: 0.6,
  },
  {
    id: 'riku-sato',
    nameEn: 'Riku Sato',
    nameJa: '佐藤 陸',
    country: 'JP',
    cityEn: 'Nagoya',
    cityJa: '名古屋',
    bioEn:
      'Riku Sato grew up in his family’s machine shop in Nagoya. Foundry speaks to buyers of manufacturers, hauliers and farms: condensed headings, steel tones and numbers in large type. Ledger, for finance and investor relations, puts the key figures first and keeps everything else sober.',
    bioJa:
      '佐藤 陸は名古屋の町工場で育ちました。「ファウンドリー」は、長体の見出し、鉄の色味、大きな数字で、メーカー、物流、農業法人の取引先に語りかけます。金融・IR向けの「レッジャー」は、主要な数字を最初に置き、ほかは落ち着いたトーンでまとめます。',
    craft: 0.5,
  },
  {
    id: 'blue-lantern-studio',
    nameEn: 'Blue Lantern Studio',
    nameJa: 'ブルーランタン・スタジオ',
    country: 'JP',
    cityEn: 'Yokohama',
    cityJa: '横浜',
    bioEn:
      'Blue Lantern Studio in Yokohama has designed for bands, indie game studios and film releases since 2015. Encore lights artists on a dark stage, with release cards and tour dates.',
    bioJa:
      'ブルーランタン・スタジオは2015年から横浜で、バンド、インディーゲーム、映画のサイトをデザインしています。「アンコール」は暗いステージの上に、リリースとツアー日程でアーティストを照らします。',
    craft: 0.75,
  },
  {
    id: 'emma-laurent',
    nameEn: 'Emma Laurent',
    nameJa: 'エマ・ローラン',
    country: 'FR',
    cityEn: 'Lyon',
    cityJa: 'リヨン',
    bioEn:
      'Emma Laurent worked in a Lyon law firm before designing for the professions. Counsel sets fees, practice areas and the team in clear columns, in classic serif type on navy and gold.',
    bioJa:
      'エマ・ローランはリヨンの法律事務所に勤めたのち、士業のためのデザインを始めました。「カウンセル」は、料金、取扱分野、メンバーを明快な段組みで、紺と金のクラシックな書体で見せます。',
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
/** The templates of a seed of `count`, fully determined by `count`. The first 144 are the
 * plan's (template-sites/plan.ts); a bigger seed (benchmarks) repeats the plan as numbered
 * editions. */
export function generateTemplates(count: number): GeneratedTemplate[] {
  const random = createRandom(20_240_401)
  const ids = new Set<string>()
  const templates: GeneratedTemplate[] = []
  const designerById = new Map(DESIGNERS.map((d) => [d.id, d]))
  const plan = plannedTemplates()

  for (let index = 0; index < count; index++) {
    let id: string
    do {
      id = Array.from(
        { length: 10 },
        () => 'abcdefghijklmnopqrstuvwxyz0123456789'[random.int(0, 35)],
      ).join('')
    } while (ids.has(id))
    ids.add(id)

    const planned = plan[index % plan.length] as PlannedTemplate
    const edition = Math.floor(index / plan.length)
    const design = designById(planned.design)
    const siteType = SITE_TYPES.find((s) => s.slug === planned.siteType)
    const industry = INDUSTRIES.find((i) => i.slug === planned.industry)
    const words = SITE_TYPE_WORDS[planned.siteType]
    const designer = design && designerById.get(design.designerId)
    if (!design || !siteType || !industry || !words || !designer)
      throw new Error(`Seed plan entry ${index} names something unknown`)
    const siteGroup = groupOfSiteType(siteType)
    const industryGroup = groupOfIndustry(industry)
    const site: TemplateSite = {
      design,
      scheme: planned.scheme,
      business: planned.business,
      industry: industry.slug,
      siteType: siteType.slug,
    }
    const scheme = design.schemes[planned.scheme] ?? design.schemes[0]
    const wireframe = design.wireframe === true
    const palette = sitePalette(site)
    const darkScheme = !design.styles.includes('dark') && isDarkPalette(palette)
    const styles: StyleTagSlug[] = darkScheme ? [...design.styles, 'dark'] : [...design.styles]
    const pages = templateSitePages(siteType.slug, industry.slug)
    const tier = tierOf({ design, pages })
    const features = siteFeatures(site, pages, tier)
    const featureNames = features.map((slug) => FEATURE_TAGS.find((t) => t.slug === slug))
    const business = businessName(site)

    const no = edition > 0 ? ` No. ${edition + 1}` : ''
    const noJa = edition > 0 ? ` No.${edition + 1}` : ''
    const kindEn = siteKindEn(industry.enDisplayName, words.noun.en)
    // Titles lead with what the site is for; the design and scheme say which look it has.
    const titleEn = wireframe
      ? `${kindEn} — Wireframe${no}`
      : `${kindEn} — ${design.name.en} ${scheme.name.en}${no}`
    const kindJa = siteKindJa(industry.jaDisplayName, words.noun.ja)
    const titleJa = wireframe
      ? `${kindJa}｜ワイヤーフレーム${noJa}`
      : `${kindJa}｜${design.name.ja}・${scheme.name.ja}${noJa}`
    const pageNamesEn = menuPagesOf(pages)
      .slice(1)
      .map((p) => p.name.en)
    const pageNamesJa = menuPagesOf(pages)
      .slice(1)
      .map((p) => p.name.ja)
    const descriptionEn = wireframe
      ? `${design.look.en}. This ${kindEn.toLowerCase()} skeleton has a home page and ${listEn(pageNamesEn)} pages, ready for your own colours and copy.`
      : `${design.look.en}. This ${kindEn.toLowerCase()} has a home page and ${listEn(pageNamesEn)} pages, filled in for a sample business, ${business.en}, in the ${scheme.name.en} colour scheme.`
    const descriptionJa = wireframe
      ? `${design.look.ja}。${kindJa}の骨組みで、ホームと${pageNamesJa.join('・')}のページをそろえています。色や文章は自由に当てはめられます。`
      : `${design.look.ja}。${kindJa}として、ホームと${pageNamesJa.join('・')}のページを、サンプルの「${business.ja}」の内容と${scheme.name.ja}の配色で仕上げています。`

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

    // Popularity model: a template's appeal and its designer's craft drive likes and sales; age
    // gives time to collect them; recent activity ("hot") favours newer templates.
    const ageDays = random.int(3, 730)
    const publishedAt = SEED_NOW - ageDays * DAY - random.int(0, DAY - 1)
    const appeal = random.next() * 0.7 + designer.craft * 0.3
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
    const look: TemplateLook = {
      ...palette,
      design: design.id,
      scheme: planned.scheme,
      business: planned.business,
    }

    templates.push({
      id,
      slug: `${slugify(`${design.id} ${wireframe ? '' : scheme.name.en} ${industry.slug} ${siteType.slug}`)}-${id.slice(0, 4)}`,
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
      palette: JSON.stringify(look),
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

/** 「クリニック」→「クリニックサイト」, 「美容クリニック」→「美容クリニックのサイト」, else 「歯科のクリニックサイト」. */
function siteKindJa(industry: string, noun: string): string {
  if (noun.includes(industry)) return noun
  return industry.includes(noun.replace(/サイト$/, ''))
    ? `${industry}のサイト`
    : `${industry}の${noun}`
}

/** "Dental" + "Clinic Site" → "Dental Clinic Site"; "Hair Salon" + "Salon Site" → "Hair Salon Site". */
function siteKindEn(industry: string, noun: string): string {
  const known = new Set(industry.toLowerCase().split(/\s+/))
  const rest = noun.split(' ').filter((word) => !known.has(word.toLowerCase()))
  return [industry, ...rest].join(' ')
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

/**
 * Inserts in chunks below both engines' bind-parameter limits. The caller names the table in
 * `insert`, so Kysely checks each table's rows against that table's own columns.
 */
async function insertChunked<Row>(
  rows: Row[],
  chunkSize: number,
  insert: (chunk: Row[]) => Promise<unknown>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += chunkSize) await insert(rows.slice(i, i + chunkSize))
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
      SITE_TYPES.map((siteType) => taxonomyRow(siteType, SITE_TYPE_GROUPS)),
      100,
      (chunk) => trx.insertInto('site_types').values(chunk).execute(),
    )
    await insertChunked(
      INDUSTRIES.map((industry) => taxonomyRow(industry, INDUSTRY_GROUPS)),
      100,
      (chunk) => trx.insertInto('industries').values(chunk).execute(),
    )
    await insertChunked(
      DESIGNERS.map((d, i) => {
        return {
          id: d.id,
          name_en: d.nameEn,
          name_ja: d.nameJa,
          bio_en: d.bioEn,
          bio_ja: d.bioJa,
          avatar_url: `/covers/designers/${d.id}.svg`,
          country: d.country,
          created_at: iso(SEED_NOW - (800 - i * 10) * DAY),
          updated_at: iso(SEED_NOW - 30 * DAY),
        }
      }),
      100,
      (chunk) => trx.insertInto('designers').values(chunk).execute(),
    )
    await insertChunked(
      TIER_PRICES.map((p) => ({
        tier: p.tier,
        price_jpy: p.priceJpy,
        price_usd_cents: p.priceUsdCents,
      })),
      100,
      (chunk) => trx.insertInto('tier_prices').values(chunk).execute(),
    )
    await insertChunked(
      templates.map(
        ({ templateTagList: _t, styleTagList: _s, featureTagList: _f, countLikes: _l, ...row }) =>
          row,
      ),
      200,
      (chunk) => trx.insertInto('templates').values(chunk).execute(),
    )
    // Likes of visitors outside the seed, with no like rows: stripe 0 of each counter.
    await insertChunked(
      templates.map((t) => ({ template_id: t.id, stripe: 0, count_likes: t.countLikes })),
      1000,
      (chunk) => trx.insertInto('template_like_counts').values(chunk).execute(),
    )
    await insertChunked(
      templates.flatMap((t) => [
        ...t.templateTagList.map((tag) => ({ template_id: t.id, kind: 'template', tag })),
        ...t.styleTagList.map((tag) => ({ template_id: t.id, kind: 'style', tag })),
        ...t.featureTagList.map((tag) => ({ template_id: t.id, kind: 'feature', tag })),
      ]),
      2000,
      (chunk) => trx.insertInto('template_tag_links').values(chunk).execute(),
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
      await insertChunked(likes, 500, (chunk) => trx.insertInto('likes').values(chunk).execute())
    }
  })
}
