// The pages of a template's site, by site type: shared by the server (which renders them as the
// preview site and shoots them for covers) and the detail page (whose gallery lists them). A
// page's kind decides what it shows; its feature tags come from what it shows, so a template is
// tagged "Reservation" only when its site has a booking page.

export type SitePageKind =
  | 'home'
  | 'about'
  | 'offerings'
  | 'pricing'
  | 'works'
  | 'news'
  | 'jobs'
  | 'figures'
  | 'members'
  | 'booking'
  | 'contact'
  /** One work of a works list, reached from that list (not from the site's menu). */
  | 'case'
  /** One article of an article list, reached from that list (not from the site's menu). */
  | 'article'

/**
 * How a page of its kind is drawn for the business. A news page lists notices, articles or
 * interviews; a works page works, case studies or properties; an offerings page a menu by
 * course, rooms, departments with a weekly consultation table, courses or a feature grid; a
 * pricing page plan cards or a plans × features table ('compare'); a booking page an appointment,
 * a table ('table'), nights ('stay') or tickets.
 */
export type SitePageFlavour =
  | 'notices'
  | 'articles'
  | 'interviews'
  | 'works'
  | 'cases'
  | 'properties'
  | 'menu'
  | 'rooms'
  | 'departments'
  | 'courses'
  | 'features'
  | 'compare'
  | 'table'
  | 'stay'
  | 'tickets'

export type SitePage = {
  /** URL segment under the preview ('' for home). */
  slug: string
  kind: SitePageKind
  name: { en: string; ja: string }
  flavour?: SitePageFlavour
  /** A contact page that shows the way there (an access map). */
  map?: boolean
  /** A case or article page: the slug of the list it belongs to, and which item of it (0-based). */
  parent?: string
  item?: number
}

const page = (
  slug: string,
  kind: SitePageKind,
  en: string,
  ja: string,
  extra: Pick<SitePage, 'flavour' | 'map'> = {},
): SitePage => ({ slug, kind, name: { en, ja }, ...extra })

/** How many works or articles a list with its own pages shows (the site stays ≤ 7 pages). */
export const DETAIL_PAGES_PER_LIST = 3

/** The list page followed by one page per item: "works" → works-1, works-2, works-3. */
function listWithPages(list: SitePage): SitePage[] {
  const kind: SitePageKind = list.kind === 'works' ? 'case' : 'article'
  const [en, ja] = kind === 'case' ? ['Project', 'プロジェクト'] : ['Article', '記事']
  return [
    list,
    ...Array.from({ length: DETAIL_PAGES_PER_LIST }, (_, i) => ({
      slug: `${list.slug}-${i + 1}`,
      kind,
      name: { en: `${en} ${i + 1}`, ja: `${ja}${i + 1}` },
      parent: list.slug,
      item: i,
    })),
  ]
}

export const HOME_PAGE: SitePage = page('', 'home', 'Home', 'ホーム')
const CONTACT = page('contact', 'contact', 'Contact', 'お問い合わせ')
const ACCESS = page('access', 'contact', 'Access', 'アクセス', { map: true })
const NOTICES = page('news', 'news', 'News', 'お知らせ', { flavour: 'notices' })
/** The industry's own word for what it offers ("Menu", "Treatments") names this page. */
const OFFERINGS = page('services', 'offerings', 'Services', 'サービス')

