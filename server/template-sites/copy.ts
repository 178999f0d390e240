// The words of the template sites that are not the industry's own: labels, form fields and the
// stock lines every sample business shares, in English and Japanese.
import type { Phrase } from '../template-words'

const p = (en: string, ja: string): Phrase => ({ en, ja })

export const SITE_COPY = {
  home: p('Home', 'ホーム'),
  latest: p('Latest', '新着情報'),
  founded: p('Founded', '設立'),
  team: p('Team', 'スタッフ'),
  location: p('Location', '所在地'),
  /** Superseded by each business's own hours (businesses.ts); kept until the renderer switches. */
  phone: p('Phone', '電話'),
  address: p('Address', '住所'),
  values: p('What we stand for', '大切にしていること'),
  people: p('People', 'メンバー'),
  onRequest: p('On request', '要相談'),
  popular: p('Most popular', '人気'),
  choose: p('Choose this plan', 'このプランを選ぶ'),
  name: p('Name', 'お名前'),
  email: p('E-mail', 'メールアドレス'),
  telephone: p('Phone number', '電話番号'),
  message: p('Message', 'お問い合わせ内容'),
  send: p('Send', '送信する'),
  date: p('Date', 'ご希望日'),
  time: p('Time', 'ご希望時間'),
  service: p('Service', 'ご希望のメニュー'),
  notes: p('Notes', 'ご要望'),
  book: p('Request booking', '予約をリクエスト'),
  bookLead: p(
    'Choose a service and a time; we confirm by e-mail within a few hours.',
    'メニューと日時をお選びください。数時間以内にメールで確定のご連絡をします。',
  ),
  contactLead: p(
    'Write to us and we will answer within one business day.',
    'お問い合わせには1営業日以内にお返事します。',
  ),
  mapLabel: p('Map', '地図'),
  positions: p('Open positions', '募集中の職種'),
  fiscal: p('Fiscal year', '年度'),
  revenue: p('Revenue (¥ million)', '売上高（百万円）'),
  income: p('Operating income (¥ million)', '営業利益（百万円）'),
  margin: p('Operating margin', '営業利益率'),
  library: p('Documents', '資料'),
  members: p('Shareholders’ area', '株主様専用ページ'),
  membersLead: p(
    'Meeting materials and voting results for registered shareholders. Enter the password from your notice.',
    '株主総会資料と議決権行使結果をご覧いただけます。招集通知に記載のパスワードを入力してください。',
  ),
  password: p('Password', 'パスワード'),
  signIn: p('Open', '閲覧する'),
}

export const VALUES: { title: Phrase; text: Phrase }[] = [
  {
    title: p('Listen first', 'まず、聞くこと'),
    text: p(
      'Every visit starts with your questions, not our sales pitch.',
      'ご提案の前に、まずお話を伺います。',
    ),
  },
  {
    title: p('Explain clearly', 'わかりやすく伝えること'),
    text: p(
      'Prices and plans in writing, in plain words, before we begin.',
      '料金と内容は、始める前にわかりやすい言葉で書面にします。',
    ),
  },
  {
    title: p('Here for the long run', '長くお付き合いすること'),
    text: p(
      'We follow up, and we are still here when you need us next year.',
      'その後もご連絡し、来年も変わらずここにいます。',
    ),
  },
]

const CONSULTATION = p('Consultation hours', '診療時間')
const OFFICE = p('Office hours', '受付時間')
const STAY = p('Check-in and check-out', 'チェックイン・チェックアウト')
const VISITING = p('Opening hours', '開館時間')

/** What a business's hours are called, by industry (default: a shop's opening hours). */
export const HOURS_LABELS: Record<string, Phrase> = {
  default: p('Opening hours', '営業時間'),
  medical: CONSULTATION,
  dental: CONSULTATION,
  clinic: CONSULTATION,
  'cosmetic-clinic': CONSULTATION,
  'hair-removal': p('Opening hours', '営業・診療時間'),
  hospital: p('Outpatient hours', '外来受付時間'),
  kindergarten: p('School hours', '保育時間'),
  school: OFFICE,
  university: OFFICE,
  'vocational-school': OFFICE,
  'education-npo': OFFICE,
  construction: OFFICE,
  'architecture-office': OFFICE,
  'civil-architecture': OFFICE,
  consulting: OFFICE,
  business: OFFICE,
  marketing: OFFICE,
  accounting: OFFICE,
  'labor-office': OFFICE,
  politician: p('Office hours', '事務所の受付時間'),
  'law-firm': OFFICE,
  'design-office': OFFICE,
  finance: OFFICE,
  manufacturing: OFFICE,
  logistics: OFFICE,
  entertainment: OFFICE,
  hotel: STAY,
  ryokan: STAY,
  guesthouse: STAY,
  'shrine-temple': p('Visiting hours', '参拝・受付時間'),
  'public-facility': VISITING,
  'museum-gallery': VISITING,
  'cultural-facility': VISITING,
  event: p('Dates', '開催日時'),
  'stage-live': p('Box office and performances', 'チケット窓口・公演'),
  'music-live': p('Shows and box office', '公演・チケット窓口'),
}

