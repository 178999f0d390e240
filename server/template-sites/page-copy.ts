// The words of the pages page-bodies.ts draws, per industry where the business decides them:
// a restaurant's menu by course, a hotel's rooms, a clinic's consultation hours, a school's
// courses, a company's openings, a creator's works and a news site's articles, plus the labels
// around them, in English and Japanese. Rows are "en|ja|…" strings, as in industry-content.ts,
// to keep many industries readable in one file.
import type { Phrase } from '../template-words'

const p = (en: string, ja: string): Phrase => ({ en, ja })
const cells = (row: string) => row.split('|')
const phraseAt = (row: string[], at: number): Phrase => p(row[at] ?? '', row[at + 1] ?? '')

export const PAGE_COPY = {
  pricesIncludeTax: p('Prices include tax.', '表示価格は税込です。'),
  recommended: p('Recommended', 'おすすめ'),
  reserveTable: p('Reserve a table', '席を予約する'),
  partySize: p('Guests', '人数'),
  people: (n: number) => p(n === 1 ? '1 person' : `${n} people`, `${n}名`),
  course: p('Course', 'コース'),
  aLaCarte: p('À la carte only', 'アラカルトのみ'),
  largeParties: p(
    'For nine or more, or to book the whole room, please call us.',
    '9名様以上のご予約・貸切のご相談は、お電話でどうぞ。',
  ),
  // Rooms and stays
  roomSize: p('Size', '広さ'),
  beds: p('Beds', 'ベッド'),
  guests: p('Guests', '定員'),
  upTo: (n: number) => p(`Up to ${n}`, `${n}名まで`),
  rate: p('Rate', '料金'),
  checkIn: p('Check-in', 'チェックイン'),
  checkOut: p('Check-out', 'チェックアウト'),
  room: p('Room', 'お部屋'),
  adults: p('Guests', 'ご宿泊人数'),
  bookStay: p('Check availability', '空室を確認する'),
  stayLead: p(
    'Choose your nights and room; we confirm by e-mail within a few hours.',
    'ご宿泊日とお部屋をお選びください。数時間以内にメールで確定のご連絡をいたします。',
  ),
  bookThisRoom: p('Book this room', 'この部屋を予約する'),
  // Software
  everyPlan: p('In every plan', '全プラン共通'),
  plan: p('Plan', 'プラン'),
  feature: p('Feature', '機能'),
  comparePlans: p('Compare plans', 'プランを比較する'),
  included: p('Included', 'あり'),
  notIncluded: p('Not included', 'なし'),
  startFree: p('Start free', '無料で始める'),
  talkToSales: p('Talk to sales', '営業に相談する'),
  billing: p(
    'Prices exclude tax, billed monthly; yearly billing saves two months.',
    '価格は税抜・月払いの金額です。年払いなら2か月分お得です。',
  ),
  // Medical
  consultationHours: p('Consultation hours', '診療時間'),
  departmentsHeading: p('Departments', '診療科目'),
  morning: p('Morning', '午前'),
  afternoon: p('Afternoon', '午後'),
  open: p('Open', '診療'),
  shortened: p('Shorter hours', '時間短縮'),
  closed: p('Closed', '休診'),
  days: [
    p('Mon', '月'),
    p('Tue', '火'),
    p('Wed', '水'),
    p('Thu', '木'),
    p('Fri', '金'),
    p('Sat', '土'),
    p('Sun', '日'),
  ],
  daysLong: [
    p('Monday', '月曜日'),
    p('Tuesday', '火曜日'),
    p('Wednesday', '水曜日'),
    p('Thursday', '木曜日'),
    p('Friday', '金曜日'),
    p('Saturday', '土曜日'),
    p('Sunday', '日曜日'),
  ],
  department: p('Department', '診療科'),
  // Education
  length: p('Length', '期間'),
  level: p('For', '対象'),
  fee: p('Fee', '費用'),
  starts: p('Starts', '開始'),
  applyForCourse: p('Apply', '出願・お申し込み'),
  // Careers
  team: p('Team', '部署'),
  employment: p('Employment', '雇用形態'),
  workplace: p('Workplace', '勤務地'),
  salary: p('Pay', '給与'),
  applyFor: p('Apply for this role', 'この職種に応募する'),
  openings: (n: number) => p(`${n} open roles`, `${n}件の募集`),
  // Works and cases
  client: p('Client', 'クライアント'),
  role: p('Role', '担当'),
  year: p('Year', '年'),
  brief: p('The brief', '依頼内容'),
  approach: p('What we did', '取り組み'),
  outcome: p('Results', '成果'),
  viewProject: p('View the project', 'プロジェクトを見る'),
  backToWorks: p('Back to all works', '一覧に戻る'),
  nextProject: p('Next project', '次のプロジェクト'),
  // Articles
  by: p('By', '文'),
  readArticle: p('Read the article', '記事を読む'),
  related: p('Related articles', '関連記事'),
  backToArticles: p('Back to all articles', '記事一覧に戻る'),
  minutes: (n: number) => p(`${n} min read`, `${n}分で読めます`),
  // Properties and tickets
  layout: p('Layout', '間取り'),
  area: p('Floor area', '専有面積'),
  access: p('Access', '交通'),
  ticketType: p('Ticket', '券種'),
  quantity: p('Quantity', '枚数'),
  buyTickets: p('Request tickets', 'チケットを申し込む'),
  sessionDate: p('Day', '日程'),
}

export type Dish = { name: Phrase; priceJpy: number }
export type MenuSection = { title: Phrase; dishes: Dish[] }
export type Menu = { sections: MenuSection[]; note: Phrase }

/** A section: its title ("en|ja") and dishes ("en|ja|price"). */
function section(title: string, dishes: string[]): MenuSection {
  return {
    title: phraseAt(cells(title), 0),
    dishes: dishes.map((d) => {
      const row = cells(d)
      return { name: phraseAt(row, 0), priceJpy: Number(row[2]) }
    }),
  }
}

/** Menus by course, per industry; each business shows four of each section's five dishes. */
export const MENUS: Record<string, Menu> = {
  restaurant: {
    sections: [
      section('Starters|前菜', [
        'Burrata with roasted tomatoes and basil|ブッラータと焼きトマト、バジル|1600',
        'Seasonal vegetable antipasti, five kinds|季節野菜の前菜盛り合わせ（5種）|1400',
        'Carpaccio of today’s fish, citrus dressing|本日の鮮魚のカルパッチョ 柑橘ドレッシング|1500',
        'Wood-fired focaccia with olive oil|薪窯焼きフォカッチャとオリーブオイル|600',
        'Soup of the day|本日のスープ|800',
      ]),
      section('Pasta & mains|パスタ・メイン', [
        'Tagliatelle with slow-cooked beef ragù|牛肉ラグーのタリアテッレ|1900',
        'Spaghetti with clams and white wine|あさりの白ワイン蒸しスパゲッティ|1800',
        'Wood-fired wagyu rump, 150 g|和牛ランプの薪火焼き 150g|4200',
        'Catch of the day, roasted with herbs|本日の鮮魚のハーブロースト|2800',
        'Roast chicken with rosemary potatoes|若鶏のロースト ローズマリーポテト添え|2400',
      ]),
      section('Desserts|デザート', [
        'Tiramisu, our grandmother’s recipe|祖母のレシピのティラミス|700',
        'Panna cotta with seasonal fruit|季節のフルーツのパンナコッタ|650',
        'Affogato|アフォガート|600',
        'Lemon tart|レモンタルト|700',
        'Three cheeses with honey|チーズ3種の盛り合わせ はちみつ添え|1200',
      ]),
      section('Drinks|ドリンク', [
        'House wine by the glass, red or white|グラスワイン（赤・白）|800',
        'Chianti Classico, bottle|キャンティ・クラシコ（ボトル）|5800',
        'Craft beer|クラフトビール|900',
        'Sparkling water|スパークリングウォーター|500',
        'Espresso|エスプレッソ|400',
      ]),
    ],
    note: p(
      'Prices include tax. Please tell us about allergies when you book.',
      '表示価格は税込です。アレルギーのある方は、ご予約の際にお知らせください。',
    ),
  },
  cafe: {
    sections: [
      section('Coffee|コーヒー', [
        'Hand-drip coffee, house blend|ハンドドリップ（ハウスブレンド）|550',
        'Single origin of the week|今週のシングルオリジン|650',
        'Café latte|カフェラテ|600',
        'Iced coffee|アイスコーヒー|550',
        'Espresso|エスプレッソ|450',
      ]),
      section('Tea & other drinks|紅茶・ソフトドリンク', [
        'Darjeeling|ダージリン|600',
        'Hojicha latte|ほうじ茶ラテ|600',
        'Homemade lemonade|自家製レモネード|550',
        'Hot chocolate|ホットチョコレート|600',
        'Fresh orange juice|しぼりたてオレンジジュース|650',
      ]),
      section('Food|フード', [
        'Morning set, until 11:00|モーニングセット（11時まで）|750',
        'Egg salad sandwich|たまごサンド|800',
        'Toasted cheese sandwich|チーズトースト|700',
        'Quiche with salad|キッシュとサラダ|1100',
        'Soup and bread|スープとパンのセット|950',
      ]),
      section('Sweets|スイーツ', [
        'Seasonal fruit tart|季節のフルーツタルト|580',
        'Baked cheesecake|ベイクドチーズケーキ|520',
        'Scone with clotted cream|スコーン クロテッドクリーム添え|450',
        'Custard pudding|自家製プリン|480',
        'Carrot cake|キャロットケーキ|500',
      ]),
    ],
    note: p(
      'Prices include tax. Everything but the morning set can be taken away.',
      '表示価格は税込です。モーニングセット以外はお持ち帰りもできます。',
    ),
  },
  izakaya: {
    sections: [
      section('Skewers|串焼き', [
        'Chicken thigh, salt or sauce (1 skewer)|もも 塩・たれ（1本）|220',
        'Chicken and leek (1 skewer)|ねぎま（1本）|220',
        'Chicken meatball with egg yolk|つくね 卵黄添え|300',
        'Crispy chicken skin (1 skewer)|皮（1本）|180',
        'Shiitake (1 skewer)|しいたけ（1本）|200',
      ]),
      section('Small plates|一品料理', [
        'Today’s sashimi, three kinds|本日のお造り 三点盛り|1800',
        'Edamame|枝豆|380',
        'Rolled dashi omelette|だし巻き玉子|580',
        'Potato salad|ポテトサラダ|480',
        'Fried chicken|鶏の唐揚げ|680',
      ]),
      section('To finish|〆の一品', [
        'Grilled rice ball|焼きおにぎり|380',
        'Salmon ochazuke|鮭茶漬け|580',
        'Noodles in chicken broth|鶏だしの〆そば|750',
        'Red miso soup|赤だし|300',
        'Matcha ice cream|抹茶アイス|380',
      ]),
      section('Sake & drinks|お飲み物', [
        'Draught beer|生ビール|600',
        'Sake of the month, 180 ml|今月の日本酒（1合）|900',
        'Lemon sour|レモンサワー|500',
        'Umeshu on the rocks|梅酒ロック|550',
        'Oolong tea|ウーロン茶|350',
      ]),
    ],
    note: p(
      'Prices include tax. Every guest is served a small starter (otōshi) for ¥400.',
      '表示価格は税込です。お通し代として、お一人様400円を頂戴します。',
    ),
  },
  'sweets-bakery': {
    sections: [
      section('Bread|パン', [
        'Country sourdough|カンパーニュ|680',
        'Baguette|バゲット|350',
        'Milk loaf (one loaf)|食パン（1斤）|420',
        'Walnut and raisin bread|くるみとレーズンのパン|380',
        'Curry bread|カレーパン|280',
      ]),
      section('Croissants & pastries|クロワッサン・デニッシュ', [
        'Croissant|クロワッサン|320',
        'Pain au chocolat|パン・オ・ショコラ|360',
        'Seasonal fruit danish|季節のフルーツデニッシュ|420',
        'Almond croissant|アマンドクロワッサン|380',
        'Canelé|カヌレ|300',
      ]),
      section('Cakes|ケーキ', [
        'Strawberry shortcake|いちごのショートケーキ|580',
        'Mont Blanc|モンブラン|620',
        'Chocolate tart|ショコラタルト|560',
        'Baked cheesecake|ベイクドチーズケーキ|500',
        'Celebration cake, 15 cm, three days’ notice|ホールケーキ15cm（3日前までに要予約）|3800',
      ]),
      section('Drinks|ドリンク', [
        'Coffee|コーヒー|400',
        'Café au lait|カフェオレ|480',
        'Black tea|紅茶|400',
        'Apple juice|りんごジュース|450',
        'Milk|牛乳|300',
      ]),
    ],
    note: p(
      'Prices include tax. Bread comes out of the oven from 7:00 until mid-afternoon.',
      '表示価格は税込です。パンは朝7時から午後にかけて、順に焼き上がります。',
    ),
  },
  bar: {
    sections: [
      section('Cocktails|カクテル', [
        'Seasonal fruit cocktail|季節のフルーツカクテル|1600',
        'Gimlet|ギムレット|1400',
        'Dry martini|ドライマティーニ|1500',
        'Yuzu gin fizz|柚子のジンフィズ|1400',
        'Alcohol-free cocktail|ノンアルコールカクテル|1000',
      ]),
      section('Whisky, 30 ml|ウイスキー（シングル）', [
        'Japanese whisky flight, three drams|ジャパニーズウイスキー飲み比べ（3種）|2800',
        'Yamazaki 12 years|山崎12年|2400',
        'Hakushu|白州|1800',
        'Islay single malt|アイラ・シングルモルト|1600',
        'Bourbon|バーボン|1200',
      ]),
      section('Highballs & beer|ハイボール・ビール', [
        'Highball|ハイボール|900',
        'Ginger highball|ジンジャーハイボール|1000',
        'Draught beer|生ビール|900',
        'Craft beer, bottle|クラフトビール（瓶）|1100',
        'Ginger ale|ジンジャーエール|700',
      ]),
      section('Bar food|フード', [
        'Cheese plate, three kinds|チーズ盛り合わせ（3種）|1400',
        'Mixed nuts|ミックスナッツ|600',
        'Dried fruit|ドライフルーツ|700',
        'Chocolates|ショコラ|800',
        'Smoked cheese and olives|スモークチーズとオリーブ|900',
      ]),
    ],
    note: p(
      'Prices include tax. Cover charge ¥1,000 per person. No alcohol is served to guests under 20.',
      '表示価格は税込です。チャージ料としてお一人様1,000円を頂戴します。20歳未満の方にはお酒をお出しできません。',
    ),
  },
}

