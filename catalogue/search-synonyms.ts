// The words people search the catalogue with (decision 019): every site type and industry by its
// English and Japanese names and by everyday words ("dentist", "歯医者", "jobs", "求人"), plus
// everyday words for some style and feature tags ("simple", "booking"). A query that names an
// entry finds the templates of its concept and the templates whose text holds any of its words,
// so every word of an entry, in either language, finds the same templates.
import { INDUSTRIES } from './industries'
import { SITE_TYPES } from './site-types'
import { searchKey } from './search-text'
import { FEATURE_TAGS, STYLE_TAGS } from './tags'

/** What an entry stands for: a site type, an industry, a style tag or a feature tag (by slug). */
export type SearchConcept =
  `siteType:${string}` | `industry:${string}` | `style:${string}` | `feature:${string}`

export type SynonymEntry = {
  concept: SearchConcept
  /** English words and phrases, the catalogue's own names first. */
  en: readonly string[]
  /** Japanese words and phrases, the catalogue's own names first. */
  ja: readonly string[]
}

type Words = readonly [en: readonly string[], ja: readonly string[]]

/** Everyday words beyond the catalogue's names (which are added from the taxonomy). */
const SITE_TYPE_WORDS: Record<string, Words> = {
  corporate: [
    ['company', 'corporation', 'corporate site', 'company site'],
    ['企業サイト', '会社案内', 'コーポレートサイト', '企業HP'],
  ],
  brand: [
    ['brand site', 'branding'],
    ['ブランドサイト', 'ブランディング'],
  ],
  careers: [
    ['recruitment', 'recruiting', 'jobs', 'job', 'hiring', 'career', 'vacancies'],
    ['求人', '採用サイト', 'リクルート', '採用情報', '人材募集', '募集'],
  ],
  service: [
    ['service site', 'product site', 'saas'],
    ['サービスサイト', 'サービス'],
  ],
  ir: [
    ['ir', 'investors', 'shareholders', 'ir site'],
    ['IR', 'IRサイト', '投資家', '株主'],
  ],
  'corporate-other': [['business site'], ['ビジネスサイト']],
  lp: [
    ['lp', 'landing', 'one page', 'single page', 'sales page'],
    ['LP', 'ランディング', 'ペライチ', '1ページ'],
  ],
  event: [
    ['events', 'conference', 'seminar', 'festival'],
    ['イベントサイト', 'セミナー', 'フェス', 'カンファレンス'],
  ],
  campaign: [
    ['promotion', 'giveaway', 'contest'],
    ['キャンペーンページ', 'プロモーション', 'プレゼント企画'],
  ],
  'marketing-sales-other': [
    ['promotion site', 'sales promotion'],
    ['プロモーションサイト', '販促'],
  ],
  media: [
    ['magazine', 'webzine', 'owned media', 'blog'],
    ['メディアサイト', 'オウンドメディア', 'ウェブマガジン', 'ブログ'],
  ],
  news: [
    ['news site', 'press'],
    ['ニュースサイト', '報道'],
  ],
  'case-study': [
    ['case studies', 'customer stories', 'success stories'],
    ['導入事例サイト', '事例', '事例紹介'],
  ],
  portfolio: [
    ['portfolio site', 'works', 'showcase'],
    ['ポートフォリオサイト', '作品集'],
  ],
  creator: [
    ['creator site', 'creators'],
    ['クリエイターサイト', 'クリエーター'],
  ],
  'portfolio-other': [
    ['profile site', 'resume', 'cv', 'personal site'],
    ['プロフィールサイト', '履歴書', '個人サイト'],
  ],
  'real-estate': [
    ['realtor', 'property', 'properties', 'estate agent', 'housing'],
    ['不動産屋', '不動産会社', '物件', '賃貸'],
  ],
  medical: [
    ['medical site', 'healthcare'],
    ['医療機関', 'クリニックサイト'],
  ],
  restaurant: [
    ['restaurant site', 'dining', 'eatery', 'diner'],
    ['飲食店サイト', 'レストラン', '食堂'],
  ],
  education: [
    ['education site', 'learning'],
    ['スクールサイト', '教育機関'],
  ],
  professional: [
    ['professional firm', 'specialist', 'licensed professional'],
    ['士業サイト', '専門家', '士業事務所'],
  ],
  beauty: [
    ['salon', 'beauty salon', 'salon site'],
    ['サロン', 'サロンサイト', '美容サロン'],
  ],
  travel: [
    ['tourism', 'sightseeing', 'trip'],
    ['旅行', '観光', '観光・旅行サイト', '旅行サイト'],
  ],
  fitness: [
    ['gym', 'workout', 'fitness club'],
    ['ジム', 'フィットネスクラブ', 'トレーニング'],
  ],
  'service-other': [
    ['small business', 'local business'],
    ['店舗・サービスサイト', 'お店', '個人店'],
  ],
}