const PAGES_BY_SITE_TYPE: Record<string, SitePage[]> = {
  corporate: [page('company', 'about', 'Company', '会社概要'), OFFERINGS, NOTICES, ACCESS],
  brand: [
    page('story', 'about', 'Our Story', 'ブランドストーリー'),
    page('products', 'offerings', 'Products', '商品'),
    page('journal', 'news', 'Journal', 'ジャーナル', { flavour: 'articles' }),
    CONTACT,
  ],
  careers: [
    page('mission', 'about', 'Our Mission', 'ミッション'),
    page('positions', 'jobs', 'Open Positions', '募集職種'),
    page('interviews', 'news', 'Interviews', '社員インタビュー', { flavour: 'interviews' }),
    page('apply', 'contact', 'Apply', 'エントリー'),
  ],
  service: [
    page('features', 'offerings', 'Features', '機能', { flavour: 'features' }),
    page('pricing', 'pricing', 'Pricing', '料金プラン', { flavour: 'compare' }),
    page('cases', 'works', 'Case Studies', '導入事例', { flavour: 'cases' }),
    CONTACT,
  ],
  ir: [
    page('message', 'about', 'Message from the CEO', 'トップメッセージ'),
    page('highlights', 'figures', 'Financial Highlights', '財務ハイライト'),
    page('library', 'members', 'IR Library', 'IRライブラリ'),
    NOTICES,
  ],
  'corporate-other': [
    page('about', 'about', 'About', '私たちについて'),
    OFFERINGS,
    page('works', 'works', 'Works', '実績', { flavour: 'works' }),
    ACCESS,
  ],
  lp: [
    page('benefits', 'offerings', 'Benefits', '選ばれる理由'),
    page('voices', 'news', 'Testimonials', 'お客様の声', { flavour: 'interviews' }),
    page('pricing', 'pricing', 'Pricing', '料金'),
    page('signup', 'contact', 'Sign Up', 'お申し込み'),
  ],
  event: [
    page('overview', 'about', 'Overview', '開催概要'),
    page('programme', 'offerings', 'Programme', 'プログラム'),
    page('tickets', 'booking', 'Tickets', 'チケット', { flavour: 'tickets' }),
    ACCESS,
  ],
  campaign: [
    page('details', 'about', 'Campaign Details', 'キャンペーン内容'),
    page('offers', 'offerings', 'Offers', '対象商品'),
    page('enter', 'contact', 'How to Enter', '応募方法'),
  ],
  'marketing-sales-other': [
    page('highlights', 'offerings', 'Highlights', 'ハイライト'),
    page('voices', 'news', 'Testimonials', 'お客様の声', { flavour: 'interviews' }),
    page('pricing', 'pricing', 'Pricing', '料金'),
    CONTACT,
  ],
  media: [
    ...listWithPages(
      page('articles', 'news', 'Latest Articles', '新着記事', { flavour: 'articles' }),
    ),
    page('about', 'about', 'About Us', '編集部について'),
    CONTACT,
  ],
  news: [
    ...listWithPages(
      page('latest', 'news', 'Latest News', '最新ニュース', { flavour: 'articles' }),
    ),
    page('about', 'about', 'About Us', '私たちについて'),
    CONTACT,
  ],
  'case-study': [
    ...listWithPages(page('cases', 'works', 'Case Studies', '導入事例', { flavour: 'cases' })),
    OFFERINGS,
    CONTACT,
  ],
  portfolio: [
    ...listWithPages(page('works', 'works', 'Works', '作品', { flavour: 'works' })),
    page('profile', 'about', 'Profile', 'プロフィール'),
    CONTACT,
  ],
  creator: [
    ...listWithPages(page('works', 'works', 'Latest Works', '最新作品', { flavour: 'works' })),
    page('biography', 'about', 'Biography', 'バイオグラフィー'),
    CONTACT,
  ],
  'portfolio-other': [
    page('profile', 'about', 'Profile', 'プロフィール'),
    OFFERINGS,
    page('reports', 'news', 'Reports', '活動報告', { flavour: 'articles' }),
    CONTACT,
  ],
  'real-estate': [
    page('properties', 'works', 'Featured Properties', 'おすすめ物件', { flavour: 'properties' }),
    OFFERINGS,
    page('about', 'about', 'About Us', '会社案内'),
    ACCESS,
  ],
  medical: [
    { ...OFFERINGS, flavour: 'departments' },
    page('doctors', 'about', 'Our Doctors', '医師紹介'),
    page('booking', 'booking', 'Book an Appointment', 'ご予約'),
    ACCESS,
  ],
  restaurant: [
    { ...OFFERINGS, slug: 'menu', flavour: 'menu' },
    page('story', 'about', 'Our Kitchen', 'こだわり'),
    page('reservations', 'booking', 'Reservations', 'ご予約', { flavour: 'table' }),
    ACCESS,
  ],
  education: [
    { ...OFFERINGS, slug: 'courses', flavour: 'courses' },
    page('about', 'about', 'About the School', '学校案内'),
    NOTICES,
    page('admissions', 'contact', 'Admissions', '入学案内'),
  ],
  professional: [
    OFFERINGS,
    page('fees', 'pricing', 'Fees', '料金体系'),
    page('team', 'about', 'Our Team', '事務所紹介'),
    page('consultation', 'contact', 'Free Consultation', '無料相談'),
  ],
  beauty: [
    OFFERINGS,
    page('gallery', 'works', 'Gallery', 'ギャラリー', { flavour: 'works' }),
    page('booking', 'booking', 'Book Online', 'ネット予約'),
    ACCESS,
  ],
  travel: [
    OFFERINGS,
    page('about', 'about', 'About Us', '私たちについて'),
    page('reservations', 'booking', 'Reservations', 'ご予約'),
    ACCESS,
  ],
  fitness: [
    OFFERINGS,
    page('membership', 'pricing', 'Membership', '料金プラン'),
    page('trial', 'booking', 'Free Trial', '無料体験'),
    ACCESS,
  ],
  'service-other': [
    OFFERINGS,
    page('about', 'about', 'Our Promise', '私たちの約束'),
    NOTICES,
    ACCESS,
  ],
}