/** The menu of `industry` for sample business `business`: four of each section's dishes. */
export function menuOf(industry: string, business: number): Menu | undefined {
  const menu = MENUS[industry]
  if (!menu) return undefined
  return {
    note: menu.note,
    sections: menu.sections.map((s, i) => ({
      title: s.title,
      dishes: s.dishes.filter((_, d) => d !== (business + i) % s.dishes.length),
    })),
  }
}

/** When a restaurant of the industry takes bookings ("HH:MM" slots). */
export const TABLE_TIMES: Record<string, string[]> = {
  restaurant: ['11:30', '12:00', '13:00', '17:30', '18:00', '19:00', '20:00'],
  cafe: ['9:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00'],
  izakaya: ['17:00', '17:30', '18:00', '19:00', '20:00', '21:00'],
  'sweets-bakery': ['10:00', '11:00', '12:00', '14:00', '15:00', '16:00'],
  bar: ['18:00', '19:00', '20:00', '21:00', '22:00', '23:00'],
}

export type Room = {
  name: Phrase
  sizeM2: number
  beds: Phrase
  guests: number
  view: Phrase
  rateJpy: number
}
export type Lodging = {
  rooms: Room[]
  rateUnit: Phrase
  checkIn: string
  checkOut: string
  note: Phrase
}

/** "name en|ja|m²|beds en|ja|guests|feature en|ja|rate" */
function room(row: string): Room {
  const r = cells(row)
  return {
    name: phraseAt(r, 0),
    sizeM2: Number(r[2]),
    beds: phraseAt(r, 3),
    guests: Number(r[5]),
    view: phraseAt(r, 6),
    rateJpy: Number(r[8]),
  }
}

export const LODGINGS: Record<string, Lodging> = {
  hotel: {
    rooms: [
      room(
        'Standard double|スタンダードダブル|22|One double bed|ダブルベッド1台|2|City view, rain shower|シティビュー・レインシャワー|14000',
      ),
      room(
        'Harbour twin|ハーバーツイン|30|Two single beds|シングルベッド2台|2|Sea view, bathtub|オーシャンビュー・バスタブ付き|22000',
      ),
      room(
        'Family room|ファミリールーム|38|Two double beds|ダブルベッド2台|4|Sea view, sofa bed|オーシャンビュー・ソファベッド付き|29000',
      ),
      room(
        'Terrace suite|テラススイート|56|One king bed|キングベッド1台|2|Private terrace, view bath|専用テラス・ビューバス付き|58000',
      ),
    ],
    rateUnit: p('per room per night', '1室1泊あたり'),
    checkIn: '15:00',
    checkOut: '11:00',
    note: p(
      'Breakfast of local produce ¥2,500 per person. Children under 6 stay free in their parents’ bed.',
      '地元食材の朝食はお一人様2,500円です。6歳未満のお子様は、添い寝で無料です。',
    ),
  },
  ryokan: {
    rooms: [
      room(
        'Garden room, 8 tatami|庭園和室（8畳）|24|Futons for up to three|布団（3名まで）|3|Faces the garden|庭園に面したお部屋|32000',
      ),
      room(
        'Japanese-Western room|和洋室|45|Two beds and a tatami area|ベッド2台＋和室|4|Mountain view|山側のお部屋|41000',
      ),
      room(
        'Room with open-air bath|露天風呂付き客室|40|Futons for up to four|布団（4名まで）|4|Private hot-spring bath|源泉かけ流しの専用露天風呂|48000',
      ),
    ],
    rateUnit: p('per person per night, with dinner and breakfast', '1泊2食付き・お一人様'),
    checkIn: '15:00',
    checkOut: '10:00',
    note: p(
      'Rates are for two sharing a room. Kaiseki dinner is served in your room from 18:00 or 19:00.',
      '料金は2名様1室ご利用時のお一人様料金です。会席料理は18時または19時から、お部屋でお召し上がりいただけます。',
    ),
  },
  guesthouse: {
    rooms: [
      room(
        'Dormitory bed, mixed|ドミトリー（男女共用）|20|Curtained bunk, eight per room|カーテン付き2段ベッド（8台）|1|Locker and reading light|ロッカー・読書灯付き|3500',
      ),
      room(
        'Dormitory bed, women only|女性専用ドミトリー|16|Curtained bunk, six per room|カーテン付き2段ベッド（6台）|1|Locker and reading light|ロッカー・読書灯付き|3800',
      ),
      room(
        'Private twin|個室ツイン|12|Two futons|布団2組|2|Shared bath and toilet|バス・トイレ共用|9000',
      ),
      room(
        'Family room|ファミリールーム|18|Four futons|布団4組|4|Overlooks the garden|中庭に面したお部屋|14000',
      ),
    ],
    rateUnit: p('per bed or room per night', '1泊（1ベッドまたは1室）'),
    checkIn: '16:00',
    checkOut: '10:00',
    note: p(
      'Towels ¥200. Breakfast of rice, miso soup and grilled fish ¥800.',
      'タオルは200円で貸し出しています。朝食（ごはん・みそ汁・焼き魚）は800円です。',
    ),
  },
}

/** A software plan: price per user and month (0 free, -1 on request). */
export type SoftwarePlan = { name: Phrase; priceJpy: number; text: Phrase; recommended?: boolean }
export const SOFTWARE_PLANS: SoftwarePlan[] = [
  {
    name: p('Free', 'フリー'),
    priceJpy: 0,
    text: p('For trying it out with a small team.', '少人数でお試しいただけます。'),
  },
  {
    name: p('Team', 'チーム'),
    priceJpy: 1980,
    text: p('For teams that work in it every day.', '毎日使うチームに。'),
    recommended: true,
  },
  {
    name: p('Business', 'ビジネス'),
    priceJpy: 3980,
    text: p('For companies with security reviews.', 'セキュリティ要件のある企業に。'),
  },
  {
    name: p('Enterprise', 'エンタープライズ'),
    priceJpy: -1,
    text: p(
      'For large organisations, with a contract of your own.',
      '大規模な組織向けに、個別契約で。',
    ),
  },
]

/**
 * The rows of the plans × features table: a value per plan ("en|ja" text, "y" included, "n"
 * not). `offering:n` rows take the business's n-th feature as their name.
 */