const INDUSTRY_WORDS: Record<string, Words> = {
  relaxation: [
    ['massage', 'relaxation salon'],
    ['マッサージ', 'リラクゼーションサロン', '癒し'],
  ],
  'hair-salon': [
    ['hair salon', 'hairdresser', 'hair stylist', 'haircut'],
    ['美容室', '美容院', 'ヘアサロン', '美容師', 'ヘアスタイル'],
  ],
  barber: [
    ['barber shop', 'barbershop'],
    ['床屋', '理髪店', '理容院', 'バーバー'],
  ],
  'spa-esthetic': [
    ['spa', 'esthetic', 'beauty treatment', 'facial'],
    ['エステ', 'スパ', 'エステサロン'],
  ],
  'nail-salon': [
    ['nail', 'nails', 'manicure'],
    ['ネイル', 'ネイリスト'],
  ],
  eyelash: [
    ['eyelash extensions', 'lash', 'lashes'],
    ['まつげ', 'まつエク', 'まつ毛', 'アイラッシュ'],
  ],
  'personal-care': [
    ['self care', 'grooming'],
    ['セルフケア', 'ケア'],
  ],
  'cosmetic-clinic': [
    ['cosmetic surgery', 'aesthetic clinic', 'plastic surgery'],
    ['美容外科', '美容皮膚科', '美容整形'],
  ],
  'hair-removal': [
    ['waxing', 'epilation'],
    ['脱毛', '医療脱毛'],
  ],
  medical: [
    ['medicine', 'medical care'],
    ['医療機関', 'メディカル'],
  ],
  dental: [
    ['dentist', 'dental clinic', 'orthodontist', 'dentistry'],
    ['歯医者', '歯科医院', '歯科医', '矯正歯科', 'デンタル'],
  ],
  hospital: [
    ['hospitals', 'medical center'],
    ['病院', '総合病院', '医療センター'],
  ],
  clinic: [
    ['doctor', 'doctors', 'gp'],
    ['診療所', '医院', '内科', '小児科'],
  ],
  osteopathy: [
    ['chiropractor', 'chiropractic', 'bonesetter'],
    ['整骨院', '整体', '接骨院', 'カイロプラクティック'],
  ],
  'nursing-welfare': [
    ['nursing home', 'care home', 'elderly care', 'welfare'],
    ['介護', '福祉', '老人ホーム', 'デイサービス'],
  ],
  healthcare: [
    ['health care', 'wellness'],
    ['健康', 'ウェルネス'],
  ],
  fitness: [
    ['gym', 'yoga', 'pilates', 'personal training', 'workout'],
    ['ジム', 'ヨガ', 'ピラティス', 'パーソナルトレーニング'],
  ],
  kindergarten: [
    ['nursery', 'preschool', 'daycare', 'nursery school'],
    ['幼稚園', '保育園', '保育所', 'こども園'],
  ],
  school: [
    ['schools', 'academy'],
    ['学校', 'スクール', '学園'],
  ],
  'cram-school': [
    ['tutoring', 'tutor', 'juku', 'prep school'],
    ['塾', '学習塾', '予備校', '家庭教師'],
  ],
  university: [
    ['college', 'campus'],
    ['大学', 'キャンパス', '短大'],
  ],
  'vocational-school': [['trade school', 'technical college'], ['専門学校']],
  'online-learning': [
    ['e-learning', 'online course', 'online school'],
    ['eラーニング', 'オンライン講座', 'オンラインスクール'],
  ],
  'education-npo': [
    ['nonprofit education', 'npo'],
    ['教育NPO', 'NPO法人'],
  ],
  construction: [
    ['builder', 'contractor', 'home builder'],
    ['建設', '工務店', '建設会社', '住宅会社'],
  ],
  'architecture-office': [
    ['architect', 'architecture', 'architects'],
    ['建築家', '設計事務所', '建築事務所'],
  ],
  'civil-architecture': [
    ['civil engineering', 'public works'],
    ['土木', '土木工事'],
  ],
  travel: [
    ['travel agency', 'trip', 'tour'],
    ['旅行', '旅行会社', 'ツアー', '旅行代理店'],
  ],
  tourism: [
    ['sightseeing', 'tourist', 'tourism board'],
    ['観光', '観光協会', '観光地'],
  ],
  'shrine-temple': [
    ['shrine', 'temple', 'church'],
    ['神社', 'お寺', '寺院', '寺'],
  ],
  hotel: [
    ['hotels', 'resort', 'accommodation', 'lodging'],
    ['ホテル', 'リゾート', '宿泊施設'],
  ],
  ryokan: [
    ['japanese inn', 'inn', 'hot spring', 'onsen'],
    ['旅館', '温泉', '温泉旅館', '和風旅館'],
  ],
  guesthouse: [
    ['hostel', 'b&b', 'bed and breakfast', 'vacation rental'],
    ['ゲストハウス', '民泊', '民宿', 'ペンション'],
  ],
  'public-facility': [
    ['city hall', 'municipal', 'community center'],
    ['公共施設', '自治体', '市役所', '公民館'],
  ],
  'museum-gallery': [
    ['museum', 'art museum', 'exhibition'],
    ['美術館', '博物館', '展覧会'],
  ],
  'cultural-facility': [
    ['library', 'theater', 'cultural center'],
    ['文化施設', '図書館', 'ホール'],
  ],
  wedding: [
    ['weddings', 'bridal', 'wedding venue', 'marriage'],
    ['結婚式', 'ウェディング', 'ブライダル', '結婚式場', '挙式'],
  ],
  cafe: [
    ['cafe', 'coffee', 'coffee shop', 'tea room'],
    ['カフェ', '喫茶店', 'コーヒー', '喫茶'],
  ],
  restaurant: [
    ['dining', 'eatery', 'bistro', 'diner'],
    ['レストラン', '飲食店', '食堂', 'ビストロ'],
  ],
  izakaya: [
    ['pub', 'japanese pub', 'tavern'],
    ['居酒屋', '酒場', '焼き鳥'],
  ],
  'sweets-bakery': [
    ['bakery', 'bakeries', 'cake shop', 'patisserie', 'sweets', 'bread'],
    ['パン屋', 'ケーキ屋', 'ベーカリー', 'スイーツ', '洋菓子', '和菓子'],
  ],
  bar: [
    ['cocktail bar', 'wine bar', 'lounge'],
    ['バー', 'ワインバー', 'ラウンジ'],
  ],
  consulting: [
    ['consultant', 'consultancy', 'advisory'],
    ['コンサル', 'コンサルタント', 'コンサルティング会社'],
  ],
  startup: [
    ['start-up', 'venture', 'tech company', 'saas'],
    ['ベンチャー', 'スタートアップ企業', 'IT企業'],
  ],
  business: [
    ['company', 'enterprise'],
    ['企業', '会社', 'ビジネス'],
  ],
  marketing: [
    ['advertising', 'ad agency', 'digital marketing'],
    ['広告', '広告代理店', 'マーケティング会社'],
  ],
  accounting: [
    ['accountant', 'tax accountant', 'bookkeeping', 'tax'],
    ['税理士', '会計事務所', '会計士', '税務'],
  ],
  'labor-office': [
    ['labor consultant', 'payroll', 'hr consultant'],
    ['社労士', '社会保険労務士', '労務'],
  ],
  politician: [
    ['politics', 'election', 'candidate', 'councillor'],
    ['政治', '議員', '選挙', '政党'],
  ],
  'law-firm': [
    ['lawyer', 'attorney', 'legal', 'law office', 'solicitor'],
    ['弁護士', '法律事務所', '弁護士事務所', '法律相談'],
  ],
  'design-office': [
    ['design studio', 'design agency', 'creative agency'],
    ['デザイン事務所', 'デザイン会社', '制作会社'],
  ],
  finance: [
    ['bank', 'insurance', 'investment', 'financial'],
    ['金融', '銀行', '保険', '投資'],
  ],
  store: [
    ['shop', 'retail', 'retailer', 'local shop'],
    ['店舗', 'お店', '小売', 'ショップ'],
  ],
  designer: [
    ['graphic designer', 'web designer', 'design'],
    ['デザイナー', 'グラフィックデザイナー', 'ウェブデザイナー'],
  ],
  fashion: [
    ['apparel', 'clothing', 'boutique'],
    ['ファッション', 'アパレル', '洋服', 'セレクトショップ'],
  ],
  photographer: [
    ['photography', 'photo studio', 'camera'],
    ['フォトグラファー', 'カメラマン', '写真家', '写真館', '写真'],
  ],
  illustrator: [
    ['illustration', 'drawing', 'artwork'],
    ['イラストレーター', 'イラスト', '絵師'],
  ],
  interior: [
    ['interior design', 'interior designer', 'furniture', 'renovation'],
    ['インテリア', 'インテリアデザイン', '家具', 'リフォーム'],
  ],
  gallery: [
    ['art gallery', 'gallery'],
    ['ギャラリー', '画廊'],
  ],
  'model-stylist': [
    ['model', 'stylist', 'modeling'],
    ['モデル', 'スタイリスト'],
  ],
  'video-creator': [
    ['videographer', 'video production', 'filmmaker'],
    ['映像制作', '動画クリエイター', '映像作家'],
  ],
  artist: [
    ['art', 'painter', 'artists'],
    ['アーティスト', '画家', 'アート', '芸術家'],
  ],
  youtuber: [
    ['youtube', 'streamer', 'vtuber', 'influencer'],
    ['ユーチューバー', '配信者', 'インフルエンサー', 'vtuber'],
  ],
  manufacturing: [
    ['manufacturer', 'factory', 'maker'],
    ['製造', '製造業', 'メーカー', '工場', 'ものづくり'],
  ],
  agriculture: [
    ['farm', 'farming', 'farmer', 'organic'],
    ['農業', '農家', '農園', '農場'],
  ],
  'real-estate': [
    ['realtor', 'property', 'estate agent', 'housing'],
    ['不動産', '不動産屋', '不動産会社', '物件'],
  ],
  logistics: [
    ['shipping', 'delivery', 'transport', 'warehouse'],
    ['物流', '運送', '配送', '倉庫'],
  ],
  event: [
    ['events', 'festival', 'conference', 'seminar'],
    ['イベント', 'フェス', 'セミナー', '催し'],
  ],
  entertainment: [
    ['showbiz', 'talent agency'],
    ['エンタメ', 'エンターテイメント', '芸能'],
  ],
  game: [
    ['games', 'gaming', 'video game', 'esports'],
    ['ゲーム', 'ゲーム会社', 'eスポーツ'],
  ],
  news: [
    ['newspaper', 'press', 'journalism'],
    ['ニュース', '新聞', '報道'],
  ],
  musician: [
    ['music', 'band', 'singer', 'dj'],
    ['ミュージシャン', 'バンド', '歌手', 'アーティスト', '音楽'],
  ],
  movie: [
    ['film', 'cinema', 'films'],
    ['映画', 'シネマ', '映画館'],
  ],
  'music-live': [
    ['concert', 'live music', 'live house', 'gig'],
    ['ライブ', 'コンサート', 'ライブハウス'],
  ],
  'fan-site': [
    ['fan club', 'fans', 'fan page'],
    ['ファンクラブ', 'ファンサイト', '推し'],
  ],
  'stage-live': [
    ['theatre', 'theater', 'stage', 'performance', 'play'],
    ['舞台', '劇団', '公演', '演劇'],
  ],
  sports: [
    ['sport', 'soccer', 'football', 'baseball', 'sports club'],
    ['スポーツ', 'サッカー', '野球', 'スポーツクラブ'],
  ],
}

