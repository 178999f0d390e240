// Words the seed writes titles and descriptions from, and the preview sites render sections
// from: one vocabulary, so a template's description promises the sections its preview shows.
import type { TemplateTag, Usage } from '#catalogue/enums'
import type { FeatureTagSlug } from '#catalogue/tags'

export type Phrase = { en: string; ja: string }

export type SiteTypeWords = {
  /** What the site is called in a title: "Landing Page", "採用サイト". */
  noun: Phrase
  usage: Usage
  tag: TemplateTag
  /** Page sections, in page order (the hero is implied). */
  sections: Phrase[]
  /** Feature tags such a site usually has. */
  features: FeatureTagSlug[]
}

const s = (en: string, ja: string): Phrase => ({ en, ja })

const ABOUT = s('About', '私たちについて')
const CONTACT = s('Contact', 'お問い合わせ')
const NEWS = s('News', 'お知らせ')
const ACCESS = s('Access', 'アクセス')
const SERVICES = s('Services', 'サービス')
const WORKS = s('Works', '実績')
const FAQ = s('FAQ', 'よくある質問')
const PRICING = s('Pricing', '料金')
const TEAM = s('Team', 'メンバー')
const VOICES = s('Testimonials', 'お客様の声')

export const SITE_TYPE_WORDS: Record<string, SiteTypeWords> = {
  corporate: {
    noun: s('Corporate Site', 'コーポレートサイト'),
    usage: 'CORPORATION',
    tag: 'CORPORATION',
    sections: [ABOUT, SERVICES, NEWS, s('Company Profile', '会社概要'), CONTACT],
    features: ['news-announcements', 'contact-form', 'map-embed'],
  },
  brand: {
    noun: s('Brand Site', 'ブランドサイト'),
    usage: 'CORPORATION',
    tag: 'BRAND',
    sections: [
      s('Our Story', 'ブランドストーリー'),
      s('Products', '商品'),
      s('Journal', 'ジャーナル'),
      CONTACT,
    ],
    features: ['opening-animation', 'carousel', 'article-list'],
  },
  careers: {
    noun: s('Careers Site', '採用サイト'),
    usage: 'RECRUITMENT',
    tag: 'RECRUITMENT',
    sections: [
      s('Our Mission', 'ミッション'),
      s('Interviews', '社員インタビュー'),
      s('Open Positions', '募集職種'),
      s('Benefits', '福利厚生'),
      s('Apply', 'エントリー'),
    ],
    features: ['interview', 'contact-form', 'article-list'],
  },
  service: {
    noun: s('Service Site', 'サービスサイト'),
    usage: 'CORPORATION',
    tag: 'SERVICE',
    sections: [s('Features', '特長'), s('How It Works', 'ご利用の流れ'), PRICING, FAQ, CONTACT],
    features: ['contact-form', 'case-studies', 'carousel'],
  },
  ir: {
    noun: s('Investor Relations Site', 'IRサイト'),
    usage: 'CORPORATION',
    tag: 'IR',
    sections: [
      s('Message from the CEO', 'トップメッセージ'),
      s('Financial Highlights', '財務ハイライト'),
      s('IR Library', 'IRライブラリ'),
      s('IR Calendar', 'IRカレンダー'),
      NEWS,
    ],
    features: ['news-announcements', 'article-list', 'password-protection'],
  },
  'corporate-other': {
    noun: s('Business Site', 'ビジネスサイト'),
    usage: 'CORPORATION',
    tag: 'CORPORATION',
    sections: [ABOUT, SERVICES, WORKS, CONTACT],
    features: ['contact-form', 'news-announcements'],
  },
  lp: {
    noun: s('Landing Page', 'ランディングページ'),
    usage: 'LP',
    tag: 'LP',
    sections: [
      s('Problems We Solve', 'こんなお悩みありませんか'),
      s('Benefits', '選ばれる理由'),
      VOICES,
      PRICING,
      s('Sign Up', 'お申し込み'),
    ],
    features: ['contact-form', 'opening-animation', 'carousel'],
  },
  event: {
    noun: s('Event Site', 'イベントサイト'),
    usage: 'LP',
    tag: 'EVENT',
    sections: [
      s('Overview', '開催概要'),
      s('Programme', 'プログラム'),
      s('Speakers', '登壇者'),
      s('Tickets', 'チケット'),
      ACCESS,
    ],
    features: ['map-embed', 'reservation', 'opening-animation'],
  },
  campaign: {
    noun: s('Campaign Page', 'キャンペーンページ'),
    usage: 'LP',
    tag: 'CAMPAIGN',
    sections: [
      s('Campaign Details', 'キャンペーン内容'),
      s('How to Enter', '応募方法'),
      s('Prizes', '賞品'),
      FAQ,
    ],
    features: ['contact-form', 'carousel', 'opening-animation'],
  },
  'marketing-sales-other': {
    noun: s('Promotion Site', 'プロモーションサイト'),
    usage: 'LP',
    tag: 'LP',
    sections: [s('Highlights', 'ハイライト'), VOICES, PRICING, CONTACT],
    features: ['contact-form', 'carousel'],
  },
  media: {
    noun: s('Media Site', 'メディアサイト'),
    usage: 'CORPORATION',
    tag: 'MEDIA',
    sections: [
      s('Featured Stories', '特集'),
      s('Latest Articles', '新着記事'),
      s('Categories', 'カテゴリー'),
      s('Writers', 'ライター'),
    ],
    features: ['article-list', 'carousel', 'news-announcements'],
  },
  news: {
    noun: s('News Site', 'ニュースサイト'),
    usage: 'CORPORATION',
    tag: 'NEWS',
    sections: [
      s('Top Stories', 'トップニュース'),
      s('Latest News', '最新ニュース'),
      s('Press Releases', 'プレスリリース'),
      s('Archive', 'アーカイブ'),
    ],
    features: ['news-announcements', 'article-list'],
  },
  'case-study': {
    noun: s('Case Study Site', '導入事例サイト'),
    usage: 'CORPORATION',
    tag: 'CASE_STUDY',
    sections: [
      s('Case Studies', '導入事例'),
      s('Results', '導入効果'),
      s('Client Interviews', 'お客様インタビュー'),
      CONTACT,
    ],
    features: ['case-studies', 'interview', 'article-list'],
  },
  portfolio: {
    noun: s('Portfolio', 'ポートフォリオ'),
    usage: 'PORTFOLIO',
    tag: 'PORTFOLIO',
    sections: [WORKS, s('Profile', 'プロフィール'), s('Clients', '取引先'), CONTACT],
    features: ['carousel', 'contact-form', 'free-plan'],
  },
  creator: {
    noun: s('Creator Site', 'クリエイターサイト'),
    usage: 'PORTFOLIO',
    tag: 'CREATOR',
    sections: [
      s('Latest Works', '最新作品'),
      s('Biography', 'バイオグラフィー'),
      s('Shop', 'ショップ'),
      s('Schedule', 'スケジュール'),
    ],
    features: ['carousel', 'article-list', 'free-plan'],
  },
  'portfolio-other': {
    noun: s('Profile Site', 'プロフィールサイト'),
    usage: 'PORTFOLIO',
    tag: 'RESUME',
    sections: [s('Profile', 'プロフィール'), s('Career', '経歴'), s('Skills', 'スキル'), CONTACT],
    features: ['contact-form', 'free-plan'],
  },
  'real-estate': {
    noun: s('Real Estate Site', '不動産サイト'),
    usage: 'CORPORATION',
    tag: 'REAL_ESTATE',
    sections: [
      s('Featured Properties', 'おすすめ物件'),
      s('Property Search', '物件検索'),
      s('Area Guide', 'エリア紹介'),
      CONTACT,
    ],
    features: ['map-embed', 'article-list', 'contact-form'],
  },
  medical: {
    noun: s('Clinic Site', 'クリニックサイト'),
    usage: 'CORPORATION',
    tag: 'MEDICAL',
    sections: [
      s('Consultation Hours', '診療時間'),
      s('Treatments', '診療内容'),
      s('Doctors', '医師紹介'),
      ACCESS,
      s('Book an Appointment', 'ご予約'),
    ],
    features: ['reservation', 'map-embed', 'news-announcements'],
  },
  restaurant: {
    noun: s('Restaurant Site', '飲食店サイト'),
    usage: 'CORPORATION',
    tag: 'RESTAURANT',
    sections: [
      s('Menu', 'メニュー'),
      s('Our Kitchen', 'こだわり'),
      s('Reservations', 'ご予約'),
      ACCESS,
    ],
    features: ['reservation', 'map-embed', 'carousel'],
  },
  education: {
    noun: s('School Site', 'スクールサイト'),
    usage: 'CORPORATION',
    tag: 'SCHOOL',
    sections: [
      s('Courses', 'コース紹介'),
      s('Campus Life', 'スクールライフ'),
      s('Admissions', '入学案内'),
      NEWS,
      ACCESS,
    ],
    features: ['news-announcements', 'contact-form', 'map-embed'],
  },
  professional: {
    noun: s('Professional Services Site', '士業・専門サービスサイト'),
    usage: 'CORPORATION',
    tag: 'CONSULTING',
    sections: [
      s('Practice Areas', '取扱業務'),
      s('Fees', '料金体系'),
      TEAM,
      s('Free Consultation', '無料相談'),
    ],
    features: ['contact-form', 'case-studies', 'news-announcements'],
  },
  beauty: {
    noun: s('Salon Site', 'サロンサイト'),
    usage: 'CORPORATION',
    tag: 'BEAUTY',
    sections: [
      s('Menu & Prices', 'メニュー・料金'),
      s('Stylists', 'スタイリスト'),
      s('Gallery', 'ギャラリー'),
      s('Book Online', 'ネット予約'),
      ACCESS,
    ],
    features: ['reservation', 'carousel', 'map-embed'],
  },
  travel: {
    noun: s('Travel Site', '観光・旅行サイト'),
    usage: 'CORPORATION',
    tag: 'TRAVEL',
    sections: [
      s('Destinations', 'おすすめスポット'),
      s('Stays', '宿泊プラン'),
      s('Seasonal Events', '季節のイベント'),
      ACCESS,
    ],
    features: ['reservation', 'map-embed', 'carousel'],
  },
  fitness: {
    noun: s('Fitness Site', 'フィットネスサイト'),
    usage: 'CORPORATION',
    tag: 'FITNESS',
    sections: [
      s('Programmes', 'プログラム'),
      s('Trainers', 'トレーナー'),
      s('Membership', '料金プラン'),
      s('Free Trial', '無料体験'),
    ],
    features: ['reservation', 'carousel', 'contact-form'],
  },
  'service-other': {
    noun: s('Small Business Site', '店舗・サービスサイト'),
    usage: 'CORPORATION',
    tag: 'SERVICE',
    sections: [SERVICES, s('Our Promise', '私たちの約束'), VOICES, ACCESS, CONTACT],
    features: ['contact-form', 'map-embed', 'free-plan'],
  },
}