/** Software sold as a service: its landing page shows features and a plans × features table. */
const SOFTWARE_LP: SitePage[] = [
  page('features', 'offerings', 'Features', '機能', { flavour: 'features' }),
  page('voices', 'news', 'Testimonials', 'お客様の声', { flavour: 'interviews' }),
  page('pricing', 'pricing', 'Pricing', '料金プラン', { flavour: 'compare' }),
  page('signup', 'contact', 'Sign Up', 'お申し込み'),
]

/** Places to stay: rooms with nightly rates and a booking form for nights. */
const LODGING: SitePage[] = [
  { ...OFFERINGS, slug: 'rooms', flavour: 'rooms' },
  page('about', 'about', 'About Us', '私たちについて'),
  page('reservations', 'booking', 'Reservations', 'ご予約', { flavour: 'stay' }),
  ACCESS,
]

/** Where an industry's site of a site type differs from the site type's pages. */
const PAGES_BY_SITE_TYPE_AND_INDUSTRY: Record<string, Record<string, SitePage[]>> = {
  travel: { hotel: LODGING, ryokan: LODGING, guesthouse: LODGING },
  lp: { startup: SOFTWARE_LP, 'online-learning': SOFTWARE_LP, marketing: SOFTWARE_LP },
}

/**
 * Home first, then the site type's pages (for `industry` where it has its own); an unknown site
 * type gets a plain four-page site.
 */
export function sitePagesFor(siteType: string, industry = ''): SitePage[] {
  return [
    HOME_PAGE,
    ...(PAGES_BY_SITE_TYPE_AND_INDUSTRY[siteType]?.[industry] ??
      PAGES_BY_SITE_TYPE[siteType] ?? [
        page('about', 'about', 'About', '私たちについて'),
        OFFERINGS,
        CONTACT,
      ]),
  ]
}

/**
 * The pages the site's menu lists (home first): every page but those reached from a list
 * (a work's case page, an article's page).
 */
export function menuPagesOf(pages: SitePage[]): SitePage[] {
  return pages.filter((p) => p.parent === undefined)
}

/** The case or article pages of the list page `list`, in list order. */
export function detailPagesOf(pages: SitePage[], list: SitePage): SitePage[] {
  return pages.filter((p) => p.parent === list.slug)
}