const STYLE_EVERYDAY_WORDS: Partial<Record<string, Words>> = {
  elegant: [
    ['luxury', 'luxurious', 'classy', 'upscale'],
    ['高級', '上品', 'ラグジュアリー', '高級感'],
  ],
  cute: [
    ['kawaii', 'pretty', 'adorable'],
    ['可愛い', 'カワイイ', 'キュート'],
  ],
  cool: [['sharp'], ['かっこいい', 'カッコいい', 'かっこ良い']],
  minimal: [
    ['simple', 'minimalist'],
    ['シンプル', 'ミニマリスト'],
  ],
  stylish: [
    ['chic', 'fashionable', 'modern'],
    ['おしゃれ', 'お洒落', 'オシャレ', 'モダン'],
  ],
  pop: [
    ['colorful', 'colourful', 'bright', 'playful'],
    ['カラフル', '明るい'],
  ],
  retro: [
    ['vintage', 'nostalgic', 'classic'],
    ['ヴィンテージ', 'ビンテージ', '昭和', 'レトロ'],
  ],
  natural: [
    ['organic', 'earthy'],
    ['ナチュラル', '自然'],
  ],
  dark: [
    ['dark mode', 'black'],
    ['黒', 'ダークモード'],
  ],
  formal: [
    ['professional look', 'serious'],
    ['きっちり', 'フォーマル'],
  ],
}