/** Template tag an industry carries (when the tag list has a word for it). */
export const INDUSTRY_TAGS: Record<string, TemplateTag[]> = {
  relaxation: ['BEAUTY'],
  'hair-salon': ['HAIR_SALON', 'BEAUTY'],
  barber: ['HAIR_SALON'],
  'spa-esthetic': ['BEAUTY'],
  'nail-salon': ['BEAUTY'],
  eyelash: ['BEAUTY'],
  'personal-care': ['BEAUTY'],
  'cosmetic-clinic': ['CLINIC', 'BEAUTY'],
  'hair-removal': ['BEAUTY', 'CLINIC'],
  medical: ['MEDICAL'],
  dental: ['DENTAL', 'CLINIC'],
  hospital: ['MEDICAL'],
  clinic: ['CLINIC', 'MEDICAL'],
  osteopathy: ['CLINIC'],
  'nursing-welfare': ['NURSING_CARE'],
  healthcare: ['MEDICAL'],
  fitness: ['FITNESS'],
  kindergarten: ['KINDERGARTEN'],
  school: ['SCHOOL'],
  'cram-school': ['CRAM_SCHOOL'],
  university: ['UNIVERSITY'],
  'vocational-school': ['SCHOOL'],
  'online-learning': ['SCHOOL', 'SAAS'],
  'education-npo': ['NPO'],
  construction: ['CONSTRUCTION'],
  'architecture-office': ['ARCHITECTURE'],
  'civil-architecture': ['CIVIL_ENGINEERING', 'CONSTRUCTION'],
  travel: ['TRAVEL'],
  tourism: ['TRAVEL'],
  'shrine-temple': ['SHRINE_TEMPLE'],
  hotel: ['HOTEL'],
  ryokan: ['HOTEL'],
  guesthouse: ['HOTEL'],
  'public-facility': ['NPO'],
  'museum-gallery': ['MUSEUM'],
  'cultural-facility': ['MUSEUM'],
  wedding: ['WEDDING'],
  cafe: ['CAFE'],
  restaurant: ['RESTAURANT'],
  izakaya: ['BAR', 'RESTAURANT'],
  'sweets-bakery': ['BAKERY'],
  bar: ['BAR'],
  consulting: ['CONSULTING'],
  startup: ['STARTUP', 'SAAS'],
  business: ['CORPORATION'],
  marketing: ['CONSULTING'],
  accounting: ['ACCOUNTING'],
  'labor-office': ['ACCOUNTING'],
  politician: ['POLITICIAN'],
  'law-firm': ['LAW_FIRM'],
  'design-office': ['DESIGNER'],
  finance: ['FINANCE'],
  store: ['SERVICE'],
  designer: ['DESIGNER'],
  fashion: ['FASHION'],
  photographer: ['PHOTOGRAPHER'],
  illustrator: ['ILLUSTRATOR'],
  interior: ['DESIGNER'],
  gallery: ['ARTIST'],
  'model-stylist': ['FASHION'],
  'video-creator': ['CREATOR'],
  artist: ['ARTIST'],
  youtuber: ['CREATOR', 'ENTERTAINMENT'],
  manufacturing: ['MANUFACTURING'],
  agriculture: ['AGRICULTURE'],
  'real-estate': ['REAL_ESTATE'],
  logistics: ['LOGISTICS'],
  event: ['EVENT'],
  entertainment: ['ENTERTAINMENT'],
  game: ['GAME'],
  news: ['NEWS'],
  musician: ['MUSICIAN'],
  movie: ['ENTERTAINMENT'],
  'music-live': ['MUSICIAN'],
  'fan-site': ['ENTERTAINMENT'],
  'stage-live': ['ENTERTAINMENT'],
  sports: ['SPORTS'],
}

export type Palette = {
  primary: string
  secondary: string
  accent: string
  background: string
  text: string
}