export const PLAN_ROWS: { feature: Phrase | number; values: string[] }[] = [
  {
    feature: p('Users', 'ユーザー数'),
    values: ['Up to 3|3名まで', 'Unlimited|無制限', 'Unlimited|無制限', 'Unlimited|無制限'],
  },
  {
    feature: p('Storage', 'ストレージ'),
    values: ['5 GB|5GB', '100 GB|100GB', '1 TB|1TB', 'Unlimited|無制限'],
  },
  { feature: 0, values: ['y', 'y', 'y', 'y'] },
  { feature: 1, values: ['y', 'y', 'y', 'y'] },
  { feature: 2, values: ['n', 'y', 'y', 'y'] },
  { feature: 3, values: ['n', 'n', 'y', 'y'] },
  { feature: p('API and webhooks', 'API・Webhook'), values: ['n', 'y', 'y', 'y'] },
  {
    feature: p('Single sign-on (SAML)', 'シングルサインオン（SAML）'),
    values: ['n', 'n', 'y', 'y'],
  },
  { feature: p('Audit log', '監査ログ'), values: ['n', 'n', 'y', 'y'] },
  { feature: p('99.9% uptime SLA', '稼働率99.9%のSLA'), values: ['n', 'n', 'n', 'y'] },
  {
    feature: p('Support', 'サポート'),
    values: [
      'Help centre|ヘルプセンター',
      'Chat and e-mail|チャット・メール',
      'Priority, within 4 hours|優先対応（4時間以内）',
      'Dedicated manager|専任担当者',
    ],
  },
]

export const PLATFORM_FEATURES: { title: Phrase; text: Phrase }[] = [
  {
    title: p('Two-factor sign-in', '二段階認証'),
    text: p(
      'An app code or a security key for every account.',
      'すべてのアカウントで、認証アプリやセキュリティキーを使えます。',
    ),
  },
  {
    title: p('Data kept in Japan', '国内でデータを保管'),
    text: p(
      'Stored in Tokyo and Osaka, encrypted at rest.',
      '東京・大阪のデータセンターで、暗号化して保管します。',
    ),
  },
  {
    title: p('Export any time', 'いつでもエクスポート'),
    text: p(
      'CSV and PDF, for everything you put in.',
      '登録したデータは、すべてCSVやPDFで書き出せます。',
    ),
  },
  {
    title: p('Works on phones', 'スマートフォン対応'),
    text: p(
      'Apps for iOS and Android, and a web app that fits any screen.',
      'iOS・Androidアプリと、どの画面にも合うWeb版があります。',
    ),
  },
  {
    title: p('Roles and permissions', '権限管理'),
    text: p(
      'Decide who can see, edit and invite.',
      '閲覧・編集・招待ができる人を細かく設定できます。',
    ),
  },
  {
    title: p('Help from people', '人によるサポート'),
    text: p(
      'Answers from our own team, in Japanese and English.',
      '自社のサポートチームが、日本語と英語でお答えします。',
    ),
  },
]

/** A weekly consultation table: hours of the two sittings and a mark per day ("o" open, "s" shorter, "-" closed). */
export type ConsultationWeek = {
  morning: string
  afternoon: string
  am: string
  pm: string
  shorter?: Phrase
  note: Phrase
}
const CLINIC_WEEK: ConsultationWeek = {
  morning: '9:00–12:30',
  afternoon: '14:30–18:30',
  am: 'oooooo-',
  pm: 'ooo-os-',
  shorter: p('Saturday afternoons until 17:00.', '土曜午後は17:00までです。'),
  note: p(
    'Closed on Thursday afternoons, Sundays, public holidays and 29 December – 3 January.',
    '休診日：木曜午後・日曜・祝日・年末年始（12月29日〜1月3日）',
  ),
}
export const CONSULTATION_WEEKS: Record<string, ConsultationWeek> = {
  medical: CLINIC_WEEK,
  clinic: CLINIC_WEEK,
  dental: {
    morning: '9:30–13:00',
    afternoon: '14:30–19:00',
    am: 'oo-ooo-',
    pm: 'oo-oos-',
    shorter: p('Saturday afternoons until 17:00.', '土曜午後は17:00までです。'),
    note: p(
      'Closed on Wednesdays, Sundays and public holidays. Appointments first; urgent pain is seen the same day.',
      '休診日：水曜・日曜・祝日。予約優先ですが、急な痛みは当日も診療します。',
    ),
  },
  hospital: {
    morning: '8:30–11:30',
    afternoon: '13:30–16:00',
    am: 'oooooo-',
    pm: 'ooooo--',
    note: p(
      'Hours are for outpatient reception; afternoons are for specialist clinics by appointment. Closed on Sundays, public holidays and 29 December – 3 January. The emergency department is open 24 hours.',
      '外来の受付時間です。午後は予約制の専門外来です。休診日：日曜・祝日・年末年始（12月29日〜1月3日）。救急外来は24時間受け付けています。',
    ),
  },
  osteopathy: {
    morning: '9:00–12:00',
    afternoon: '15:00–20:00',
    am: 'oooooo-',
    pm: 'oooos--',
    shorter: p('Friday afternoons until 18:00.', '金曜午後は18:00までです。'),
    note: p(
      'Closed on Saturday afternoons, Sundays and public holidays. Health insurance applies to injuries.',
      '休業日：土曜午後・日曜・祝日。けが（骨折・脱臼・打撲・捻挫・挫傷）の施術には健康保険が使えます。',
    ),
  },
  'cosmetic-clinic': {
    morning: '10:00–14:00',
    afternoon: '15:00–19:00',
    am: 'o-ooooo',
    pm: 'o-oooos',
    shorter: p('Sunday afternoons until 17:00.', '日曜午後は17:00までです。'),
    note: p('By appointment only. Closed on Tuesdays.', '完全予約制です。休診日：火曜'),
  },
}

/** A course: name, line, and its facts ("en|ja" each). */
export type Course = {
  name: Phrase
  text: Phrase
  length: Phrase
  level: Phrase
  fee: Phrase
  starts: Phrase
}
function course(rows: string[]): Course {
  const [name = '', text = '', length = '', level = '', fee = '', starts = ''] = rows
  const ph = (s: string) => phraseAt(cells(s), 0)
  return {
    name: ph(name),
    text: ph(text),
    length: ph(length),
    level: ph(level),
    fee: ph(fee),
    starts: ph(starts),
  }
}

export const COURSES: Record<string, { courses: Course[]; lengthLabel?: Phrase }> = {
  kindergarten: {
    lengthLabel: p('Hours', '保育時間'),
    courses: [
      course([
        'Age 3: Chick class|年少（ひよこ組）',
        'A gentle first year of play, songs and friends.|遊びと歌を通して、はじめての集団生活に慣れていきます。',
        'Weekdays 9:00–14:00|平日 9:00〜14:00',
        'Born Apr 2023 – Mar 2024|2023年4月2日〜2024年4月1日生まれ',
        'Free under the national scheme; lunch ¥5,500 a month|保育料は無償化の対象、給食費 月額5,500円',
        'April 2027|2027年4月',
      ]),
      course([
        'Age 4: Rabbit class|年中（うさぎ組）',
        'Bigger games outdoors, and the first class concert.|外遊びが広がり、はじめての発表会に挑戦します。',
        'Weekdays 9:00–14:00|平日 9:00〜14:00',
        'Born Apr 2022 – Mar 2023|2022年4月2日〜2023年4月1日生まれ',
        'Free under the national scheme; lunch ¥5,500 a month|保育料は無償化の対象、給食費 月額5,500円',
        'April 2027|2027年4月',
      ]),
      course([
        'Age 5: Bear class|年長（くま組）',
        'Growing vegetables, a sleep-over and getting ready for school.|野菜づくりやお泊まり保育を経験し、小学校への準備をします。',
        'Weekdays 9:00–14:00|平日 9:00〜14:00',
        'Born Apr 2021 – Mar 2022|2021年4月2日〜2022年4月1日生まれ',
        'Free under the national scheme; lunch ¥5,500 a month|保育料は無償化の対象、給食費 月額5,500円',
        'April 2027|2027年4月',
      ]),
      course([
        'Extended care|預かり保育',
        'For working parents, with a snack and quiet play.|おやつと落ち着いた遊びの時間を用意しています。',
        'Weekdays until 18:00|平日 18:00まで',
        'All classes|全クラス',
        '¥500 a day|1日500円',
        'Any month|随時',
      ]),
    ],
  },
  school: {
    courses: [
      course([
        'Science course|理数コース',
        'Lab work every week and a research project in the second year.|毎週の実験と、2年次の課題研究に取り組みます。',
        '3 years|3年間',
        'Junior-high graduates, by entrance exam|中学校卒業見込みの方（入学試験あり）',
        'Tuition ¥396,000 a year|授業料 年額396,000円',
        'April 2027|2027年4月',
      ]),
      course([
        'Global course|グローバルコース',
        'English every day and a three-month term abroad.|毎日の英語授業と、3か月間の海外留学があります。',
        '3 years|3年間',
        'Junior-high graduates, by entrance exam|中学校卒業見込みの方（入学試験あり）',
        'Tuition ¥456,000 a year|授業料 年額456,000円',
        'April 2027|2027年4月',
      ]),
      course([
        'General course|総合コース',
        'A broad base for any university, with electives from the second year.|幅広い教科を学び、2年次からは選択科目で進路に備えます。',
        '3 years|3年間',
        'Junior-high graduates, by entrance exam|中学校卒業見込みの方（入学試験あり）',
        'Tuition ¥396,000 a year|授業料 年額396,000円',
        'April 2027|2027年4月',
      ]),
    ],
  },
  'cram-school': {
    courses: [
      course([
        'Entrance exam course|受験対策コース',
        'Five subjects, weekly tests and a plan for each student.|5教科の授業と毎週のテストで、一人ひとりの計画を立てます。',
        '12 months|12か月',
        'Grade 9 / third-year junior high|中学3年生',
        '¥24,000 a month|月額24,000円',
        '6 April 2027|2027年4月6日',
      ]),
      course([
        'One-to-one tutoring|個別指導',
        'One teacher for two students at most, any subject.|講師1名につき生徒2名まで。教科は自由に選べます。',
        'Month by month|1か月単位',
        'Grades 4 to 12|小学4年生〜高校3年生',
        '¥18,000 a month|月額18,000円',
        'Any week|随時入塾できます',
      ]),
      course([
        'Primary maths|小学生算数',
        'Problem solving through puzzles, once a week for 60 minutes.|パズルを使った考える算数。週1回60分です。',
        '12 months|12か月',
        'Grades 1 to 6|小学1年生〜6年生',
        '¥9,800 a month|月額9,800円',
        '6 April 2027|2027年4月6日',
      ]),
      course([
        'Summer intensive|夏期講習',
        'Ten days of review before the autumn term.|秋からの学習に向けて、10日間で総復習します。',
        '10 days|10日間',
        'Grades 6 to 9|小学6年生〜中学3年生',
        '¥32,000|32,000円',
        '21 July 2027|2027年7月21日',
      ]),
    ],
  },
  university: {
    courses: [
      course([
        'Faculty of Science|理学部',
        'Physics, chemistry and life sciences, with research from the third year.|物理・化学・生命科学を学び、3年次から研究室に所属します。',
        '4 years|4年間',
        'High-school graduates, by entrance exam|高等学校卒業見込みの方（一般・推薦選抜）',
        'Tuition ¥1,120,000 a year|授業料 年額1,120,000円',
        'April 2027|2027年4月',
      ]),
      course([
        'Faculty of Economics|経済学部',
        'Economics, data and policy, with a seminar in every year.|経済・データ・政策を学び、全学年でゼミに参加します。',
        '4 years|4年間',
        'High-school graduates, by entrance exam|高等学校卒業見込みの方（一般・推薦選抜）',
        'Tuition ¥960,000 a year|授業料 年額960,000円',
        'April 2027|2027年4月',
      ]),
      course([
        'Faculty of Letters|文学部',
        'Languages, history and philosophy, taught in small classes.|言語・歴史・哲学を、少人数の授業で学びます。',
        '4 years|4年間',
        'High-school graduates, by entrance exam|高等学校卒業見込みの方（一般・推薦選抜）',
        'Tuition ¥940,000 a year|授業料 年額940,000円',
        'April 2027|2027年4月',
      ]),
      course([
        'Graduate School (master’s)|大学院 修士課程',
        'Research degrees in every faculty, with evening classes.|全学部に対応する修士課程。夜間の授業もあります。',
        '2 years|2年間',
        'Bachelor’s degree holders|学士の学位をお持ちの方',
        'Tuition ¥820,000 a year|授業料 年額820,000円',
        'April or September 2027|2027年4月・9月',
      ]),
    ],
  },
  'vocational-school': {
    courses: [
      course([
        'Web design|Webデザイン科',
        'HTML, CSS and UI design, with a portfolio by graduation.|HTML・CSS・UIデザインを学び、卒業までにポートフォリオを仕上げます。',
        '2 years|2年制',
        'High-school graduates|高等学校卒業（見込み）の方',
        '¥1,180,000 a year|学費 年額1,180,000円',
        'April 2027|2027年4月',
      ]),
      course([
        'Culinary arts|調理師科',
        'Japanese, French and pastry kitchens; a cook’s licence on graduation.|和・洋・製菓の実習で学び、卒業時に調理師免許を取得できます。',
        '1 year|1年制',
        'High-school graduates|高等学校卒業（見込み）の方',
        '¥1,560,000|学費 1,560,000円',
        'April 2027|2027年4月',
      ]),
      course([
        'Nursing|看護科',
        'Clinical training at partner hospitals, toward the national exam.|提携病院での臨地実習を重ね、看護師国家試験を目指します。',
        '3 years|3年制',
        'High-school graduates|高等学校卒業（見込み）の方',
        '¥980,000 a year|学費 年額980,000円',
        'April 2027|2027年4月',
      ]),
    ],
  },
  'online-learning': {
    courses: [
      course([
        'Programming basics|プログラミング入門',
        'Python from zero, with a mentor who reviews your code.|ゼロから学ぶPython。メンターがコードを添削します。',
        '8 weeks|8週間',
        'Beginners|初心者',
        '¥19,800|19,800円',
        'Every Monday|毎週月曜開講',
      ]),
      course([
        'Business English|ビジネス英語',
        'Meetings, e-mail and presentations, with live lessons twice a week.|会議・メール・プレゼンを、週2回のライブレッスンで練習します。',
        '12 weeks|12週間',
        'Intermediate (CEFR B1)|中級（CEFR B1程度）',
        '¥14,800 a month|月額14,800円',
        '1st of every month|毎月1日開講',
      ]),
      course([
        'Data analysis|データ分析',
        'From spreadsheets to SQL, on real business data.|表計算からSQLまで、実際の業務データで学びます。',
        '10 weeks|10週間',
        'Intermediate|中級',
        '¥24,800|24,800円',
        '12 April 2027|2027年4月12日',
      ]),
    ],
  },
}