const FEATURE_EVERYDAY_WORDS: Partial<Record<string, Words>> = {
  reservation: [
    ['booking', 'appointment', 'reservations', 'book online'],
    ['予約', '予約機能', 'ネット予約'],
  ],
  carousel: [
    ['slider', 'slideshow', 'image slider'],
    ['スライダー', 'スライドショー'],
  ],
  'article-list': [
    ['blog', 'articles', 'posts'],
    ['ブログ', '記事'],
  ],
  'contact-form': [
    ['contact', 'inquiry', 'enquiry', 'form'],
    ['お問い合わせ', '問い合わせ', 'フォーム'],
  ],
  'map-embed': [
    ['map', 'google map', 'google maps', 'access map'],
    ['地図', 'マップ', 'グーグルマップ'],
  ],
  'password-protection': [
    ['password', 'members only', 'private'],
    ['パスワード', '会員限定'],
  ],
  'opening-animation': [
    ['intro animation', 'animation'],
    ['アニメーション', 'オープニング'],
  ],
  interview: [['interviews'], ['インタビュー']],
}

/** "Other Business" / "その他（ビジネス）" name a leftover slot, not anything people search for. */
const isLeftoverName = (name: string) => /^other\b/i.test(name) || name.startsWith('その他')

/** A name and its parts: "Spa & Esthetic Salon" is also "spa" and "esthetic salon". */
function namesOf(name: string): string[] {
  if (isLeftoverName(name)) return []
  const parts = name.split(/\s*(?:&|,|・|\/)\s*/).filter((part) => part !== '')
  return parts.length > 1 ? [name, ...parts] : [name]
}