/** What each industry calls the page of what it offers ("en|ja"). */
const OFFERINGS_LABELS: Record<string, string> = {
  relaxation: 'Treatments|施術メニュー',
  'hair-salon': 'Menu|メニュー',
  barber: 'Menu|メニュー',
  'spa-esthetic': 'Treatments|施術メニュー',
  'nail-salon': 'Nail Menu|ネイルメニュー',
  eyelash: 'Lash Menu|まつげメニュー',
  'personal-care': 'Care Menu|ケアメニュー',
  'cosmetic-clinic': 'Treatments|施術案内',
  'hair-removal': 'Treatments|脱毛メニュー',
  medical: 'Departments|診療科目',
  dental: 'Treatments|診療内容',
  hospital: 'Departments|診療科',
  clinic: 'Treatments|診療内容',
  osteopathy: 'Treatments|施術内容',
  'nursing-welfare': 'Care Services|介護サービス',
  healthcare: 'Services|サービス',
  fitness: 'Programmes|プログラム',
  kindergarten: 'Classes|クラス紹介',
  school: 'Courses|学科・コース',
  'cram-school': 'Courses|コース',
  university: 'Faculties|学部・学科',
  'vocational-school': 'Programmes|学科',
  'online-learning': 'Courses|講座',
  'education-npo': 'Programmes|活動内容',
  construction: 'Services|事業内容',
  'architecture-office': 'Services|業務内容',
  'civil-architecture': 'Services|事業内容',
  travel: 'Tours|ツアー',
  tourism: 'Things to Do|観光スポット',
  'shrine-temple': 'Prayers & Visits|ご祈祷・参拝',
  hotel: 'Rooms|客室',
  ryokan: 'Rooms & Meals|客室・お料理',
  guesthouse: 'Rooms|お部屋',
  'public-facility': 'Facilities|施設案内',
  'museum-gallery': 'Exhibitions|展覧会',
  'cultural-facility': 'Programmes|催し物',
  wedding: 'Wedding Plans|ウェディングプラン',
  cafe: 'Menu|メニュー',
  restaurant: 'Menu|メニュー',
  izakaya: 'Menu|お品書き',
  'sweets-bakery': 'Menu|商品紹介',
  bar: 'Drinks|ドリンク',
  consulting: 'Services|サービス',
  startup: 'Product|プロダクト',
  business: 'Services|事業内容',
  marketing: 'Services|サービス',
  accounting: 'Services|業務内容',
  'labor-office': 'Services|業務内容',
  politician: 'Policies|政策',
  'law-firm': 'Practice Areas|取扱分野',
  'design-office': 'Services|サービス',
  finance: 'Services|サービス',
  store: 'Products|商品',
  designer: 'Services|サービス',
  fashion: 'Collection|コレクション',
  photographer: 'Services|撮影プラン',
  illustrator: 'Commissions|ご依頼について',
  interior: 'Services|サービス',
  gallery: 'Exhibitions|展示',
  'model-stylist': 'Services|サービス',
  'video-creator': 'Services|制作プラン',
  artist: 'Commissions|制作依頼',
  youtuber: 'Channels|チャンネル',
  manufacturing: 'Products|製品情報',
  agriculture: 'Produce|生産品',
  'real-estate': 'Services|サービス',
  logistics: 'Services|サービス',
  event: 'Programme|プログラム',
  entertainment: 'Shows|公演',
  game: 'Games|ゲーム',
  news: 'Sections|コーナー',
  musician: 'Discography|ディスコグラフィー',
  movie: 'Films|作品',
  'music-live': 'Line-up|出演者',
  'fan-site': 'Highlights|見どころ',
  'stage-live': 'Productions|公演',
  sports: 'Programmes|プログラム',
}

/**
 * Every page of a site of `siteType` for `industry` (menu pages and the pages reached from a
 * list), the offerings page named in its words.
 */
export function templateSitePages(siteType: string, industry: string): SitePage[] {
  const label = OFFERINGS_LABELS[industry]
  return sitePagesFor(siteType, industry).map((p) => {
    if (p.kind !== 'offerings' || p.name !== OFFERINGS.name || !label) return p
    const [en = p.name.en, ja = p.name.ja] = label.split('|')
    return { ...p, name: { en, ja } }
  })
}