export type Opening = {
  role: Phrase
  team: Phrase
  type: Phrase
  place: Phrase
  salary: Phrase
  text: Phrase
}

const EMPLOYMENT: Record<string, Phrase> = {
  ft: p('Full-time', '正社員'),
  ct: p('Fixed-term contract', '契約社員'),
  pt: p('Part-time', 'パート・アルバイト'),
  ng: p('Graduate, full-time', '新卒・正社員'),
}
const WORKPLACE: Record<string, Phrase> = {
  site: p('On site', '出社'),
  hybrid: p('Hybrid, up to 3 days remote', 'ハイブリッド（在宅週3日まで）'),
  remote: p('Remote within Japan', 'フルリモート（国内）'),
}

/** "role en|ja|team en|ja|employment|workplace|pay en|ja|line en|ja" */
function opening(row: string): Opening {
  const r = cells(row)
  return {
    role: phraseAt(r, 0),
    team: phraseAt(r, 2),
    type: EMPLOYMENT[r[4] ?? 'ft'] ?? p('', ''),
    place: WORKPLACE[r[5] ?? 'site'] ?? p('', ''),
    salary: phraseAt(r, 6),
    text: phraseAt(r, 8),
  }
}

export const OPENINGS: Record<string, Opening[]> = {
  default: [
    opening(
      'Account manager|法人営業|Sales|営業部|ft|hybrid|¥4.8M–¥7.2M a year|年収480万〜720万円|Look after forty client companies and grow what they buy from us.|約40社の取引先を担当し、長いお付き合いを築いていただきます。',
    ),
    opening(
      'Operations planner|業務推進スタッフ|Operations|業務推進部|ft|site|¥4.2M–¥6.0M a year|年収420万〜600万円|Plan the work of three sites and make each week run a little smoother.|3拠点の業務計画を立て、現場の仕事を少しずつ改善していきます。',
    ),
    opening(
      'Software engineer|社内システムエンジニア|IT|情報システム部|ft|remote|¥6.0M–¥9.0M a year|年収600万〜900万円|Build and run the systems our staff use every day.|社員が毎日使う業務システムの開発と運用を担当します。',
    ),
    opening(
      'Graduate programme 2027|2027年度 新卒総合職|All teams|全部署|ng|site|¥265,000 a month|月給26.5万円|Three placements in your first two years, then the team you choose.|入社後2年間で3部署を経験し、その後の配属を一緒に決めます。',
    ),
  ],
  startup: [
    opening(
      'Frontend engineer|フロントエンドエンジニア|Product|プロダクト開発部|ft|remote|¥7.0M–¥11.0M a year|年収700万〜1,100万円|Build the boards and editor our customers use all day, in TypeScript and React.|お客様が毎日使うボードとエディタを、TypeScriptとReactで開発します。',
    ),
    opening(
      'Product designer|プロダクトデザイナー|Design|デザイン部|ft|hybrid|¥6.5M–¥10.0M a year|年収650万〜1,000万円|Talk to customers, sketch, test and ship with the engineers next to you.|お客様の声を聞き、エンジニアと一緒に設計・検証・リリースまで担います。',
    ),
    opening(
      'Customer success manager|カスタマーサクセス|Customer success|カスタマーサクセス部|ft|hybrid|¥5.0M–¥7.5M a year|年収500万〜750万円|Help fifty teams get going and stay happy in their first year.|導入から1年間、約50チームの活用を支援します。',
    ),
  ],
  logistics: [
    opening(
      'Truck driver, night routes|長距離ドライバー（夜間）|Transport|輸送部|ft|site|¥4.6M–¥6.2M a year|年収460万〜620万円|Nightly runs between our Tokyo and Osaka hubs; licence support available.|東京・大阪の拠点間を夜間に運行します。免許取得支援制度があります。',
    ),
    opening(
      'Warehouse staff|倉庫スタッフ|Warehouse|倉庫部|pt|site|¥1,250 an hour|時給1,250円〜|Pick and pack e-commerce orders, four to eight hours a day.|EC商品のピッキングと梱包。1日4〜8時間で働けます。',
    ),
    opening(
      'Dispatcher|配車担当|Dispatch|配車課|ft|site|¥4.2M–¥5.8M a year|年収420万〜580万円|Plan tomorrow’s routes for sixty trucks with our own planning tool.|自社の配車システムで、60台の翌日のルートを組みます。',
    ),
  ],
  'nursing-welfare': [
    opening(
      'Care worker|介護職員|Residential care|入居サービス課|ft|site|¥250,000–¥310,000 a month|月給25万〜31万円|Support twenty residents with daily life; qualification costs covered.|入居者20名の生活を支えます。資格取得の費用は会社が負担します。',
    ),
    opening(
      'Care manager|ケアマネジャー|Home care|居宅介護支援課|ft|site|¥290,000–¥350,000 a month|月給29万〜35万円|Write care plans with families for around thirty-five people at home.|約35名の利用者様について、ご家族と一緒にケアプランを作成します。',
    ),
    opening(
      'Driver, part-time|送迎ドライバー（パート）|Day service|デイサービス課|pt|site|¥1,150 an hour|時給1,150円〜|Morning and afternoon runs for day-service guests, in our own vans.|デイサービス利用者様の朝夕の送迎を担当します。',
    ),
  ],
  hospital: [
    opening(
      'Registered nurse|看護師|Nursing|看護部|ft|site|¥4.6M–¥6.4M a year|年収460万〜640万円|Wards of thirty-six beds with a three-shift rota and a mentor in your first year.|36床の病棟で3交替勤務。1年目はプリセプターがつきます。',
    ),
    opening(
      'Physiotherapist|理学療法士|Rehabilitation|リハビリテーション科|ft|site|¥4.0M–¥5.4M a year|年収400万〜540万円|Inpatient and outpatient rehabilitation with a team of twenty-four.|24名のチームで、入院・外来のリハビリテーションを担当します。',
    ),
    opening(
      'Medical office staff|医療事務|Administration|医事課|ct|site|¥220,000 a month|月給22万円|Reception, billing and records; training in the first month.|受付・会計・レセプト業務を担当します。最初の1か月は研修です。',
    ),
  ],
  construction: [
    opening(
      'Site supervisor|施工管理|Construction|工事部|ft|site|¥5.2M–¥8.0M a year|年収520万〜800万円|Run two or three house builds at a time, from foundations to handover.|基礎工事から引き渡しまで、2〜3棟の現場を担当します。',
    ),
    opening(
      'Architect|設計士|Design|設計部|ft|hybrid|¥5.0M–¥7.5M a year|年収500万〜750万円|Design timber-frame homes with the families who will live in them.|住まい手のご家族と一緒に、木造住宅を設計します。',
    ),
    opening(
      'Apprentice carpenter|大工（見習い）|Workshop|工務部|ft|site|¥230,000 a month|月給23万円|Learn from carpenters with thirty years at the bench; no experience needed.|経験30年の大工のもとで学びます。未経験の方も歓迎します。',
    ),
  ],
  restaurant: [
    opening(
      'Line cook|調理スタッフ|Kitchen|キッチン|ft|site|¥260,000–¥320,000 a month|月給26万〜32万円|Prep and cook on the wood-fired line; two days off a week.|薪火の厨房で仕込みと調理を担当します。週休2日です。',
    ),
    opening(
      'Floor staff|ホールスタッフ|Floor|ホール|pt|site|¥1,300 an hour|時給1,300円〜|Welcome guests and serve at lunch or dinner, three days a week or more.|ランチ・ディナーの接客とサービス。週3日から働けます。',
    ),
    opening(
      'Restaurant manager|店長候補|Management|店舗運営|ft|site|¥4.5M–¥6.0M a year|年収450万〜600万円|Run a thirty-seat restaurant with the owner: staff, stock and numbers.|オーナーとともに30席の店舗を運営し、スタッフ・仕入れ・数字を管理します。',
    ),
  ],
  university: [
    opening(
      'Assistant professor, economics|助教（経済学）|Faculty of Economics|経済学部|ct|site|¥5.4M–¥6.6M a year|年収540万〜660万円|Teach two seminars a term and run your own research; five-year term.|学期ごとに2コマのゼミを担当し、研究を進めていただきます。任期5年。',
    ),
    opening(
      'Research assistant|研究補助員|Faculty of Science|理学部|ct|site|¥1,400 an hour|時給1,400円|Support a life-sciences lab with samples, data and ordering.|生命科学の研究室で、試料・データの管理や発注を担当します。',
    ),
    opening(
      'Administrative staff|事務職員|Student affairs|学生支援課|ft|site|¥4.0M–¥5.6M a year|年収400万〜560万円|Help students with scholarships, exchanges and careers.|奨学金・留学・就職について学生を支援します。',
    ),
  ],
  'civil-architecture': [
    opening(
      'Civil engineer|土木技術者|Engineering|技術部|ft|site|¥5.2M–¥8.0M a year|年収520万〜800万円|Design and manage bridges and river works for the prefecture.|県発注の橋梁・河川工事の設計と管理を担当します。',
    ),
    opening(
      'Surveyor|測量士|Survey|測量課|ft|site|¥4.4M–¥6.2M a year|年収440万〜620万円|Drone and GNSS surveys before and during construction.|ドローンとGNSSで、着工前から完成までの測量を行います。',
    ),
    opening(
      'Heavy machinery operator|重機オペレーター|Construction|工事部|ft|site|¥4.2M–¥6.0M a year|年収420万〜600万円|Excavators and cranes on road and river sites; licence support available.|道路・河川の現場で重機を操作します。免許取得支援制度があります。',
    ),
  ],
}