const unique = (words: readonly string[]) => [...new Set(words)]

function entry(
  concept: SearchConcept,
  names: { enDisplayName: string; jaDisplayName: string } | undefined,
  words: Words | undefined,
): SynonymEntry {
  return {
    concept,
    en: unique([...namesOf(names?.enDisplayName ?? ''), ...(words?.[0] ?? [])]),
    ja: unique([...namesOf(names?.jaDisplayName ?? ''), ...(words?.[1] ?? [])]),
  }
}

/** Every entry: one per site type, industry, style tag, and feature tag with everyday words. */
export const SEARCH_SYNONYMS: readonly SynonymEntry[] = [
  ...SITE_TYPES.map((t) => entry(`siteType:${t.slug}`, t, SITE_TYPE_WORDS[t.slug])),
  ...INDUSTRIES.map((i) => entry(`industry:${i.slug}`, i, INDUSTRY_WORDS[i.slug])),
  ...STYLE_TAGS.map((t) => entry(`style:${t.slug}`, t, STYLE_EVERYDAY_WORDS[t.slug])),
  ...FEATURE_TAGS.filter((t) => FEATURE_EVERYDAY_WORDS[t.slug]).map((t) =>
    entry(`feature:${t.slug}`, t, FEATURE_EVERYDAY_WORDS[t.slug]),
  ),
]

/** The entries each phrase (by `searchKey`) names; a word like "salon" names several. */
export function synonymIndex(
  entries: readonly SynonymEntry[] = SEARCH_SYNONYMS,
): Map<string, SynonymEntry[]> {
  const index = new Map<string, SynonymEntry[]>()
  for (const item of entries) {
    for (const phrase of [...item.en, ...item.ja]) {
      const key = searchKey(phrase)
      if (key === '') continue
      const named = index.get(key) ?? []
      if (!named.includes(item)) named.push(item)
      index.set(key, named)
    }
  }
  return index
}

/** The entry of a concept, for tests and a suggestions list. */
export function synonymEntryOf(concept: SearchConcept): SynonymEntry | undefined {
  return SEARCH_SYNONYMS.find((item) => item.concept === concept)
}