export const PEOPLE: Phrase[] = [
  p('Yui Tanaka', '田中 結衣'),
  p('Ken Ito', '伊藤 健'),
  p('Sarah Miller', 'サラ・ミラー'),
  p('Daichi Mori', '森 大地'),
  p('Emma Clarke', 'エマ・クラーク'),
  p('Haruto Suzuki', '鈴木 陽翔'),
]

/** Roles on an about page, by site type (default: a small business). */
export const ROLES: Record<string, Phrase[]> = {
  medical: [p('Director', '院長'), p('Doctor', '医師'), p('Head nurse', '看護師長')],
  professional: [
    p('Partner', '代表'),
    p('Associate', 'アソシエイト'),
    p('Case manager', '担当スタッフ'),
  ],
  education: [
    p('Principal', '校長'),
    p('Head of studies', '教務主任'),
    p('Admissions', '入試担当'),
  ],
  ir: [p('President & CEO', '代表取締役社長'), p('CFO', '取締役CFO'), p('Head of IR', 'IR室長')],
  default: [p('Founder', '代表'), p('Manager', 'マネージャー'), p('Staff', 'スタッフ')],
}

export const JOBS: Record<string, Phrase[]> = {
  hospital: [
    p('Registered nurse', '看護師'),
    p('Physiotherapist', '理学療法士'),
    p('Medical office staff', '医療事務'),
    p('Pharmacist', '薬剤師'),
  ],
  'nursing-welfare': [
    p('Care worker', '介護職員'),
    p('Care manager', 'ケアマネジャー'),
    p('Nurse', '看護職員'),
    p('Driver (part-time)', '送迎ドライバー（パート）'),
  ],
  restaurant: [
    p('Line cook', '調理スタッフ'),
    p('Floor staff', 'ホールスタッフ'),
    p('Store manager', '店長候補'),
    p('Evening part-time', '夜のアルバイト'),
  ],
  logistics: [
    p('Truck driver', 'ドライバー'),
    p('Warehouse staff', '倉庫スタッフ'),
    p('Dispatcher', '配車担当'),
    p('Systems engineer', '社内SE'),
  ],
  construction: [
    p('Site supervisor', '施工管理'),
    p('Architect', '設計士'),
    p('Carpenter', '大工'),
    p('Estimator', '積算担当'),
  ],
  'civil-architecture': [
    p('Civil engineer', '土木技術者'),
    p('Surveyor', '測量士'),
    p('Site supervisor', '施工管理'),
    p('Heavy machinery operator', '重機オペレーター'),
  ],
  university: [
    p('Assistant professor', '助教'),
    p('Research assistant', '研究補助員'),
    p('Administrative staff', '事務職員'),
    p('Librarian', '図書館司書'),
  ],
  startup: [
    p('Frontend engineer', 'フロントエンドエンジニア'),
    p('Product designer', 'プロダクトデザイナー'),
    p('Customer success', 'カスタマーサクセス'),
    p('Account executive', 'セールス'),
  ],
  default: [
    p('Sales & account management', '営業'),
    p('Operations', '業務推進'),
    p('Engineering', 'エンジニア'),
    p('New graduates 2027', '2027年度 新卒採用'),
  ],
}

export const CLIENTS: Phrase[] = [
  p('Hinode Foods', '日の出食品'),
  p('Northgate Clinic', 'ノースゲートクリニック'),
  p('Kite Logistics', 'カイト物流'),
  p('Maple Hotel', 'メープルホテル'),
  p('Aozora School', 'あおぞら学園'),
  p('Sora Bank', 'そら銀行'),
]

export const RESULTS: Phrase[] = [
  p('Enquiries up 48% in six months', '半年で問い合わせ48%増'),
  p('120 staff hours saved a month', '月120時間の業務削減'),
  p('Delivery errors down to 0.1%', '配送ミス率0.1%に'),
  p('Bookings doubled in one season', '1シーズンで予約数2倍'),
  p('Applications up 2.3×', '応募数2.3倍'),
  p('Costs down 18% in a year', '1年でコスト18%削減'),
]

export const DOCUMENTS: Phrase[] = [
  p('Integrated report 2026 (PDF, 8.2 MB)', '統合報告書2026（PDF 8.2MB）'),
  p('Financial results, Q2 FY2026 (PDF, 1.1 MB)', '2026年度第2四半期 決算短信（PDF 1.1MB）'),
  p('Medium-term plan 2026–2028 (PDF, 3.4 MB)', '中期経営計画2026–2028（PDF 3.4MB）'),
  p('Notice of the annual general meeting (PDF, 0.9 MB)', '定時株主総会招集通知（PDF 0.9MB）'),
]

export const DATES = ['2026.10.28', '2026.10.12', '2026.09.30', '2026.09.05', '2026.08.21']