export type Work = {
  title: Phrase
  client: Phrase
  role: Phrase
  brief: Phrase
  approach: Phrase
  result: Phrase
}

/** "title en|ja|client en|ja|role en|ja|brief en|ja|approach en|ja|result en|ja" */
function work(row: string): Work {
  const r = cells(row)
  return {
    title: phraseAt(r, 0),
    client: phraseAt(r, 2),
    role: phraseAt(r, 4),
    brief: phraseAt(r, 6),
    approach: phraseAt(r, 8),
    result: phraseAt(r, 10),
  }
}

/** Three works per industry, each with its own case page. */
export const WORKS: Record<string, Work[]> = {
  photographer: [
    work(
      'Spring catalogue for a bakery|ベーカリーの春カタログ|Boulangerie Mugi|ブーランジェリー むぎ|Photography and lighting|撮影・ライティング|Forty products that had to look as warm as they smell.|焼きたての香りまで伝わるように、40品を撮ってほしいというご依頼でした。|Two days in the shop at dawn, with daylight only.|夜明けの店内で、自然光だけを使って2日間撮影しました。|Online orders up 30% in the first month.|公開後1か月でネット注文が30%増えました。',
    ),
    work(
      'A wedding by the sea|海辺のウェディング|A private couple|ご新郎ご新婦様|Wedding photography|ウェディング撮影|A small ceremony on the beach, and nothing posed.|浜辺での小さな式を、ポーズをつけずに残したいというご希望でした。|Ten hours, one camera, four hundred frames delivered.|10時間、カメラ1台で撮影し、400枚をお渡ししました。|An album the family reprinted for every grandparent.|ご家族が祖父母全員のためにアルバムを焼き増しされました。',
    ),
    work(
      'Portraits of a hotel’s staff|ホテルスタッフのポートレート|Maple Hotel|メープルホテル|Portraits and retouching|ポートレート撮影・レタッチ|Sixty staff portraits for the new website, in one week.|新しいWebサイトに載せるスタッフ60名の写真を、1週間で撮影しました。|A travelling studio set up in each department.|部署ごとに移動式のスタジオを組んで撮影しました。|Used across the site, the brochure and the lobby.|Webサイト、パンフレット、ロビーの掲示で使われています。',
    ),
  ],
  illustrator: [
    work(
      'Cover for a debut novel|デビュー小説の装画|Harbor Books|ハーバー書房|Cover illustration|装画|A quiet cover that still stands out on a crowded table.|平台に並んでも埋もれない、静かな表紙をというご依頼でした。|Three sketches, one painted in gouache.|ラフを3案描き、1案をガッシュで仕上げました。|Reprinted four times in its first year.|刊行から1年で4刷になりました。',
    ),
    work(
      'Monthly column illustrations|連載コラムの挿絵|Machi Weekly|週刊まち|Editorial illustration|挿絵|One drawing a month for a column about city life.|街の暮らしを描くコラムに、毎月1点の挿絵を描いています。|A small cast of characters who grow with the column.|連載とともに成長する登場人物を決めて描いています。|Now in its third year.|連載は3年目に入りました。',
    ),
    work(
      'A picture book about the sea|海をめぐる絵本|Aozora Press|あおぞら出版|Illustration and layout|絵・レイアウト|Thirty-two pages for children who have never seen the sea.|海を見たことのない子どもたちに向けた、32ページの絵本です。|Six months of sketches with the author and two classes of readers.|作者と二つのクラスの子どもたちと一緒に、半年かけて描きました。|Chosen for the national library’s reading list.|国立図書館の推薦図書に選ばれました。',
    ),
  ],
  designer: [
    work(
      'Identity for a coffee roaster|焙煎所のブランドデザイン|Kinari Coffee|きなり珈琲|Logo, packaging and signs|ロゴ・パッケージ・サイン|A name that had outgrown its hand-drawn logo.|手描きのロゴでは足りなくなったお店の、新しい顔づくりです。|A mark that works stamped on a bag or lit on a sign.|紙袋のスタンプにも看板にも使えるマークをつくりました。|Wholesale enquiries doubled within a year.|1年で卸売のお問い合わせが2倍になりました。',
    ),
    work(
      'Annual report|アニュアルレポート|Sora Bank|そら銀行|Editorial design|エディトリアルデザイン|Eighty pages of figures that people would actually read.|読まれる80ページの報告書にしたいというご依頼でした。|Charts first, words second, one grid throughout.|図表を主役にし、全ページを一つのグリッドで組みました。|Shortlisted for a corporate reporting award.|企業報告書のアワードで最終候補に選ばれました。',
    ),
    work(
      'Wayfinding for a clinic|クリニックのサイン計画|Northgate Clinic|ノースゲートクリニック|Signage system|サイン計画|Patients kept getting lost between three floors.|3フロアを行き来する患者さんが迷ってしまう、というお悩みでした。|Colours per floor and pictograms tested with patients.|フロアごとの色分けと、患者さんと一緒に検証したピクトグラムです。|Questions at reception down by half.|受付での道案内が半分に減りました。',
    ),
  ],
  gallery: [
    work(
      'Yui Sone: Paintings|曽根ゆい 絵画展|Yui Sone|曽根ゆい|Exhibition and catalogue|企画・図録制作|The first solo show of a painter from the northern coast.|北の海辺で描き続ける画家の、初めての個展です。|Twenty-four oils hung by the sea’s colours, from grey to blue.|24点の油彩を、灰色から青へと海の色の順に展示しました。|All but three works found owners.|3点を除くすべての作品に買い手がつきました。',
    ),
    work(
      'Northern Coast: Photographs|北の海岸 写真展|Ren Kato|加藤 蓮|Exhibition|企画・展示|Ten years of photographs of one stretch of coast.|ひとつの海岸を10年撮り続けた写真の展覧会です。|Large prints, low light and a room of sound from the shore.|大判プリントと抑えた照明、波音の流れる一室で構成しました。|Our best-attended show, 4,200 visitors in five weeks.|5週間で4,200名が来場し、当ギャラリー最多となりました。',
    ),
    work(
      'Small Works Fair|小品展|Twelve artists|作家12名|Curation|キュレーション|Affordable works for first-time collectors.|はじめて作品を買う方に向けた、手の届く小品の展示です。|Every piece under ¥50,000, with talks each weekend.|全作品5万円以下、毎週末にアーティストトークを開きました。|Ninety works sold, half to new collectors.|90点が売れ、その半数が初めてのお客様でした。',
    ),
  ],
  'model-stylist': [
    work(
      'Autumn lookbook|秋のルックブック|Atelier Kazane|アトリエ風音|Styling|スタイリング|Twenty looks from a small knitwear label.|小さなニットブランドの、20ルックのスタイリングです。|Layered with vintage pieces and shot on city streets.|古着と重ね、街なかで撮影しました。|Sold out of two pieces in a week.|2型が1週間で完売しました。',
    ),
    work(
      'Campaign for a department store|百貨店の広告キャンペーン|Hoshino Department Store|星野百貨店|Modelling|モデル|Print and video for the spring sale.|春のセールに向けた、紙面と動画の広告です。|Two days in the studio and one on the rooftop.|スタジオで2日、屋上で1日撮影しました。|Shown on 300 screens across the city’s stations.|市内の駅300面のサイネージで放映されました。',
    ),
    work(
      'A wardrobe for a new job|転職のためのワードローブ|A private client|個人のお客様|Personal styling|パーソナルスタイリング|Clothes that work for a new role in a formal office.|堅めのオフィスでの新しい仕事に合う服を、というご相談でした。|A wardrobe edit, then one afternoon of shopping.|手持ちの服を見直してから、半日かけて買い物に同行しました。|Fifteen pieces, thirty outfits.|15着で30通りの組み合わせができました。',
    ),
  ],
  'architecture-office': [
    work(
      'House on a narrow lot|狭小地の住宅|A family of four|4人家族の住まい|Design and supervision|設計・監理|A home for four on 60 m² of land.|60㎡の敷地に、4人家族が暮らす家をというご依頼でした。|A light well through three floors and rooms that open into each other.|3層を貫く光庭と、つながり合う部屋で構成しました。|Winner of a city housing award.|市の住宅賞を受賞しました。',
    ),
    work(
      'A café in an old warehouse|倉庫を改装したカフェ|Kinari Coffee|きなり珈琲|Renovation design|改修設計|A roastery and café in a 1960s warehouse.|1960年代の倉庫を、焙煎所とカフェにする計画です。|The old beams kept, a new mezzanine of timber.|古い梁を残し、木造の中二階を新たに加えました。|Open on time and 8% under budget.|予定どおりに開業し、工事費は予算より8%抑えられました。',
    ),
    work(
      'A clinic for a small town|町の診療所|Northgate Clinic|ノースゲートクリニック|Design and supervision|設計・監理|A clinic that does not feel like a hospital.|病院らしくない診療所をというご希望でした。|Low roofs, a garden waiting room and daylight in every room.|低い屋根、庭に面した待合、すべての部屋に自然光を入れました。|Patients now wait outside in spring by choice.|春には庭で待つ患者さんも増えました。',
    ),
  ],
  interior: [
    work(
      'A flat for a family of three|3人家族のマンション|A private client|個人のお客様|Interior design|インテリアデザイン|A 70 m² flat that had to hold a home office.|70㎡の住まいに、在宅勤務の場所もつくりたいというご相談でした。|Sliding walls, built-in storage and one warm palette.|引き戸の間仕切りと造作収納、温かみのある配色でまとめました。|Done in eight weeks, while the family lived there.|住みながら8週間で仕上げました。',
    ),
    work(
      'A hair salon|ヘアサロンの内装|Salon Lumière|サロン・ルミエール|Shop interior|店舗インテリア|Four chairs that feel private in one open room.|ひとつの空間で、4席それぞれが落ち着ける店にしたいというご依頼でした。|Curved screens of oak and light from above each chair.|オーク材の曲面の仕切りと、席ごとの照明を設けました。|Bookings up 25% after the reopening.|改装後、予約数が25%増えました。',
    ),
    work(
      'Furniture for a library corner|図書コーナーの家具|Aozora School|あおぞら学園|Custom furniture|オーダー家具|Shelves and seats for children aged six to twelve.|6〜12歳の子どもたちのための本棚と椅子です。|Low shelves, reading nooks and rounded corners, made in our workshop.|低い棚と読書スペース、角を丸めた家具を自社工房でつくりました。|Borrowing doubled in the first term.|最初の学期で貸出冊数が2倍になりました。',
    ),
  ],
  'design-office': [
    work(
      'Rebrand for a tea merchant|茶舗のリブランディング|Hinode Foods|日の出食品|Brand identity|ブランディング|A century-old tea shop that young buyers walked past.|若い世代に素通りされてしまう、創業百年の茶舗です。|A new mark from the old shop sign, and plain, bright packaging.|旧看板の文字から新しいマークをつくり、明るく簡潔なパッケージにしました。|Sales to under-35s up threefold.|35歳以下のお客様への売上が3倍になりました。',
    ),
    work(
      'Website for a logistics firm|物流会社のWebサイト|Kite Logistics|カイト物流|Web design and build|Webサイト制作|A site that wins drivers as well as customers.|お客様だけでなく、ドライバーの採用にもつながるサイトです。|Real staff photos, a route map and a one-page application.|実際の社員の写真、路線図、1ページで済む応募フォームをつくりました。|Applications up 2.3× in six months.|半年で応募数が2.3倍になりました。',
    ),
    work(
      'Packaging for a bakery|ベーカリーのパッケージ|Boulangerie Mugi|ブーランジェリー むぎ|Packaging design|パッケージデザイン|Bags and boxes that travel well and look like the shop.|持ち運びやすく、お店らしさが伝わる袋と箱を、というご依頼でした。|Recycled kraft, one colour of ink and a stamp for each season.|再生紙に1色刷り、季節ごとのスタンプで展開しました。|Packaging costs down 15%.|包材費が15%下がりました。',
    ),
  ],
  'video-creator': [
    work(
      'Brand film for a ryokan|旅館のブランドムービー|Ryokan Shirasagi|旅館 白鷺|Direction and editing|ディレクション・編集|Two minutes that feel like a night at the inn.|旅館で過ごす一夜を2分間で伝えたい、というご依頼でした。|Shot over one day and night, no narration, only sound.|一昼夜で撮影し、ナレーションを使わず音だけで構成しました。|Direct bookings up 40% the next season.|翌シーズンの直接予約が40%増えました。',
    ),
    work(
      'Music video: Tidelines|ミュージックビデオ「Tidelines」|Nora Vale|ノラ・ヴェイル|Concept, shoot and edit|企画・撮影・編集|A video on a small budget that fits a quiet song.|静かな曲に合う映像を、限られた予算でつくる企画です。|One take on a ferry at dawn.|夜明けのフェリーで、ワンカットで撮影しました。|1.2 million views in three months.|3か月で120万回再生されました。',
    ),
    work(
      'Event highlights|イベントのハイライト映像|Harbour FC|ハーバーFC|Filming and editing|撮影・編集|A season opener, edited for social media the same week.|開幕戦の様子を、その週のうちにSNS向けに編集しました。|Three cameras and a vertical cut for phones.|カメラ3台で撮影し、スマートフォン向けの縦型版も用意しました。|Season tickets sold out a week later.|1週間後、シーズンチケットが完売しました。',
    ),
  ],
  artist: [
    work(
      'Harbour at Dusk|夕暮れの港|Private collection|個人蔵|Oil on canvas, 130 × 162 cm|油彩・キャンバス（130×162cm）|A large painting for a family’s new home.|新居のために描いた大作です。|Six weeks of studies on the quay, then three months in the studio.|岸壁で6週間スケッチを重ね、アトリエで3か月かけて仕上げました。|Shown at the city museum before it went home.|納品前に市立美術館で展示されました。',
    ),
    work(
      'Mural for a school|小学校の壁画|Aozora School|あおぞら学園|Mural painting|壁画制作|A wall of the playground, designed with the pupils.|校庭の壁に、子どもたちと一緒に描いた壁画です。|Drawings by 240 children turned into one design.|240人の子どもたちの絵を、一枚の構図にまとめました。|Painted over ten days with a class a day.|10日間、毎日1クラスずつ一緒に描きました。',
    ),
    work(
      'Print edition: Tides|版画「潮」|Gallery Shiro|ギャラリー白|Woodblock prints, edition of 30|木版画（30部限定）|A print for collectors who cannot hang a large painting.|大きな絵を飾れない方のための版画です。|Seven blocks, printed by hand.|7枚の版木を使い、手摺りで刷りました。|Edition sold out in a weekend.|週末の2日間で完売しました。',
    ),
  ],
  musician: [
    work(
      'Tidelines (album)|アルバム『Tidelines』|Self-released|自主制作|Songs, vocals and production|作詞作曲・歌・プロデュース|A third album recorded close to home.|3枚目のアルバムを、地元で録音しました。|Eleven songs recorded live in a wooden chapel over five days.|木造のチャペルで5日間、11曲を一発録りしました。|Top ten of the indie chart for six weeks.|インディーチャートで6週間トップ10に入りました。',
    ),
    work(
      'Harbour Songs tour|Harbour Songsツアー|Twelve venues|全国12会場|Performance|ライブ|A tour of small halls after the second album.|2枚目のアルバムを携えた、小さなホールでのツアーです。|Twelve cities, a string quartet and no backing tracks.|12都市を弦楽四重奏とともに、同期音源なしで回りました。|Every night sold out.|全公演が完売しました。',
    ),
    work(
      'Theme for a film|映画の主題歌|Kaleido Productions|カレイド・プロダクション|Song and score|主題歌・劇中音楽|A theme song for a film about a seaside town.|海辺の町を描いた映画の主題歌です。|Written after reading the script and visiting the set.|脚本を読み、撮影現場を訪ねてから書き下ろしました。|Nominated for the film festival’s music prize.|映画祭の音楽賞にノミネートされました。',
    ),
  ],
  'fan-site': [
    work(
      'Tenth-anniversary fan book|10周年記念ファンブック|Fan club members|ファンクラブ会員|Editing and design|編集・デザイン|A book of ten years of photos and letters from fans.|10年分の写真とファンからの手紙を一冊にまとめました。|Six hundred letters read, eighty chosen.|600通の手紙を読み、80通を選びました。|1,500 copies sent to members.|会員の皆さんに1,500部をお届けしました。',
    ),
    work(
      'Birthday project|バースデー企画|Fan club members|ファンクラブ会員|Planning|企画|A surprise for the birthday concert.|バースデー公演でのサプライズ企画です。|Light sticks in one colour, handed out at the door.|入場時に配ったペンライトで、会場を一色に染めました。|Mentioned on stage and in the tour film.|ステージ上で触れてもらい、ツアー映像にも収録されました。',
    ),
    work(
      'Charity drive|チャリティ企画|Sora Children’s Fund|そら子ども基金|Organising|運営|Fans raising money in the artist’s name.|アーティストの名前で、ファンが寄付を集める企画です。|Online donations and a stall at every tour stop.|オンライン募金と、ツアー各会場でのブースで集めました。|¥3.2 million for children’s hospitals.|こども病院に320万円を寄付しました。',
    ),
  ],
  youtuber: [
    work(
      'Ten-minute dinners series|10分晩ごはんシリーズ|Main channel|メインチャンネル|Cooking, filming and editing|料理・撮影・編集|Weeknight dinners for people who get home late.|帰りが遅い人のための、平日の晩ごはんシリーズです。|Twenty episodes, one pan each, shot in one take.|フライパン一つ、ワンカットで20本を撮りました。|Subscribers up from 40,000 to 210,000.|登録者数が4万人から21万人に増えました。',
    ),
    work(
      'Sponsored series for a kitchenware brand|キッチン用品ブランドとのタイアップ|Hinode Foods|日の出食品|Concept and presenting|企画・出演|Show a new pan range without sounding like an advert.|広告らしくない形で、新しいフライパンを紹介したいというご依頼でした。|Four recipes where the pan simply does the work.|道具が自然に活躍する4つのレシピで構成しました。|Sold out online in two days.|オンライン販売分が2日で完売しました。',
    ),
    work(
      'Live cooking with members|メンバー限定ライブクッキング|Members|メンバーシップ|Live streaming|ライブ配信|A monthly live stream where members cook along.|メンバーが一緒に料理する、月1回のライブ配信です。|Ingredient lists a week ahead and questions answered live.|1週間前に材料を案内し、質問にはその場で答えています。|Members doubled in six months.|半年でメンバーが2倍になりました。',
    ),
  ],
  business: [
    work(
      'A supply chain for 3,000 restaurants|3,000店舗への食材供給|Hinode Foods|日の出食品|Food distribution|食品事業|Deliveries that arrived late one day in five.|5日に1日は配送が遅れる、という課題がありました。|Shared warehouses and routes planned overnight.|倉庫を共同化し、夜間にルートを組み直しました。|On-time deliveries at 99.4%.|定時配送率が99.4%になりました。',
    ),
    work(
      'New production line|新製造ラインの立ち上げ|Kaneda Precision|金田精密|Machinery|機械事業|A line for parts twice as precise as before.|従来の2倍の精度の部品をつくるラインです。|Machines chosen, installed and staff trained in four months.|4か月で機械の選定・据え付け・社員研修を終えました。|Defects down to 0.2%.|不良率が0.2%まで下がりました。',
    ),
    work(
      'Scope 3 reporting|スコープ3排出量の開示|Sora Bank|そら銀行|Sustainability|サステナビリティ|Emissions of 400 suppliers measured for the first time.|取引先400社の排出量を、初めて算定しました。|A simple survey and visits to the twenty largest.|簡単な調査票と、上位20社への訪問で進めました。|Published a year ahead of the regulation.|規制の1年前に開示を行いました。',
    ),
  ],
  startup: [
    work(
      'Planning for a logistics company|物流会社の業務管理|Kite Logistics|カイト物流|Boards and automations|ボード・自動化|Sixty dispatchers planning in spreadsheets.|60名の配車担当が、表計算ソフトで計画を立てていました。|Boards for each depot and automations from the order system.|拠点ごとのボードと、受注システムからの自動連携を導入しました。|120 staff hours saved a month.|月120時間の業務を削減しました。',
    ),
    work(
      'Specs and tasks for a school|学校の業務とドキュメント|Aozora School|あおぞら学園|Docs and boards|ドキュメント・ボード|Teachers lost track of forms, plans and deadlines.|書類・計画・締め切りの管理に先生方が苦労していました。|One workspace per year group, with templates for each task.|学年ごとにワークスペースを分け、業務ごとにテンプレートを用意しました。|Meetings cut from two hours to forty minutes.|会議時間が2時間から40分になりました。',
    ),
    work(
      'Launches at a bank|銀行のサービス公開|Sora Bank|そら銀行|Integrations|連携|Releases held up by approvals in four tools.|4つのツールにまたがる承認で、リリースが滞っていました。|Approvals in one board, linked to GitHub and Slack.|承認を一つのボードに集め、GitHubとSlackに連携しました。|Releases every week instead of every month.|リリースが月1回から毎週になりました。',
    ),
  ],
  construction: [
    work(
      'Seismic upgrade of a school|校舎の耐震改修|Aozora School|あおぞら学園|Renovation|リフォーム|A 1970s building to be made safe during term time.|1970年代の校舎を、授業を続けながら耐震化する工事です。|Work in the holidays and quiet hours, braces outside the walls.|長期休みと放課後に工事を行い、外付けの補強材を使いました。|Finished in 14 months with no lost school days.|休校日なしで、14か月で完了しました。',
    ),
    work(
      'A timber clinic|木造のクリニック|Northgate Clinic|ノースゲートクリニック|Commercial building|商業施設|A two-storey clinic in local cedar.|地元の杉を使った、2階建てのクリニックです。|Prefabricated frames raised in three days.|工場で加工した構造材を、3日で建て方しました。|Opened a month early.|予定より1か月早く開院しました。',
    ),
    work(
      'Twelve homes for one street|一つの通りの12棟|Maple Homes|メープルホーム|Custom homes|注文住宅|Twelve families, one street, one schedule.|12のご家族が暮らす一つの通りを、同じ工期で建てる計画です。|A shared site office and a weekly meeting with every family.|共同の現場事務所を置き、毎週すべてのご家族と打ち合わせました。|All twelve handed over within a week.|12棟すべてを1週間以内にお引き渡ししました。',
    ),
  ],
  manufacturing: [
    work(
      'Parts for a medical device|医療機器の部品|Northgate Medical|ノースゲートメディカル|Machined parts|切削部品|Titanium parts to ±2 microns, 5,000 a month.|±2ミクロンのチタン部品を、月5,000個という案件です。|A new five-axis cell and inspection of every part.|5軸加工機を導入し、全数検査を行いました。|No rejected lot in two years.|2年間、不合格ロットはありません。',
    ),
    work(
      'Prototype in ten days|10日間での試作|Kite Robotics|カイトロボティクス|Prototyping|試作|A robot arm for a trade fair, designed in a hurry.|展示会に向けて急ぎで設計されたロボットアームです。|Parts machined in parallel, assembled over one weekend.|部品を並行して加工し、週末のうちに組み立てました。|Shown on time; ordered for production.|展示会に間に合い、量産のご注文をいただきました。',
    ),
    work(
      'Assemblies for a rail company|鉄道会社向けユニット組立|Sora Railway|そら鉄道|Assemblies|ユニット組立|Door units that must work for thirty years.|30年使い続けるドアユニットの組立です。|Assembly and a test of 100,000 cycles for each unit.|組立後、1台ずつ10万回の開閉試験を行っています。|Supplied to 240 carriages.|車両240両に納入しました。',
    ),
  ],
  'law-firm': [
    work(
      'Contracts for a fast-growing startup|急成長スタートアップの契約整備|Tasklane Inc.|タスクレーン株式会社|Corporate law|企業法務|Two hundred customer contracts, each slightly different.|少しずつ内容の異なる、200件の顧客契約がありました。|One standard contract and a playbook for negotiations.|標準契約書と、交渉時の対応方針をまとめました。|Contract review time down from two weeks to three days.|契約審査にかかる期間が2週間から3日になりました。',
    ),
    work(
      'An estate shared between five siblings|5人きょうだいの遺産分割|A private family|ご家族からのご依頼|Inheritance|相続|A family home, land and no will.|ご自宅と土地があり、遺言書はありませんでした。|Separate meetings first, then one mediation day.|まず個別にお話を伺い、その後1日で調停を行いました。|Settled in four months without going to court.|裁判をせずに、4か月で解決しました。',
    ),
    work(
      'Unpaid overtime claim|未払い残業代の請求|A group of employees|従業員の皆様|Labour disputes|労働問題|Two years of overtime that was never paid.|2年分の残業代が支払われていませんでした。|Timesheets rebuilt from e-mails and door logs.|メールと入退室記録から勤務時間を復元しました。|Paid in full, with interest.|遅延損害金を含め、全額が支払われました。',
    ),
  ],
}

