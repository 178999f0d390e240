// The words of a template site's shell and home sections: headings, labels, steps and voices,
// chosen by what kind of site it is so that no block says something the business would not.
import type { Phrase } from '../template-words'

const p = (en: string, ja: string): Phrase => ({ en, ja })

export const HOME_COPY = {
  menu: p('Menu', 'メニュー'),
  siteMenu: p('Site menu', 'サイトメニュー'),
  footerMenu: p('Footer', 'フッター'),
  seeAll: p('See all', 'すべて見る'),
  address: p('Address', '住所'),
  directions: p('Getting here', 'アクセス'),
  phone: p('Phone', '電話'),
  email: p('E-mail', 'メール'),
  contactUs: p('Contact us', 'お問い合わせ'),
  visitUs: p('Visit us', 'ご来店・ご来院'),
  values: p('What we stand for', '大切にしていること'),
  voices: p('What people say', 'お客様の声'),
  staffVoices: p('From our team', '社員の声'),
  steps: p('How it works', 'ご利用の流れ'),
  gallery: p('Scenes', 'ギャラリー'),
  perNight: p('per night', '1泊'),
  fee: p('Fee', '受講料'),
  searchArticles: p('Search articles', '記事を検索'),
  search: p('Search', '検索'),
  checkIn: p('Check-in', 'チェックイン'),
  nights: p('Nights', '泊数'),
  guests: p('Guests', '人数'),
  date: p('Date', 'ご希望日'),
  checkAvailability: p('Check availability', '空室・空席を確認'),
  fullTime: p('Full-time', '正社員'),
  rights: p('All rights reserved.', 'All rights reserved.'),
  sample: p('Sample content for a template preview.', 'テンプレートプレビュー用のサンプルです。'),
  language: p('日本語', 'English'),
}

/** What the main section of the home page shows, by site type. */
export type MainKind =
  | 'dishes'
  | 'rooms'
  | 'features'
  | 'departments'
  | 'courses'
  | 'openings'
  | 'works'
  | 'articles'
  | 'offerings'

const STAY_INDUSTRIES = new Set(['hotel', 'ryokan', 'guesthouse'])
const SOFTWARE_INDUSTRIES = new Set(['startup', 'online-learning', 'game', 'finance', 'marketing'])

export function mainKindOf(siteType: string, industry: string): MainKind {
  switch (siteType) {
    case 'restaurant':
      return 'dishes'
    case 'travel':
      return STAY_INDUSTRIES.has(industry) ? 'rooms' : 'offerings'
    case 'service':
    case 'lp':
    case 'marketing-sales-other':
      return SOFTWARE_INDUSTRIES.has(industry) ? 'features' : 'offerings'
    case 'medical':
      return 'departments'
    case 'education':
      return 'courses'
    case 'careers':
      return 'openings'
    case 'portfolio':
    case 'creator':
    case 'portfolio-other':
    case 'real-estate':
      return 'works'
    case 'media':
    case 'news':
      return 'articles'
    default:
      return 'offerings'
  }
}

export const MAIN_HEADINGS: Record<MainKind, Phrase> = {
  dishes: p('On the menu', 'お品書き'),
  rooms: p('Rooms', '客室'),
  features: p('Features', '機能'),
  departments: p('Departments', '診療科目'),
  courses: p('Courses', 'コース'),
  openings: p('Open positions', '募集中の職種'),
  works: p('Selected works', '作品'),
  articles: p('Latest articles', '新着記事'),
  offerings: p('What we offer', 'サービス'),
}

/** Three steps a visitor takes, by what the site leads to. */
export const STEPS: Record<'booking' | 'software' | 'careers' | 'school' | 'general', Phrase[]> = {
  booking: [
    p('Choose what you would like', 'メニューを選ぶ'),
    p('Pick a day and time online', '日時をネットで予約'),
    p('Come in and relax', 'ご来店ください'),
  ],
  software: [
    p('Create a free account', '無料アカウントを作成'),
    p('Bring in your data in minutes', 'データを数分で取り込み'),
    p('Go live with your team', 'チームで運用開始'),
  ],
  careers: [
    p('Send your application', 'エントリー'),
    p('Meet the team, twice', '面接（2回）'),
    p('Your first day with a mentor', 'メンターと迎える初日'),
  ],
  school: [
    p('Visit on an open day', '説明会に参加'),
    p('Try a lesson for free', '無料体験授業'),
    p('Enrol', '入学・入会手続き'),
  ],
  general: [
    p('Tell us what you need', 'ご相談内容をお聞かせください'),
    p('Get a clear plan and price', '内容とお見積もりをご提示'),
    p('We get to work', 'スタート'),
  ],
}

/** What people say, by who says it. */
export const VOICES: Record<'customers' | 'staff', { quote: Phrase; who: Phrase }[]> = {
  customers: [
    {
      quote: p(
        'Every question I asked was answered within a day, and kindly.',
        '質問にはいつも1日以内に、ていねいに答えてもらえました。',
      ),
      who: p('Aiko, a customer since 2021', '2021年からご利用のA様'),
    },
    {
      quote: p(
        'The price was exactly what we were told at the start. No surprises.',
        '最初に聞いた料金のままで、追加の費用はありませんでした。',
      ),
      who: p('Tom, first visit', '初めてご利用のT様'),
    },
    {
      quote: p('I have sent three friends here already.', '友人にもすでに3人紹介しました。'),
      who: p('Mei, regular', '常連のM様'),
    },
  ],
  staff: [
    {
      quote: p(
        'In my second year I already lead a small team of my own.',
        '入社2年目で、小さなチームを任されています。',
      ),
      who: p('Yui, joined 2023', '2023年入社 Y.T.'),
    },
    {
      quote: p(
        'Someone always has time to help when you are stuck.',
        '困ったとき、必ず誰かが手を貸してくれる職場です。',
      ),
      who: p('Ken, joined 2019', '2019年入社 K.I.'),
    },
    {
      quote: p(
        'I can raise two children and still grow in this job.',
        '子育てと仕事を、無理なく両立できています。',
      ),
      who: p('Sarah, joined 2021', '2021年入社 S.M.'),
    },
  ],
}