export type Article = { headline: Phrase; section: Phrase; paragraphs: Phrase[] }

/** "headline en|ja|section en|ja|paragraph en|ja|paragraph en|ja" */
function article(row: string): Article {
  const r = cells(row)
  return {
    headline: phraseAt(r, 0),
    section: phraseAt(r, 2),
    paragraphs: [phraseAt(r, 4), phraseAt(r, 6)],
  }
}

/** Three articles per industry, each with its own page. */
export const ARTICLES: Record<string, Article[]> = {
  news: [
    article(
      'Council approves a ¥4.2 billion budget for the riverside|市議会、川辺整備に42億円の予算を可決|City hall|市政|The city council approved on Thursday a budget of ¥4.2 billion to turn the old docks into a riverside park, with 24 votes for and 6 against.|市議会は木曜日、旧港湾地区を川辺の公園に整備する42億円の予算案を、賛成24、反対6で可決した。|Work is due to start next spring. Residents asked for more benches and shade, and the plan now includes 300 new trees.|工事は来春に始まる予定だ。住民からはベンチや日陰を増やす要望が寄せられ、計画には300本の植樹が加えられた。',
    ),
    article(
      'Local bakery hires twenty after opening its second shop|地元ベーカリー、2号店開業で20人を採用|Business|経済|A bakery that started with three staff in 2019 has opened a second shop by the station and taken on twenty new employees.|2019年に従業員3人で始まったベーカリーが、駅前に2号店を開き、新たに20人を採用した。|The owner said most of the new staff are under thirty, and that five came through the city’s job programme for young people.|店主によると、新しい従業員の多くは30歳未満で、そのうち5人は市の若者就労支援事業を通じて採用したという。',
    ),
    article(
      'High school robotics team heads to the national final|高校ロボット部、全国大会へ|Schools|教育|Four students from Meikei High School won the regional robotics contest on Sunday and will compete in the national final in Tokyo next month.|明景高校の生徒4人が日曜日、ロボットコンテストの地区大会で優勝し、来月東京で行われる全国大会に出場する。|Their robot sorts recycling by colour and weight. The team built it in the school’s lab after classes over five months.|チームのロボットは、資源ごみを色と重さで分別する。生徒たちは5か月間、放課後に校内の実験室で製作した。',
    ),
  ],
  marketing: [
    article(
      'Five search ads mistakes small shops still make|小さなお店がやりがちな検索広告の5つの失敗|Advertising|広告運用|Most small shops we audit pay for clicks they never wanted. Broad keywords, no negative list and ads that send people to the home page are the usual causes.|私たちが診断する小さなお店の多くは、本来は不要なクリックに費用を払っています。原因はたいてい、広すぎるキーワード、除外キーワードの未設定、トップページに飛ばす広告です。|Fixing these three alone cut the cost per booking by a third for a hair salon we worked with last year.|昨年ご一緒したヘアサロンでは、この3点を直しただけで、予約1件あたりの費用が3分の1下がりました。',
    ),
    article(
      'What we learned from a year of short videos|ショート動画を1年続けてわかったこと|Social media|SNS運用|We posted a short video every weekday for a year for a café client. The first three months brought almost nothing.|あるカフェの案件で、平日毎日ショート動画を1年間投稿しました。最初の3か月は、ほとんど反応がありませんでした。|What worked in the end was not polish but routine: the same corner, the same time, a new drink each day.|最終的に効いたのは、作り込みではなく習慣でした。同じ場所、同じ時間に、毎日新しい一杯を紹介したことです。',
    ),
    article(
      'A dashboard your team will actually read|チームが本当に見るダッシュボード|Analytics|アクセス解析|Most dashboards have forty charts and are opened once. Ours start with three numbers and one question the team wants answered each week.|多くのダッシュボードは40ものグラフが並び、一度開かれて終わります。私たちは、3つの数字と、チームが毎週知りたい一つの問いから始めます。|We ask who opens it on Monday morning, and build for that person first.|月曜の朝に誰が開くのかを確かめ、まずその人のためにつくります。',
    ),
  ],
  'fan-site': [
    article(
      'Tour dates announced for spring|春のツアー日程が決定|News|ニュース|Twelve cities from April to June, with two extra nights in Tokyo. Fan club pre-sale opens on 10 February.|4月から6月にかけて全国12都市を回ります。東京公演は2日間の追加公演も決まりました。ファンクラブ先行受付は2月10日からです。|Members can apply for up to four tickets per night. Results will be sent by e-mail by 24 February.|会員の方は、1公演につき4枚までお申し込みいただけます。結果は2月24日までにメールでお知らせします。',
    ),
    article(
      'Report: the autumn fan meeting|レポート：秋のファンミーティング|Report|レポート|Three hundred members joined the autumn fan meeting, with a quiz, a signing table and a song nobody expected.|秋のファンミーティングには300名の会員が参加しました。クイズやサイン会に加え、誰も予想していなかった一曲も披露されました。|Photos from the day are now in the members’ gallery. Thank you to everyone who came.|当日の写真は会員限定ギャラリーで公開中です。ご参加いただいた皆さん、ありがとうございました。',
    ),
    article(
      'Ten years together: messages wanted|10周年メッセージ募集のお知らせ|Project|企画|For the tenth anniversary we are making a book of messages from members, to be given to the band on stage.|結成10周年を記念して、会員の皆さんからのメッセージを一冊の本にまとめ、ステージ上でメンバーにお渡しします。|Send up to 200 characters through the members’ page by 31 March.|3月31日までに、会員ページから200字以内でお送りください。',
    ),
  ],
  game: [
    article(
      'Lantern Road comes to phones this spring|『ランタンロード』、今春スマートフォンに登場|Announcement|お知らせ|Our puzzle adventure through a night market will come to iOS and Android in April, with every chapter and a new one for the release.|夜市を旅するパズルアドベンチャーが、4月にiOS・Androidで配信されます。全章に加え、配信に合わせた新章も収録します。|Players of the PC version can carry their save over with one code.|PC版をお持ちの方は、コードを入力するだけでセーブデータを引き継げます。',
    ),
    article(
      'Behind the scenes: drawing the floating islands|開発の裏側：浮島を描く|Development|開発日誌|Every island in Skyward Garden started as a paper model on our art director’s desk.|『スカイワードガーデン』の島はすべて、アートディレクターの机の上の紙模型から生まれました。|We photographed the models from above and painted over them, which is why the shadows look the way they do.|模型を真上から撮影し、その上から描いています。影の独特な表情は、この手法によるものです。',
    ),
    article(
      'Soundtrack on vinyl: pre-orders open|サウンドトラックのアナログ盤、予約受付開始|Merchandise|グッズ|Thirty tracks on two records, with a booklet of the composer’s sketches.|全30曲を2枚組のレコードに収録し、作曲者のスケッチを収めたブックレットが付きます。|Pre-orders are open until 31 January; records ship in March.|予約受付は1月31日までで、3月に発送します。',
    ),
  ],
  tourism: [
    article(
      'A morning at the fish market|朝市で過ごす朝|Food|食|The market opens at 7. Come hungry: the stalls at the back grill scallops and sell rice bowls for under ¥1,500.|朝市は7時に開きます。ぜひ空腹でどうぞ。奥の屋台では、ホタテを焼いたり、1,500円以下の海鮮丼を出したりしています。|Most stalls take cards now, but the smallest still prefer cash.|今はほとんどの店でカードが使えますが、小さなお店では現金が喜ばれます。',
    ),
    article(
      'Five gardens to see in autumn|秋に訪ねたい五つの庭園|Seasons|季節|The maples turn from early November. These five gardens are open every day and none is more than twenty minutes from the station.|紅葉は11月上旬から色づき始めます。今回紹介する五つの庭園は毎日開いていて、どこも駅から20分以内です。|Go early on weekdays: by ten the bridges are full of cameras.|平日の朝早くがおすすめです。10時を過ぎると、橋の上はカメラを構える人でいっぱいになります。',
    ),
    article(
      'Gold leaf, by hand|金箔づくりを体験|Crafts|工芸|In a workshop in the old town you can press gold leaf onto a tray or chopsticks in about an hour.|旧市街の工房では、約1時間で、お盆や箸に金箔を貼る体験ができます。|Book a day ahead; the workshop takes eight people at a time.|定員は1回8名です。前日までにご予約ください。',
    ),
  ],
  business: [
    article(
      'Sanwa Holdings posts record first-half profit|三和ホールディングス、上期の利益が過去最高に|Results|決算|Operating profit rose 12% to ¥18.4 billion in the first half, led by food distribution to restaurants.|上期の営業利益は前年同期比12%増の184億円となった。飲食店向けの食品事業がけん引した。|The company kept its forecast for the full year and raised its dividend by ¥4.|通期の業績予想は据え置き、配当は4円の増配とした。',
    ),
    article(
      'Regional banks turn to shared systems|地方銀行、システム共同化へ|Finance|金融|Three regional banks will share one core banking system from 2028, cutting costs by about a third.|地方銀行3行は、2028年から基幹システムを共同で利用する。コストは約3分の1削減できる見通しだ。|Staff will be moved from system upkeep to lending to local companies.|システム保守の人員は、地元企業への融資部門に配置転換する。',
    ),
    article(
      'Small factories bet on robots as workers retire|町工場、人手不足でロボット導入進む|Industry|産業|One in four factories with fewer than 100 staff plans to add robots within two years, a chamber of commerce survey found.|商工会議所の調査によると、従業員100人未満の工場の4社に1社が、2年以内にロボットを導入する計画だという。|Most said they would retrain older staff to run the machines rather than cut jobs.|多くの工場は人員を減らすのではなく、ベテラン社員がロボットを扱えるよう再教育するとしている。',
    ),
  ],
  sports: [
    article(
      'Harbour FC win the derby in the last minute|ハーバーFC、終了間際の決勝点でダービー制す|Match report|試合結果|A header in the 93rd minute gave Harbour FC a 2–1 win over their neighbours in front of 9,800 fans on Saturday.|土曜日、9,800人の観客の前で、ハーバーFCが後半アディショナルタイムのヘディングで隣町のライバルに2対1で勝利した。|The win moves the club to third, two points behind the leaders with five games left.|この勝利でチームは3位に浮上。残り5試合で、首位との差は勝ち点2となった。',
    ),
    article(
      'Swim club sends six to the national championships|スイミングクラブから6人が全国大会へ|Swimming|競泳|Six swimmers from Sakura Swim Club, the youngest aged thirteen, qualified for the national championships in August.|さくらスイミングクラブから、最年少13歳を含む6人の選手が、8月の全国大会への出場を決めた。|Their coach said the club added a third morning session this year.|コーチによると、今年から朝の練習を週3回に増やしたという。',
    ),
    article(
      'City marathon opens entries for 12,000 runners|市民マラソン、1万2,000人の参加者を募集|Running|陸上|Entries for November’s city marathon open on 1 June, with 2,000 places kept for first-time runners.|11月に開かれる市民マラソンの参加申し込みが、6月1日に始まる。うち2,000人分は初マラソンの人のための枠だ。|The course now finishes inside the new stadium.|今年からは、新しいスタジアムの中がゴールになる。',
    ),
  ],
  entertainment: [
    article(
      'Starlight announces its biggest arena tour|スターライト、過去最大のアリーナツアーを発表|Music|音楽|Twenty shows in eight cities from September, the agency’s largest tour since it was founded in 2008.|9月から8都市で20公演を行う。2008年の設立以来、最大規模のツアーとなる。|Tickets go on sale to the public on 1 July.|チケットの一般発売は7月1日から。',
    ),
    article(
      'Auditions draw 6,000 hopefuls|オーディションに6,000人が応募|Talent|タレント|This spring’s open auditions drew 6,000 applicants aged 12 to 25, a third from outside Tokyo.|今春の公開オーディションには、12歳から25歳まで6,000人の応募があり、その3分の1は東京以外からだった。|Twenty will join a year of free lessons before a debut is decided.|選ばれた20人は1年間の無料レッスンを受け、その後デビューが決まる。',
    ),
    article(
      'New variety show starts in October|新バラエティ番組、10月スタート|Television|テレビ|A weekly variety show made by Kaleido Productions will air on Saturday evenings from October.|カレイド・プロダクションが制作する週1回のバラエティ番組が、10月から土曜夜に放送される。|Each episode visits a small town and its oldest shop.|毎回、小さな町とその町で一番古いお店を訪ねる内容だ。',
    ),
  ],
  politician: [
    article(
      'Report from the June council session|6月議会の報告|Council|議会報告|In the June session I asked how many children are still waiting for a nursery place. The answer: 142, down from 310 two years ago.|6月議会では、保育園の待機児童数について質問しました。答弁は142人で、2年前の310人から減っています。|The city has promised two new nurseries by 2028. I will keep asking until the number is zero.|市は2028年までに保育園を2園新設すると約束しました。ゼロになるまで、質問を続けます。',
    ),
    article(
      'Safer crossings near every school|すべての学校の近くに、安全な横断歩道を|Policy|政策|Since spring we have walked the routes of twelve schools with parents and marked forty places that feel dangerous.|春から保護者の皆さんと12校の通学路を歩き、危険を感じる40か所を地図にまとめました。|Eighteen of them will get new crossings or signals this year.|そのうち18か所に、今年度中に横断歩道や信号が設置されます。',
    ),
    article(
      'Town meetings: what you told us|タウンミーティングでいただいたご意見|Town meetings|タウンミーティング|Two hundred residents came to our monthly meetings this year. Buses, nursery places and the riverside came up most.|今年は延べ200人の方にタウンミーティングへお越しいただきました。多かったのは、バス、保育、川辺についてのご意見です。|Every question we could not answer on the night has a written reply on this site.|その場でお答えできなかったご質問には、すべてこのサイトで文書でお答えしています。',
    ),
  ],
}

export type Property = {
  name: Phrase
  priceJpy: number
  rent: boolean
  layout: string
  areaM2: number
  access: Phrase
}
export const PROPERTIES: Property[] = [
  {
    name: p('Minato Park Residence, no. 502', '港パークレジデンス 502号室'),
    priceJpy: 68_000_000,
    rent: false,
    layout: '2LDK',
    areaM2: 62.4,
    access: p('6 min walk from Mita station', '三田駅 徒歩6分'),
  },
  {
    name: p('Sakae Terrace, no. 203', '栄テラス 203号室'),
    priceJpy: 128_000,
    rent: true,
    layout: '1LDK',
    areaM2: 41.2,
    access: p('4 min walk from Sakae station', '栄駅 徒歩4分'),
  },
  {
    name: p('Detached house in Hibarigaoka', 'ひばりが丘の一戸建て'),
    priceJpy: 54_800_000,
    rent: false,
    layout: '4LDK',
    areaM2: 98.5,
    access: p('12 min walk from Hibarigaoka station', 'ひばりが丘駅 徒歩12分'),
  },
  {
    name: p('Riverside Court, no. 1101', 'リバーサイドコート 1101号室'),
    priceJpy: 96_000,
    rent: true,
    layout: '1K',
    areaM2: 26.8,
    access: p('8 min walk from Kawabata station', '川端駅 徒歩8分'),
  },
]

/** A price in words that read in both languages: "¥68,000,000" / "6,800万円", rent per month. */
export function propertyPrice(x: Property): Phrase {
  const en = `¥${x.priceJpy.toLocaleString('en-US')}${x.rent ? ' a month' : ''}`
  const man = x.priceJpy / 10_000
  const ja = x.rent
    ? `賃料 ${man.toLocaleString('ja-JP')}万円／月`
    : `${man.toLocaleString('ja-JP')}万円`
  return p(en, ja)
}
