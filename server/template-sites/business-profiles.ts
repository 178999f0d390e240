// The sample businesses behind the template sites, three per industry, as a copywriter would
// write them: each its own headline, lead, hours, address and e-mail, in English and Japanese.
// Written as "en|ja" strings (like industry-content.ts) to keep 231 businesses readable; the
// names and business 0's headline and lead stay in INDUSTRY_CONTENT. `businesses.ts` reads this.

export type BusinessProfile = {
  /** `en|ja` hero headline; business 0 takes its industry's tagline. */
  tagline?: string
  /** `en|ja` lead paragraph; business 0 takes its industry's about text. */
  lead?: string
  /** `en|ja` hours, only for a place people visit at set times (no label words: the label says
   * whether these are opening, consultation or office hours). */
  hours?: string
  /** `address en|address ja|directions en|directions ja`, only for premises people come to. */
  at?: string
  /** Premises, but nobody would ring them (a festival's venue). */
  noPhone?: true
  mail: string
}

type Three = [BusinessProfile, BusinessProfile, BusinessProfile]

export const BUSINESS_PROFILES: Record<string, Three> = {
  // Beauty: every one a place you book and visit.
  relaxation: [
    {
      hours: 'Daily 11:00–23:00 · last booking 21:30|11:00〜23:00（最終受付21:30）・年中無休',
      at: '1-22-6 Kamimeguro, Meguro-ku, Tokyo|東京都目黒区上目黒1-22-6|3 minutes’ walk from Naka-meguro Station, main exit|中目黒駅正面改札から徒歩3分',
      mail: 'hello@quiet-hours.example',
    },
    {
      tagline: 'A block from Umeda, open until midnight|梅田から一本裏、深夜0時まで',
      lead: 'Twenty-two reclining chairs and four private rooms a block from Umeda: drop in on the way home from work, no booking needed.|梅田から一本入ったところにある、リクライニングシート22席と個室4室のお店です。お仕事帰りに、予約なしでふらっと寄ってください。',
      hours: 'Daily 12:00–24:00 · last entry 23:00|12:00〜24:00（最終受付23:00）・年中無休',
      at: '1-5-9 Sonezaki, Kita-ku, Osaka|大阪府大阪市北区曾根崎1-5-9|4 minutes’ walk from Higashi-Umeda Station, exit 7|東梅田駅7番出口から徒歩4分',
      mail: 'info@nagomi-bodycare.example',
    },
    {
      tagline:
        'One room, one therapist, no clock on the wall|一室に、セラピストがひとり。時計のない部屋',
      lead: 'A single-room studio in Sapporo’s Maruyama run by one therapist who trained in Bali. She sees five guests a day, so no session is ever cut short.|札幌・円山にある一室だけのスタジオです。バリで学んだセラピストがひとりで施術し、ご予約は1日5名様まで。時間に追われることはありません。',
      hours: '10:00–20:00 · by reservation · closed Tuesdays|10:00〜20:00（完全予約制・火曜定休）',
      at: '24-1-3 Minami 2-jo Nishi, Chuo-ku, Sapporo|北海道札幌市中央区南2条西24丁目1-3|6 minutes’ walk from Maruyama-kōen Station, exit 5|円山公園駅5番出口から徒歩6分',
      mail: 'book@stillwater-rest.example',
    },
  ],
  'hair-salon': [
    {
      hours: '10:00–20:00 · closed Mondays|10:00〜20:00（月曜定休）',
      at: '5-2-14 Jingumae, Shibuya-ku, Tokyo|東京都渋谷区神宮前5-2-14|4 minutes’ walk from Omote-sandō Station, exit A1|表参道駅A1出口から徒歩4分',
      mail: 'hello@salon-lumiere.example',
    },
    {
      tagline: 'Cut in a hundred-year-old machiya|築100年の町家で、髪を切る',
      lead: 'Two stylists and two chairs in a restored townhouse just off Shijō Street. We see one guest at a time, so nobody sits waiting with colour on while we finish someone else.|四条通から一本入った町家を改装した、スタイリスト2名・2席のサロンです。施術は一度におひとりだけ。カラーを置いたまま、ほかのお客様の仕上げを待たされることはありません。',
      hours: '10:00–19:00 · closed Tuesdays|10:00〜19:00（火曜定休）',
      at: '247 Kamiya-cho, Shimogyo-ku, Kyoto|京都府京都市下京区紙屋町247|3 minutes’ walk from Shijō Station, exit 13|四条駅13番出口から徒歩3分',
      mail: 'mail@atelier-kami.example',
    },
    {
      tagline: 'Short hair is all we do|ショートヘアだけを、とことん',
      lead: 'Three stylists in Daimyō who cut short hair and nothing else: bobs, pixies and crops, with a free fringe trim between visits.|大名にある、ショートヘア専門のサロンです。ボブからベリーショートまで、3人のスタイリストが担当します。次の来店までの前髪カットは無料です。',
      hours: 'Mon–Sat 11:00–21:00 · Sun 10:00–18:00|月〜土 11:00〜21:00・日 10:00〜18:00（不定休）',
      at: '1-11-4 Daimyo, Chuo-ku, Fukuoka|福岡県福岡市中央区大名1-11-4|6 minutes’ walk from Tenjin Station, exit 2|天神駅2番出口から徒歩6分',
      mail: 'hello@marlowe-hair.example',
    },
  ],
  barber: [
    {
      hours: '9:00–19:00 · closed Mondays|9:00〜19:00（月曜定休）',
      at: '2-71 Noge-cho, Naka-ku, Yokohama|神奈川県横浜市中区野毛町2-71|5 minutes’ walk from Sakuragichō Station, south exit|桜木町駅南口から徒歩5分',
      mail: 'book@ironside-barbers.example',
    },
    {
      tagline: 'Three generations under the same barber pole|三代つづく、町の床屋さん',
      lead: 'Grandfather opened in Kita-Senju in 1958; his granddaughter now runs the two chairs. A cut with shampoo, shave and a shoulder rub takes about fifty minutes.|1958年に祖父が北千住で開いた理容室を、いまは孫娘が2席で切り盛りしています。カット、シャンプー、顔そり、肩もみまで、だいたい50分です。',
      hours: '8:30–18:30 · closed Tuesdays and the 3rd Monday|8:30〜18:30（火曜・第3月曜定休）',
      at: '3-42-7 Senju, Adachi-ku, Tokyo|東京都足立区千住3-42-7|4 minutes’ walk from Kita-Senju Station, west exit|北千住駅西口から徒歩4分',
      mail: 'tokiwa@tokiwa-barber.example',
    },
    {
      tagline: 'In and out in thirty minutes, on your lunch break|昼休みの30分で、身だしなみを',
      lead: 'Five chairs in a Sakae office tower, booked in thirty-minute slots from 8 am so a cut fits between meetings. Shoe shine at the door.|栄のオフィスビルにある5席のバーバーです。朝8時から30分単位で予約できるので、会議の合間にさっと整えられます。入口では靴磨きも承ります。',
      hours:
        'Weekdays 8:00–20:00 · Sat 10:00–18:00 · closed Sundays|平日 8:00〜20:00・土 10:00〜18:00（日曜定休）',
      at: '3-6-1 Sakae, Naka-ku, Nagoya|愛知県名古屋市中区栄3-6-1|Direct from Sakae Station, exit 8|栄駅8番出口直結',
      mail: 'desk@northgate-grooming.example',
    },
  ],
  'spa-esthetic': [
    {
      hours:
        '10:00–21:00 · last booking 19:00 · open daily|10:00〜21:00（最終受付19:00）・年中無休',
      at: '2-3-10 Azabu-Juban, Minato-ku, Tokyo|東京都港区麻布十番2-3-10|2 minutes’ walk from Azabu-jūban Station, exit 4|麻布十番駅4番出口から徒歩2分',
      mail: 'reserve@maison-aura.example',
    },
    {
      tagline: 'Facials made with sake lees from Nada|灘の酒粕で、しっとりとした肌へ',
      lead: 'A women-only salon in Kobe’s Okamoto whose masks are made with sake lees from a Nada brewery. Two aestheticians, two beds, and herbal tea after every treatment.|神戸・岡本の女性専用サロンです。パックには灘の酒蔵から届く酒粕を使っています。エステティシャン2名、ベッド2台。施術のあとはハーブティーでひと息ついてください。',
      hours: '10:00–19:00 · closed Sundays and holidays|10:00〜19:00（日曜・祝日定休）',
      at: '1-9-6 Okamoto, Higashinada-ku, Kobe|兵庫県神戸市東灘区岡本1-9-6|3 minutes’ walk from Okamoto Station (Hankyu)|阪急岡本駅から徒歩3分',
      mail: 'info@hanagasumi-esthe.example',
    },
    {
      tagline: 'Facials for skin that reacts to everything|なんにでも反応してしまう肌のために',
      lead: 'Fragrance-free products, a patch test before every new treatment and an aesthetician who trained in a dermatology clinic: a salon in Sendai for sensitive skin.|無香料の化粧品だけを使い、新しい施術の前には必ずパッチテストをします。皮膚科クリニック出身のエステティシャンが担当する、仙台の敏感肌専門サロンです。',
      hours: '11:00–20:00 · closed Wednesdays|11:00〜20:00（水曜定休）',
      at: '2-4-8 Ichibancho, Aoba-ku, Sendai|宮城県仙台市青葉区一番町2-4-8|5 minutes’ walk from Aoba-dōri Ichibanchō Station, south exit 1|青葉通一番町駅南1出口から徒歩5分',
      mail: 'care@serene-skin.example',
    },
  ],
  'nail-salon': [
    {
      hours: '10:00–20:00 · closed Wednesdays|10:00〜20:00（水曜定休）',
      at: '1-25-9 Jiyugaoka, Meguro-ku, Tokyo|東京都目黒区自由が丘1-25-9|2 minutes’ walk from Jiyūgaoka Station, main exit|自由が丘駅正面口から徒歩2分',
      mail: 'hello@petal-nails.example',
    },
    {
      tagline: 'A one-colour gel in forty-five minutes|ワンカラーなら、45分で',
      lead: 'A nail bar in Shinsaibashi for people short on time: one-colour gel in 45 minutes, every shade on the wall, and online booking up to half an hour before.|時間のない人のための、心斎橋のネイルバーです。ワンカラージェルなら45分。壁いっぱいの色見本から選べて、30分前までネットで予約できます。',
      hours: 'Daily 11:00–21:00|11:00〜21:00・年中無休',
      at: '1-4-16 Nishi-Shinsaibashi, Chuo-ku, Osaka|大阪府大阪市中央区西心斎橋1-4-16|3 minutes’ walk from Shinsaibashi Station, exit 7|心斎橋駅7番出口から徒歩3分',
      mail: 'book@tsuya-nails.example',
    },
    {
      tagline: 'The colours of the Okinawan sea, on your nails|沖縄の海の色を、指先に',
      lead: 'A nail studio in Naha whose owner mixes her own blues and corals. Bring a photo from your trip and she will paint the view in.|那覇のネイルスタジオです。オーナーが青とコーラルを自分で調色しています。旅の写真を持ってきてくれたら、その景色を爪に描きます。',
      hours: '10:00–19:00 · closed Thursdays|10:00〜19:00（木曜定休）',
      at: '2-16-3 Kumoji, Naha, Okinawa|沖縄県那覇市久茂地2-16-3|4 minutes’ walk from Kenchō-mae Station (Yui Rail)|ゆいレール県庁前駅から徒歩4分',
      mail: 'hello@coral-nails.example',
    },
  ],
  eyelash: [
    {
      hours: '10:00–20:00 · closed Tuesdays|10:00〜20:00（火曜定休）',
      at: '2-26-5 Kitazawa, Setagaya-ku, Tokyo|東京都世田谷区北沢2-26-5|3 minutes’ walk from Shimo-Kitazawa Station, east exit|下北沢駅東口から徒歩3分',
      mail: 'mio@lashroom-mio.example',
    },
    {
      tagline: 'Lashes after work, until ten at night|仕事帰りに、夜10時までまつげケア',
      lead: 'Six beds on the fifth floor above Yokohama Station, open until 10 pm on weekdays, with a refill price for anyone back within three weeks.|横浜駅直結ビルの5階、ベッド6台のまつげサロンです。平日は夜10時まで。3週間以内のリペアは専用の料金でご案内します。',
      hours:
        'Weekdays 11:00–22:00 · weekends and holidays 10:00–19:00|平日 11:00〜22:00・土日祝 10:00〜19:00',
      at: '2-16-1 Takashima, Nishi-ku, Yokohama|神奈川県横浜市西区高島2-16-1|Direct from Yokohama Station, east exit|横浜駅東口直結',
      mail: 'hello@flutter-lash.example',
    },
    {
      tagline: 'Brows and lashes drawn for your face alone|あなたの顔のためだけに描く、眉とまつげ',
      lead: 'A two-artist atelier in Kanazawa that sketches your brows on paper before touching a single hair, and keeps the sketch for your next visit.|金沢の、アイリスト2名のアトリエです。施術の前に眉のかたちを紙に描いて確かめ、そのスケッチは次回のために取っておきます。',
      hours: '9:30–18:30 · closed Sundays and Mondays|9:30〜18:30（日・月曜定休）',
      at: '1-3-12 Katamachi, Kanazawa, Ishikawa|石川県金沢市片町1-3-12|12 minutes by bus from Kanazawa Station, Katamachi stop|金沢駅からバスで12分「片町」下車すぐ',
      mail: 'rin@matsuge-rin.example',
    },
  ],
  'personal-care': [
    {
      hours: '9:00–18:00 · closed Sundays|9:00〜18:00（日曜定休）',
      at: '2-1-5 Komachi, Kamakura, Kanagawa|神奈川県鎌倉市小町2-1-5|5 minutes’ walk from Kamakura Station, east exit|鎌倉駅東口から徒歩5分',
      mail: 'hinata@hinata-care.example',
    },
    {
      tagline: 'Come in slowly: there is not a single step|段差のない入口から、ゆっくりどうぞ',
      lead: 'A ground-floor studio in Nagoya’s Kakuōzan for older guests and anyone getting back on their feet: posture and sleep care in a reclining chair, with parking at the door.|名古屋・覚王山の1階にあるケアスタジオです。ご年配の方や体調を崩したあとの方も、リクライニングチェアに座ったまま姿勢と睡眠のケアを受けられます。入口の前に駐車場があります。',
      hours: 'Weekdays 10:00–17:00|平日 10:00〜17:00（土日祝休み）',
      at: '2-24 Kakuozan-dori, Chikusa-ku, Nagoya|愛知県名古屋市千種区覚王山通2-24|1 minute’s walk from Kakuōzan Station, exit 1|覚王山駅1番出口から徒歩1分',
      mail: 'care@wellandkind.example',
    },
    {
      tagline:
        'A room where new mothers can sleep for an hour|産後のママが、1時間ぐっすり眠れる部屋',
      lead: 'Postnatal care in Hiroshima: a nursery nurse minds your baby in the next room while you have a massage, or simply an hour’s sleep.|広島の産後ケアルームです。となりの部屋で保育士が赤ちゃんをお預かりするので、そのあいだにマッサージを受けても、ただ1時間眠ってもかまいません。',
      hours: 'Mon–Sat 9:30–16:30|月〜土 9:30〜16:30（日祝休み）',
      at: '2-5-11 Otemachi, Naka-ku, Hiroshima|広島県広島市中区大手町2-5-11|3 minutes’ walk from Kamiyachō-nishi tram stop|紙屋町西電停から徒歩3分',
      mail: 'hello@sunnyday-care.example',
    },
  ],
  'cosmetic-clinic': [
    {
      hours: '10:00–19:00 · closed Wednesdays|10:00〜19:00（水曜休診）',
      at: '2-21-1 Shibuya, Shibuya-ku, Tokyo|東京都渋谷区渋谷2-21-1|Direct from Shibuya Station, exit B6|渋谷駅B6出口直結',
      mail: 'info@clair-skin.example',
    },
    {
      tagline: 'A clinic for acne scars, and only those|ニキビ跡の治療に、専門で向き合います',
      lead: 'Three doctors in Umeda who treat acne and acne scars with fractional laser and peels, showing you before-and-after photos of patients whose skin was like yours.|梅田のニキビ・ニキビ跡専門クリニックです。3名の医師がフラクショナルレーザーとピーリングで治療し、同じような肌の方の症例写真をお見せしながらご説明いたします。',
      hours:
        '11:00–20:00 · weekends 10:00–18:00 · closed Thursdays|11:00〜20:00（土日 10:00〜18:00・木曜休診）',
      at: '3-1-3 Umeda, Kita-ku, Osaka|大阪府大阪市北区梅田3-1-3|2 minutes’ walk from JR Osaka Station, central exit|JR大阪駅中央口から徒歩2分',
      mail: 'contact@bloom-clinic.example',
    },
    {
      tagline: 'Treating age spots in Ginza for twenty years|銀座で20年、シミ治療を続けています',
      lead: 'Founded in 2006 by a dermatologist who has treated more than 30,000 age-spot cases. Every treatment is decided in a face-to-face consultation with the director herself.|2006年の開院以来、3万件を超えるシミ治療を行ってまいりました。治療方針は、院長がすべての患者様と直接お会いしてから決めております。',
      hours:
        '10:00–13:00 / 14:30–19:00 · closed Sundays and holidays|10:00〜13:00／14:30〜19:00（日曜・祝日休診）',
      at: '5-6-12 Ginza, Chuo-ku, Tokyo|東京都中央区銀座5-6-12|1 minute’s walk from Ginza Station, exit B7|銀座駅B7出口から徒歩1分',
      mail: 'info@ginza-hada.example',
    },
  ],
  'hair-removal': [
    {
      hours: '11:00–21:00 · open daily|11:00〜21:00・年中無休',
      at: '3-17-4 Shinjuku, Shinjuku-ku, Tokyo|東京都新宿区新宿3-17-4|3 minutes’ walk from Shinjuku-sanchōme Station, exit C3|新宿三丁目駅C3出口から徒歩3分',
      mail: 'hello@smooth-lab.example',
    },
    {
      tagline: 'Student price, same laser|学生さんも、同じレーザーで',
      lead: 'A hair-removal salon in Tenjin with a student plan at two-thirds of the usual price: the same machine and the same staff. Bring your student ID on your first visit.|天神の脱毛サロンです。学生プランは通常の3分の2の料金で、機械もスタッフも同じです。初回は学生証を持ってきてください。',
      hours: '12:00–21:00 · closed Tuesdays|12:00〜21:00（火曜定休）',
      at: '2-5-28 Tenjin, Chuo-ku, Fukuoka|福岡県福岡市中央区天神2-5-28|4 minutes’ walk from Tenjin Station, east exit 12|天神駅東12番出口から徒歩4分',
      mail: 'info@sarasara-datsumo.example',
    },
    {
      tagline: 'Beard removal with a doctor in the room|医師が常駐する、ヒゲの医療脱毛',
      lead: 'A medical clinic in Sapporo where a doctor examines your skin before the first session and stays on site for every one after, with numbing cream or laughing gas as you prefer.|札幌の医療脱毛クリニックです。初回照射の前に医師が肌を診察し、施術中も常に院内におります。麻酔はクリームと笑気からお選びいただけます。',
      hours: '10:00–19:00 · closed Sundays|10:00〜19:00（日曜休診）',
      at: '3-10 Kita 2-jo Nishi, Chuo-ku, Sapporo|北海道札幌市中央区北2条西3丁目10|5 minutes’ walk from Sapporo Station, south exit|札幌駅南口から徒歩5分',
      mail: 'info@silktouch-clinic.example',
    },
  ],

  // Medical: consultation hours with a lunch break; formal Japanese.
  medical: [
    {
      hours:
        '9:00–12:30 / 15:00–18:30 · closed Thursday and Saturday afternoons, Sundays and holidays|9:00〜12:30／15:00〜18:30（木・土曜午後、日曜・祝日休診）',
      at: '2-13-4 Taishido, Setagaya-ku, Tokyo|東京都世田谷区太子堂2-13-4|3 minutes’ walk from Sangen-jaya Station, south exit A|三軒茶屋駅南口Aから徒歩3分',
      mail: 'info@midori-naika.example',
    },
    {
      tagline:
        'One doctor for the whole family, from newborn to grandparent|赤ちゃんからご高齢の方まで、ご家族を同じ医師が診ます',
      lead: 'A family practice by the Kamo River in Kyoto, with home visits for patients who can no longer come in and an English-speaking doctor on Tuesdays.|鴨川のほとりにある家庭医のクリニックです。通院が難しくなった方には訪問診療を行い、火曜日は英語で対応できる医師が診療いたします。',
      hours:
        '9:00–12:00 / 16:00–19:00 · closed Wednesday afternoons, Sundays and holidays|9:00〜12:00／16:00〜19:00（水曜午後・日曜・祝日休診）',
      at: '25 Shimogamo Miyazaki-cho, Sakyo-ku, Kyoto|京都府京都市左京区下鴨宮崎町25|6 minutes’ walk from Demachiyanagi Station, exit 5|出町柳駅5番出口から徒歩6分',
      mail: 'info@riverside-family.example',
    },
    {
      tagline:
        'CT and endoscopy on site, results the same day|CTも内視鏡も院内で。結果はその日のうちに',
      lead: 'Nine doctors in internal medicine, gastroenterology and cardiology, with CT and endoscopy on site, so most tests are done and explained within a single morning.|内科・消化器内科・循環器内科の医師9名が在籍し、CTと内視鏡を院内に備えております。ほとんどの検査は午前中に終わり、結果もその日にご説明いたします。',
      hours:
        '8:30–12:00 / 14:00–17:30 · Saturday mornings only · closed Sundays and holidays|8:30〜12:00／14:00〜17:30（土曜は午前のみ・日曜・祝日休診）',
      at: '1-1-8 Sakuragicho, Naka-ku, Yokohama|神奈川県横浜市中区桜木町1-1-8|2 minutes’ walk from Sakuragichō Station, east exit|桜木町駅東口から徒歩2分',
      mail: 'info@sakuragi-mc.example',
    },
  ],
  dental: [
    {
      hours:
        'Mon–Fri 9:30–13:00 / 14:30–20:30 · Sat 9:00–17:00 · closed Sundays and holidays|月〜金 9:30〜13:00／14:30〜20:30・土 9:00〜17:00（日曜・祝日休診）',
      at: '4-2-10 Tanimachi, Chuo-ku, Osaka|大阪府大阪市中央区谷町4-2-10|1 minute’s walk from Tanimachi Yonchōme Station, exit 6|谷町四丁目駅6番出口から徒歩1分',
      mail: 'info@smilebright-dental.example',
    },
    {
      tagline:
        'Afraid of the dentist? The first visit is only a talk|歯医者が怖い方へ。初回はお話だけでも大丈夫です',
      lead: 'A clinic at Kobe Harborland for patients who have put off treatment for years. Sedation is available, and nothing is done on the first visit until you agree to it.|神戸ハーバーランドの歯科医院です。何年も治療を先延ばしにしてきた方のために静脈内鎮静法をご用意しており、初回はご同意いただくまで処置はいたしません。',
      hours:
        '10:00–13:00 / 14:30–19:00 · closed Thursdays and Sundays|10:00〜13:00／14:30〜19:00（木曜・日曜休診）',
      at: '1-3-1 Higashi-Kawasaki-cho, Chuo-ku, Kobe|兵庫県神戸市中央区東川崎町1-3-1|3 minutes’ walk from JR Kobe Station, south exit|JR神戸駅南口から徒歩3分',
      mail: 'info@harbor-dental.example',
    },
    {
      tagline:
        'Bring the pram in: a play corner and a nursing room inside|キッズコーナーも授乳室も。ベビーカーのままどうぞ',
      lead: 'A family dental clinic in Sapporo with a play corner looked after by a nursery nurse, so parents can be treated while the children play, and parking for twelve cars.|札幌のファミリー歯科です。保育士がいるキッズコーナーがあるので、お子さま連れでも保護者の方が治療を受けられます。駐車場は12台分ございます。',
      hours:
        '9:00–12:30 / 14:00–18:00 · Saturdays until 17:00 · closed Sundays and holidays|9:00〜12:30／14:00〜18:00（土曜は17:00まで・日曜・祝日休診）',
      at: '4-2-15 Miyanosawa 2-jo, Nishi-ku, Sapporo|北海道札幌市西区宮の沢2条4丁目2-15|5 minutes’ walk from Miyanosawa Station, exit 3|宮の沢駅3番出口から徒歩5分',
      mail: 'info@aozora-family-dental.example',
    },
  ],
  hospital: [
    {
      hours:
        '8:30–11:30, Mon–Sat · emergency room 24 hours|8:30〜11:30（月〜土）・救急外来は24時間対応',
      at: '2-3-15 Minato-machi, Minato-ku, Nagoya|愛知県名古屋市港区港町2-3-15|5 minutes’ walk from Nagoyakō Station, exit 2|名古屋港駅2番出口から徒歩5分',
      mail: 'info@minato-general.example',
    },
    {
      tagline:
        'A hospital where 1,800 babies are born every year|年間1,800人の赤ちゃんが生まれる病院です',
      lead: 'A 180-bed hospital in Meguro specialising in obstetrics, gynaecology and newborn care, with a NICU and midwives who stay with you from the first check-up to a month after the birth.|目黒にある180床の病院で、産科・婦人科・新生児医療を専門としております。NICUを備え、妊婦健診から産後1か月まで助産師が寄り添います。',
      hours:
        '8:30–11:00 / 13:00–15:00 · closed Sundays and holidays · births and emergencies 24 hours|8:30〜11:00／13:00〜15:00（日曜・祝日休診）・分娩と救急は24時間対応',
      at: '2-8-2 Shimomeguro, Meguro-ku, Tokyo|東京都目黒区下目黒2-8-2|7 minutes’ walk from Meguro Station, west exit|目黒駅西口から徒歩7分',
      mail: 'info@stclare-hospital.example',
    },
    {
      tagline: 'From the hospital bed back to your own front door|退院して、わが家の玄関まで',
      lead: 'A 120-bed community hospital on the hills above Kanazawa. Before discharge, our rehabilitation team visits each patient’s home to place handrails and plan the first week back.|金沢の丘の上にある120床の地域病院です。退院の前にはリハビリテーションチームがご自宅を訪問し、手すりの位置や帰宅後1週間の過ごし方を一緒に考えます。',
      hours:
        '8:30–11:30 · closed Sundays, holidays and the 2nd and 4th Saturdays|8:30〜11:30（日曜・祝日・第2第4土曜休診）',
      at: '5-12-5 Kodatsuno, Kanazawa, Ishikawa|石川県金沢市小立野5-12-5|20 minutes by bus from Kanazawa Station, Kodatsuno stop|金沢駅からバスで20分「小立野」下車',
      mail: 'info@hillside-hospital.example',
    },
  ],
  clinic: [
    {
      hours:
        '9:00–12:00 / 14:30–18:00 · closed Wednesday afternoons, Sundays and holidays|9:00〜12:00／14:30〜18:00（水曜午後・日曜・祝日休診）',
      at: '3-1-24 Kokubuncho, Aoba-ku, Sendai|宮城県仙台市青葉区国分町3-1-24|4 minutes’ walk from Kōtōdai-kōen Station, south exit 1|勾当台公園駅南1出口から徒歩4分',
      mail: 'info@aoba-clinic.example',
    },
    {
      tagline:
        'Start treating hay fever in January, not April|花粉症の治療は、つらくなる前の1月から',
      lead: 'A dermatology and allergy clinic in Akabane offering sublingual immunotherapy for cedar pollen and dust mites, and patch tests for eczema that keeps coming back.|赤羽の皮膚科・アレルギー科です。スギ花粉とダニの舌下免疫療法、繰り返す湿疹の原因を調べるパッチテストを行っております。',
      hours:
        '9:30–12:30 / 15:00–19:00 · Saturday mornings only · closed Thursdays and Sundays|9:30〜12:30／15:00〜19:00（土曜は午前のみ・木曜・日曜休診）',
      at: '1-8-9 Akabane, Kita-ku, Tokyo|東京都北区赤羽1-8-9|2 minutes’ walk from Akabane Station, east exit|赤羽駅東口から徒歩2分',
      mail: 'info@northside-skin.example',
    },
    {
      tagline: 'Children’s earaches seen the same morning|こどもの耳の痛み、その日の午前中に診ます',
      lead: 'An ENT clinic in Hakata: check in online before 10 am and your child is seen that morning, with an endoscope thin enough for a toddler’s nose.|博多の耳鼻咽喉科です。朝10時までにネットで受付をしていただければ、その日の午前中に診察いたします。小さなお子さまの鼻にも使える細い内視鏡をそろえております。',
      hours:
        '9:00–12:30 / 14:30–18:30 · Saturdays until 13:00 · closed Tuesday afternoons, Sundays and holidays|9:00〜12:30／14:30〜18:30（土曜は13:00まで・火曜午後・日曜・祝日休診）',
      at: '2-6-17 Hakata-eki-mae, Hakata-ku, Fukuoka|福岡県福岡市博多区博多駅前2-6-17|4 minutes’ walk from Hakata Station, Hakata exit|博多駅博多口から徒歩4分',
      mail: 'info@keyaki-ent.example',
    },
  ],
  osteopathy: [
    {
      hours:
        '9:00–12:00 / 15:00–20:00 · Saturdays until 14:00 · closed Sundays and holidays|9:00〜12:00／15:00〜20:00（土曜は14:00まで・日曜・祝日休み）',
      at: '1-5-20 Abenosuji, Abeno-ku, Osaka|大阪府大阪市阿倍野区阿倍野筋1-5-20|3 minutes’ walk from Tennōji Station, west exit|天王寺駅西口から徒歩3分',
      mail: 'info@karada-seikotsu.example',
    },
    {
      tagline: 'Undo eight hours at a desk in forty minutes|デスクワーク8時間ぶんのこりを、40分で',
      lead: 'A bodywork clinic in Nihonbashi open until 10 pm for office workers. We photograph your posture at every visit, so you can watch your shoulders come down week by week.|日本橋で夜10時まで開いている整体院です。毎回姿勢の写真を撮るので、肩の位置が少しずつ下がっていくのが目で見てわかります。',
      hours:
        'Weekdays 12:00–22:00 · Sat 10:00–18:00 · closed Sundays|平日 12:00〜22:00・土 10:00〜18:00（日曜定休）',
      at: '1-4-2 Nihonbashi-Muromachi, Chuo-ku, Tokyo|東京都中央区日本橋室町1-4-2|2 minutes’ walk from Mitsukoshimae Station, exit A6|三越前駅A6出口から徒歩2分',
      mail: 'hello@align-bodywork.example',
    },
    {
      tagline: 'Back on the pitch after a sprain|ねんざのあとも、またグラウンドへ',
      lead: 'The trainers’ clinic of two Hiroshima high-school football clubs, open on Sunday mornings for injuries from weekend matches.|広島の高校サッカー部2校のトレーナーを務める整骨院です。週末の試合でのけがに備えて、日曜の午前中も開けています。',
      hours:
        '9:00–12:00 / 15:00–20:00 · Sundays 9:00–12:00 · closed Thursdays|9:00〜12:00／15:00〜20:00（日曜は午前のみ・木曜休み）',
      at: '3-4-12 Ujina-miyuki, Minami-ku, Hiroshima|広島県広島市南区宇品御幸3-4-12|1 minute’s walk from Ujina 3-chōme tram stop|宇品三丁目電停から徒歩1分',
      mail: 'info@hibiki-sekkotsu.example',
    },
  ],
  'nursing-welfare': [
    {
      hours:
        'Day service Mon–Sat 9:00–16:00 · office weekdays 8:30–17:30|デイサービス 月〜土 9:00〜16:00・事務所 平日8:30〜17:30',
      at: '15-3 Hoshigaoka-motomachi, Chikusa-ku, Nagoya|愛知県名古屋市千種区星が丘元町15-3|6 minutes’ walk from Hoshigaoka Station, exit 6|星ヶ丘駅6番出口から徒歩6分',
      mail: 'info@hidamari-care.example',
    },
    {
      tagline:
        'Three hours of rehabilitation, home in time for lunch|3時間のリハビリで、お昼にはご自宅へ',
      lead: 'A half-day service in Fukuoka for people who want to keep walking on their own: physiotherapists run two three-hour sessions a day, with pick-up and drop-off at your door.|自分の足で歩き続けたい方のための、福岡の半日型デイサービスです。理学療法士による3時間のリハビリを午前と午後に行い、ご自宅の玄関まで送迎いたします。',
      hours: 'Mon–Fri, sessions 9:00–12:10 and 13:30–16:40|月〜金 9:00〜12:10／13:30〜16:40',
      at: '4-6-20 Takamiya, Minami-ku, Fukuoka|福岡県福岡市南区高宮4-6-20|5 minutes’ walk from Takamiya Station (Nishitetsu)|西鉄高宮駅から徒歩5分',
      mail: 'info@evergreen-day.example',
    },
    {
      tagline:
        'A group home of nine, for people living with dementia|認知症の方が9人で暮らす、小さなグループホーム',
      lead: 'Nine residents, a shared kitchen and a vegetable garden they tend themselves: a group home in Kyoto’s Fushimi where staff cook with residents, not for them.|京都・伏見にある、認知症の方のためのグループホームです。入居者は9名。共用の台所で職員と一緒に料理をし、庭の野菜もご自身で育てていただいています。',
      hours:
        'Visits daily 10:00–19:00 · office weekdays 9:00–18:00|面会 毎日10:00〜19:00・事務所 平日9:00〜18:00',
      at: '4-85 Fukakusa Nishiura-cho, Fushimi-ku, Kyoto|京都府京都市伏見区深草西浦町4-85|8 minutes’ walk from Fujinomori Station (Keihan)|京阪藤森駅から徒歩8分',
      mail: 'info@komorebi-welfare.example',
    },
  ],
  healthcare: [
    {
      hours:
        'Mon–Sat 9:00–18:00 · closed Sundays and holidays|月〜土 9:00〜18:00（日曜・祝日休み）',
      at: '4-1-1 Kitahama, Chuo-ku, Osaka|大阪府大阪市中央区北浜4-1-1|3 minutes’ walk from Yodoyabashi Station, exit 8|淀屋橋駅8番出口から徒歩3分',
      mail: 'info@vital-healthlab.example',
    },
    {
      tagline:
        'Your company check-up, followed up every month|会社の健康診断を、毎月のフォローにつなげます',
      lead: 'We work with 140 companies in Kanagawa, turning each employee’s check-up into a monthly fifteen-minute talk with a nurse, in person or by video.|神奈川県内の140社と契約し、社員の皆様の健診結果を、看護師との月1回15分の面談につなげております。面談は対面でもビデオ通話でもお受けいただけます。',
      hours: 'Weekdays 8:30–17:30|平日 8:30〜17:30（土日祝休み）',
      at: '4-45 Ota-machi, Naka-ku, Yokohama|神奈川県横浜市中区太田町4-45|3 minutes’ walk from Kannai Station, north exit|関内駅北口から徒歩3分',
      mail: 'support@kenko-support.example',
    },
    {
      tagline:
        'Measured each morning, read by a nurse each week|毎朝はかって、毎週看護師が確かめます',
      lead: 'A prevention programme in Sapporo for people told their blood pressure or blood sugar is “borderline”: a home monitor, a nurse who reads your numbers every week, and a walking group on Wednesdays.|健診で血圧や血糖値が「境界域」と言われた方のための、札幌の予防プログラムです。家庭用の測定器をお渡しし、看護師が毎週数値を確認いたします。毎週水曜にはウォーキングの会もございます。',
      hours:
        'Weekdays 9:00–17:00 · walking group Wednesdays 10:00|平日 9:00〜17:00・ウォーキングの会 毎週水曜10:00',
      at: '6-1-8 Odori Nishi, Chuo-ku, Sapporo|北海道札幌市中央区大通西6丁目1-8|1 minute’s walk from Ōdōri Station, exit 1|大通駅1番出口から徒歩1分',
      mail: 'care@pulse-preventive.example',
    },
  ],
  fitness: [
    {
      hours:
        'Open 24 hours · staffed 10:00–22:00 · classes from 19:00|24時間営業（スタッフ常駐 10:00〜22:00・クラスは19:00から）',
      at: '1-14-7 Ebisu-Nishi, Shibuya-ku, Tokyo|東京都渋谷区恵比寿西1-14-7|4 minutes’ walk from Ebisu Station, west exit|恵比寿駅西口から徒歩4分',
      mail: 'join@pulse-fitness.example',
    },
    {
      tagline:
        'Eight squat racks and coaches who count your reps|スクワットラック8台と、回数を数えてくれるコーチ',
      lead: 'A strength gym in Osaka’s Honmachi with eight racks, competition plates and barbell classes for beginners on weekday mornings.|本町にある筋力トレーニング専門のジムです。ラック8台と競技用プレートをそろえ、平日の朝はバーベル初心者向けのクラスを開いています。',
      hours:
        'Weekdays 6:00–23:00 · weekends and holidays 9:00–20:00|平日 6:00〜23:00・土日祝 9:00〜20:00',
      at: '2-3-12 Kyutaromachi, Chuo-ku, Osaka|大阪府大阪市中央区久太郎町2-3-12|2 minutes’ walk from Sakaisuji-Hommachi Station, exit 10|堺筋本町駅10番出口から徒歩2分',
      mail: 'coach@kinetic-gym.example',
    },
    {
      tagline: 'Reformer Pilates in classes of four|マシンピラティスを、4人だけのクラスで',
      lead: 'A reformer studio in Fukuoka’s Yakuin with four machines, four people per class at most, and an instructor who sets your springs for you every time.|薬院にあるマシンピラティスのスタジオです。マシンは4台、1クラス最大4名。スプリングの調整も毎回インストラクターがします。',
      hours: '7:00–21:00 · closed Mondays|7:00〜21:00（月曜定休）',
      at: '1-6-12 Yakuin, Chuo-ku, Fukuoka|福岡県福岡市中央区薬院1-6-12|3 minutes’ walk from Yakuin Station, exit 2|薬院駅2番出口から徒歩3分',
      mail: 'hello@forma-studio.example',
    },
  ],

  // Education: schools have an office; online courses have only an e-mail.
  kindergarten: [
    {
      hours:
        '9:00–14:00 · extended care until 18:00 · office weekdays 8:30–17:00|9:00〜14:00（預かり保育は18:00まで）・事務室 平日8:30〜17:00',
      at: '4-12-3 Seijo, Setagaya-ku, Tokyo|東京都世田谷区成城4-12-3|8 minutes’ walk from Seijō-gakuen-mae Station, north exit|成城学園前駅北口から徒歩8分',
      mail: 'office@donguri-kg.example',
    },
    {
      tagline: 'Open at seven for parents who start early|朝7時から、はたらくご家族のそばに',
      lead: 'A licensed nursery in Osaka’s Miyakojima for children from eight weeks to five years, open from 7:00 to 20:00, with dinner for the children who stay late.|大阪・都島の認可保育園です。生後8週から5歳までのお子さまを、7時から20時までお預かりします。遅くまで過ごすお子さまには夕食も用意しています。',
      hours:
        'Mon–Sat 7:00–20:00 · closed Sundays and holidays|月〜土 7:00〜20:00（日曜・祝日休園）',
      at: '3-2-8 Miyakojima-Hondori, Miyakojima-ku, Osaka|大阪府大阪市都島区都島本通3-2-8|4 minutes’ walk from Miyakojima Station, exit 3|都島駅3番出口から徒歩4分',
      mail: 'info@himawari-hoikuen.example',
    },
    {
      tagline:
        'A kindergarten that spends every morning in the woods|午前中は、森の中で過ごす幼稚園',
      lead: 'Every morning, rain or snow, our 48 children walk into the woods behind the school with their teachers. Afternoons are for drawing, cooking and telling each other what they found.|雨の日も雪の日も、毎朝48人の園児が先生と一緒に園の裏の森へ出かけます。午後は絵を描いたり、料理をしたり、見つけたものを話したりして過ごします。',
      hours: '9:00–14:30 · office weekdays 8:30–17:00|9:00〜14:30・事務室 平日8:30〜17:00',
      at: '1-7-30 Asahigaoka, Chuo-ku, Sapporo|北海道札幌市中央区旭ケ丘1-7-30|10 minutes by bus from Maruyama-kōen Station, Asahigaoka stop|円山公園駅からバスで10分「旭ケ丘」下車',
      mail: 'office@sora-kidsgarden.example',
    },
  ],
  school: [
    {
      hours: 'Weekdays 8:30–17:00 · Saturdays 8:30–12:00|平日 8:30〜17:00・土曜 8:30〜12:00',
      at: '3-18-5 Koishikawa, Bunkyo-ku, Tokyo|東京都文京区小石川3-18-5|6 minutes’ walk from Kasuga Station, exit A6|春日駅A6出口から徒歩6分',
      mail: 'office@meikei-hs.example',
    },
    {
      tagline:
        'The IB Diploma in English, on the hills of Kobe|神戸の山手で学ぶ、英語の国際バカロレア',
      lead: 'An international school of 410 students from 30 countries, teaching the IB programme in English from age 3 to 18, with Japanese lessons every day.|30か国から集まる410名が学ぶインターナショナルスクールです。3歳から18歳まで国際バカロレアのプログラムを英語で学び、日本語の授業も毎日行っております。',
      hours: 'Admissions office weekdays 8:00–16:30|入学事務局 平日8:00〜16:30',
      at: '2-5-1 Kitano-cho, Chuo-ku, Kobe|兵庫県神戸市中央区北野町2-5-1|12 minutes’ walk from Sannomiya Station|三宮駅から徒歩12分',
      mail: 'admissions@westbrook-academy.example',
    },
    {
      tagline: 'Six years to find what you want to study|6年間で、学びたいことを見つける',
      lead: 'A six-year junior and senior high school in Kyoto where every student writes a research paper in the fifth year, supervised by one of fourteen teachers who hold a doctorate.|京都の中高一貫校です。生徒は全員、高校2年で研究論文を書き上げます。指導にあたるのは、博士号をもつ14名の教員です。',
      hours: 'Weekdays 8:30–17:00 · closed weekends and holidays|平日 8:30〜17:00（土日祝休み）',
      at: '12 Kitashirakawa Oiwake-cho, Sakyo-ku, Kyoto|京都府京都市左京区北白川追分町12|30 minutes by bus from Kyoto Station, Hyakumamben stop|京都駅からバスで30分「百万遍」下車',
      mail: 'office@seiran.example',
    },
  ],
  'cram-school': [
    {
      hours:
        'Weekdays 14:00–22:00 · Sat 10:00–20:00 · closed Sundays|平日 14:00〜22:00・土 10:00〜20:00（日曜休校）',
      at: '5-16-3 Ogikubo, Suginami-ku, Tokyo|東京都杉並区荻窪5-16-3|2 minutes’ walk from Ogikubo Station, south exit|荻窪駅南口から徒歩2分',
      mail: 'info@stepup-academy.example',
    },
    {
      tagline:
        'Classes of eight for Aichi’s high-school entrance exam|愛知の高校入試に、8人のクラスで',
      lead: 'A juku in Nagoya’s Yagoto run by two former public-school teachers. Classes have eight students at most, and we check every notebook every lesson, so no one falls behind unnoticed.|八事にある、元公立中学校の教員ふたりの塾です。1クラス8人まで。毎回ノートを確認するので、つまずきを見逃しません。',
      hours: 'Mon–Sat 16:00–22:00|月〜土 16:00〜22:00',
      at: '2-35 Yagoto-honmachi, Showa-ku, Nagoya|愛知県名古屋市昭和区八事本町2-35|1 minute’s walk from Yagoto Station, exit 4|八事駅4番出口から徒歩1分',
      mail: 'manabi@manabi-juku.example',
    },
    {
      tagline:
        'For students back from abroad, catching up in Japanese|帰国生の、国語と受験の遅れを取り戻す',
      lead: 'One-to-one tutoring in Yokohama for students returning from schools abroad: Japanese, essay writing and returnee entrance exams, taught by tutors who were returnees themselves.|海外から戻った生徒のための、横浜の個別指導塾です。国語、小論文、帰国生入試の対策を、自分も帰国生だった講師が教えます。',
      hours:
        'Weekdays 15:00–21:30 · Sat 10:00–18:00 · closed Sundays|平日 15:00〜21:30・土 10:00〜18:00（日曜休校）',
      at: '1-2-18 Kitasaiwai, Nishi-ku, Yokohama|神奈川県横浜市西区北幸1-2-18|3 minutes’ walk from Yokohama Station, west exit|横浜駅西口から徒歩3分',
      mail: 'info@brightpath.example',
    },
  ],
  university: [
    {
      hours: 'Admissions office weekdays 9:00–17:00|入試課 平日9:00〜17:00',
      at: '3-1-1 Tsukisamu-Higashi 2-jo, Toyohira-ku, Sapporo|北海道札幌市豊平区月寒東2条3丁目1-1|10 minutes’ walk from Fukuzumi Station, exit 1|福住駅1番出口から徒歩10分',
      mail: 'admissions@kitanomori-u.example',
    },
    {
      tagline: 'A campus on the shore of Lake Biwa|琵琶湖のほとりのキャンパスで',
      lead: 'Environmental science, engineering and design on a lakeside campus in Ōtsu, where first-year students spend a semester studying the lake itself from the university’s research boat.|大津の湖畔のキャンパスで、環境科学、工学、デザインを学びます。1年生は大学の調査船に乗り、一学期をかけて琵琶湖そのものを研究いたします。',
      hours:
        'Admissions office weekdays 9:00–17:00 · Saturdays 9:00–12:00|入試課 平日9:00〜17:00・土曜9:00〜12:00',
      at: '4-1-1 Nionohama, Otsu, Shiga|滋賀県大津市におの浜4-1-1|8 minutes by bus from Ōtsu Station, Nionohama stop|大津駅からバスで8分「におの浜」下車',
      mail: 'admissions@eastlake-u.example',
    },
    {
      tagline: 'Liberal arts in seminars of twenty|20人のゼミで学ぶ、リベラルアーツ',
      lead: 'A liberal arts university of 2,400 students in Fukuoka. No seminar has more than twenty people, and students choose their major only at the end of the second year.|学生数2,400人の、福岡のリベラルアーツ大学です。ゼミはすべて20人以下。専攻は2年次の終わりに決めていただきます。',
      hours: 'Admissions office weekdays 8:45–17:15|入試課 平日8:45〜17:15',
      at: '1-11-1 Ropponmatsu, Chuo-ku, Fukuoka|福岡県福岡市中央区六本松1-11-1|3 minutes’ walk from Ropponmatsu Station, exit 1|六本松駅1番出口から徒歩3分',
      mail: 'admissions@sakuragaoka-u.example',
    },
  ],
  'vocational-school': [
    {
      hours:
        'Weekdays 9:00–18:00 · open campus on Saturdays|平日 9:00〜18:00・オープンキャンパスは土曜',
      at: '2-14-5 Takadanobaba, Shinjuku-ku, Tokyo|東京都新宿区高田馬場2-14-5|3 minutes’ walk from Takadanobaba Station, Waseda exit|高田馬場駅早稲田口から徒歩3分',
      mail: 'admissions@tokyo-designtech.example',
    },
    {
      tagline: 'Cook for 1,200 hours before you graduate|卒業までに、1,200時間の調理実習',
      lead: 'A one-year culinary college in Osaka’s Namba: 1,200 hours in real kitchens, a restaurant run by the students every Friday, and the chef’s licence on graduation.|大阪・難波の1年制調理師専門学校です。実習は1,200時間。毎週金曜は学生が運営するレストランを営業し、卒業と同時に調理師免許を取得できます。',
      hours: 'Weekdays 9:00–18:00 · Saturdays 9:00–15:00|平日 9:00〜18:00・土曜 9:00〜15:00',
      at: '3-7-14 Namba-naka, Naniwa-ku, Osaka|大阪府大阪市浪速区難波中3-7-14|5 minutes’ walk from Namba Station, exit 5|なんば駅5番出口から徒歩5分',
      mail: 'info@skyline-culinary.example',
    },
    {
      tagline:
        'Three years of nursing, next door to a 500-bed hospital|500床の病院のとなりで学ぶ、3年間',
      lead: 'A three-year nursing college in Nagoya beside its partner hospital. Students begin ward practice in their first year, and every one of them passed the national exam last spring.|名古屋の看護専門学校です。提携する500床の病院に隣接し、1年次から病棟実習を始めます。昨春の看護師国家試験は全員が合格いたしました。',
      hours: 'Weekdays 8:30–17:00|平日 8:30〜17:00',
      at: '3-12-8 Tsurumai, Showa-ku, Nagoya|愛知県名古屋市昭和区鶴舞3-12-8|4 minutes’ walk from Tsurumai Station, exit 4|鶴舞駅4番出口から徒歩4分',
      mail: 'admissions@hikari-nursing.example',
    },
  ],
  'online-learning': [
    { mail: 'hello@learnly.example' },
    {
      tagline:
        'Stuck on homework at nine at night? Ask on your tablet|夜9時の宿題も、タブレットで質問できる',
      lead: 'Live online tutoring for junior-high students: send a photo of the problem and a university-student tutor talks you through it on video within ten minutes, until 11 pm.|中学生のためのオンライン個別指導です。わからない問題を写真で送ると、10分以内に大学生の講師がビデオ通話で解き方を説明します。夜11時まで受け付けています。',
      mail: 'support@manabo-online.example',
    },
    {
      tagline:
        'From a first line of code to a new job in sixteen weeks|はじめの1行から、16週間で転職へ',
      lead: 'A sixteen-week online bootcamp for career changers, on weekday evenings and weekends: you finish with three working apps in your portfolio, and our careers team has placed 1,100 graduates.|働きながら学べる16週間のオンラインブートキャンプです。平日の夜と週末に学び、動くアプリを3つ作ってポートフォリオにします。キャリア支援チームは、これまでに1,100人の転職を支えてきました。',
      mail: 'admissions@codecamp-pro.example',
    },
  ],
  'education-npo': [
    {
      hours: 'Weekdays 10:00–18:00|平日 10:00〜18:00',
      at: '2-5-4 Higashi-Ueno, Taito-ku, Tokyo|東京都台東区東上野2-5-4|5 minutes’ walk from Ueno Station, Iriya exit|上野駅入谷口から徒歩5分',
      mail: 'office@openbooks.example',
    },
    {
      tagline: 'Tablets and Wi-Fi on loan to 600 children|600人の子どもに、タブレットとWi-Fiを',
      lead: 'We lend tablets and mobile Wi-Fi to children in Osaka whose families cannot afford them, and pair every child with a volunteer who checks in each week.|経済的な理由で端末を持てない大阪の子どもたちに、タブレットとモバイルWi-Fiを貸し出しています。一人ひとりにボランティアがつき、毎週声をかけています。',
      hours: 'Mon–Fri 10:00–17:00|月〜金 10:00〜17:00',
      at: '4-22 Shimizudani-cho, Tennoji-ku, Osaka|大阪府大阪市天王寺区清水谷町4-22|6 minutes’ walk from Tanimachi Rokuchōme Station, exit 3|谷町六丁目駅3番出口から徒歩6分',
      mail: 'info@kodomo-manabi.example',
    },
    {
      tagline:
        'Japanese classes for children who arrived this year|今年日本に来た子どもたちの、日本語教室',
      lead: 'Free Japanese and homework classes in Hamamatsu for children from Brazil, the Philippines and Vietnam, taught by volunteers who speak their home languages.|浜松で、ブラジル、フィリピン、ベトナムから来た子どもたちのために、無料の日本語教室と学習支援を行っています。教えるのは、子どもたちの母語を話せるボランティアです。',
      hours:
        'Classes Tue and Thu 16:00–18:30 · Sat 10:00–12:00|教室 火・木 16:00〜18:30・土 10:00〜12:00',
      at: '325-6 Sunayama-cho, Chuo-ku, Hamamatsu|静岡県浜松市中央区砂山町325-6|4 minutes’ walk from Hamamatsu Station, south exit|浜松駅南口から徒歩4分',
      mail: 'info@bridge-learning.example',
    },
  ],

  // Building: offices with weekday hours; builders of houses close on Wednesdays.
  construction: [
    {
      hours: 'Weekdays 8:30–17:30|平日 8:30〜17:30（土日祝休み）',
      at: '2-7-3 Kiba, Koto-ku, Tokyo|東京都江東区木場2-7-3|3 minutes’ walk from Kiba Station, exit 3|木場駅3番出口から徒歩3分',
      mail: 'contact@takumi-kensetsu.example',
    },
    {
      tagline:
        'Warehouses and factories, handed over before the promised day|倉庫も工場も、約束の日より前に',
      lead: 'A Fukuoka contractor of 95 people building steel-frame warehouses, factories and cold stores across Kyushu; 41 of our last 42 projects were handed over early.|九州一円で鉄骨造の倉庫、工場、冷凍冷蔵倉庫を手がける、社員95名の福岡の建設会社です。直近42件のうち41件を、工期より前にお引き渡ししております。',
      hours: 'Weekdays 8:00–17:00|平日 8:00〜17:00',
      at: '2-1-22 Higashi-Hie, Hakata-ku, Fukuoka|福岡県福岡市博多区東比恵2-1-22|4 minutes’ walk from Higashi-Hie Station, exit 3|東比恵駅3番出口から徒歩4分',
      mail: 'info@bedrock-builders.example',
    },
    {
      tagline:
        'Houses of Yoshino cedar, framed by our own carpenters|吉野杉の家を、自社の大工の手で',
      lead: 'A builder of forty years in Nara whose own twelve carpenters frame every house in Yoshino cedar, and come back every year after you move in to check it.|奈良で40年。自社の大工12名が吉野杉で家を建て、お引き渡しのあとも毎年点検にうかがいます。',
      hours: '8:00–18:00 · closed Wednesdays|8:00〜18:00（水曜定休）',
      at: '3-2-8 Omiya-cho, Nara|奈良県奈良市大宮町3-2-8|6 minutes’ walk from Shin-Ōmiya Station|新大宮駅から徒歩6分',
      mail: 'info@yamato-komuten.example',
    },
  ],
  'architecture-office': [
    {
      hours: 'Weekdays 10:00–19:00 · visits by appointment|平日 10:00〜19:00（ご来所は予約制）',
      at: '3-1-9 Yanaka, Taito-ku, Tokyo|東京都台東区谷中3-1-9|5 minutes’ walk from Sendagi Station, exit 1|千駄木駅1番出口から徒歩5分',
      mail: 'studio@kosa-architects.example',
    },
    {
      tagline: 'Schools where the corridors are classrooms too|廊下も教室になる学校を',
      lead: 'An Osaka practice of fourteen architects designing schools, nurseries and libraries. Before drawing anything, we spend a week in the old building with the teachers and children.|学校、保育園、図書館を設計する、建築家14名の大阪の事務所です。図面を描く前に、いまの校舎で先生や子どもたちと1週間を過ごします。',
      hours: 'Weekdays 9:30–18:30|平日 9:30〜18:30',
      at: '1-7-20 Utsubo-honmachi, Nishi-ku, Osaka|大阪府大阪市西区靱本町1-7-20|5 minutes’ walk from Hommachi Station, exit 28|本町駅28番出口から徒歩5分',
      mail: 'office@lineandlight.example',
    },
    {
      tagline:
        'Houses for steep plots nobody else would take on|誰も手を出さなかった急斜面に、家を',
      lead: 'A two-architect atelier in Kobe designing houses on slopes and narrow plots; half our clients arrive with a site that three builders have already turned down.|斜面地や狭小地の住宅を設計する、建築家ふたりの神戸のアトリエです。ほかの会社に3度断られた土地を持って来られる方が、ご依頼の半分を占めます。',
      hours: 'Weekdays 10:00–18:00 · by appointment|平日 10:00〜18:00（予約制）',
      at: '4-2-7 Yamamoto-dori, Chuo-ku, Kobe|兵庫県神戸市中央区山本通4-2-7|8 minutes’ walk from Motomachi Station, east exit|元町駅東口から徒歩8分',
      mail: 'studio@atelier-nobori.example',
    },
  ],
  'civil-architecture': [
    {
      hours: 'Weekdays 8:30–17:30|平日 8:30〜17:30',
      at: '2-1-10 Bandai, Chuo-ku, Niigata|新潟県新潟市中央区万代2-1-10|10 minutes’ walk from Niigata Station, Bandai exit|新潟駅万代口から徒歩10分',
      mail: 'info@daichi-doboku.example',
    },
    {
      tagline: 'Keeping 1,400 bridges standing|1,400の橋を、これからも支えます',
      lead: 'An infrastructure maintenance firm in Nagoya that inspects 1,400 bridges and 60 tunnels a year for Aichi and its cities, pairing drone photography with hammer tests by hand.|愛知県と県内の市から委託を受け、年間1,400の橋と60のトンネルを点検している名古屋のインフラ保全会社です。ドローン撮影と、人の手による打音検査を組み合わせております。',
      hours: 'Weekdays 8:45–17:45|平日 8:45〜17:45',
      at: '2-45-7 Meieki, Nakamura-ku, Nagoya|愛知県名古屋市中村区名駅2-45-7|6 minutes’ walk from Nagoya Station, Sakura-dōri exit|名古屋駅桜通口から徒歩6分',
      mail: 'contact@keystone-infra.example',
    },
    {
      tagline: 'The first crew on site after every flood|大雨のあと、まっ先に現場へ',
      lead: 'A family civil-works company in Kumamoto building river banks and farm roads and repairing landslides, with crews on call from the night a heavy-rain warning goes out.|熊本の家族経営の土木会社です。河川護岸、農道、土砂崩れの復旧を手がけ、大雨警報が出たその夜から出動できる体制をとっております。',
      hours: 'Weekdays 8:00–17:00 · emergency line 24 hours|平日 8:00〜17:00（緊急時は24時間対応）',
      at: '3-8-15 Kengun, Higashi-ku, Kumamoto|熊本県熊本市東区健軍3-8-15|5 minutes’ walk from Kengun tram stop|健軍電停から徒歩5分',
      mail: 'info@hashimoto-doboku.example',
    },
  ],

  // Travel and culture: counters, check-in times, opening days of museums and halls.
  travel: [
    {
      hours: 'Weekdays 9:30–18:00|平日 9:30〜18:00',
      at: '2-4-1 Kanda-Jimbocho, Chiyoda-ku, Tokyo|東京都千代田区神田神保町2-4-1|2 minutes’ walk from Jimbōchō Station, exit A6|神保町駅A6出口から徒歩2分',
      mail: 'trips@wanderjapan.example',
    },
    {
      tagline: 'A travel counter where you plan over a cup of tea|お茶を飲みながら、旅の相談を',
      lead: 'A small travel agency in Sendai that books trains, inns and tours across the counter, for travellers who would rather talk it through than click. We print your whole itinerary in large type.|電車も宿もツアーも、窓口で相談しながら手配する仙台の小さな旅行会社です。画面より人と話して決めたい方へ。旅程表は大きな文字で印刷してお渡しします。',
      hours: '10:00–18:30 · closed Sundays and holidays|10:00〜18:30（日曜・祝日定休）',
      at: '3-6-1 Chuo, Aoba-ku, Sendai|宮城県仙台市青葉区中央3-6-1|3 minutes’ walk from Sendai Station, west exit|仙台駅西口から徒歩3分',
      mail: 'madoguchi@tabinomado.example',
    },
    {
      tagline:
        'Daisetsuzan on foot, with a guide who grew up there|大雪山を歩く。地元育ちのガイドと',
      lead: 'Guided hikes and snowshoe trips in Hokkaido’s Daisetsuzan for six guests at most, from our base in Asahikawa, starting with bear-safety training on the first morning.|旭川を拠点に、大雪山の登山とスノーシューのツアーを1回6名までで催行しています。初日の朝には、クマ対策の講習から始めます。',
      hours:
        '8:00–17:00 · daily June–October, weekdays in winter|8:00〜17:00（6〜10月は毎日・冬季は平日のみ）',
      at: '8-3-2 Miyashita-dori, Asahikawa, Hokkaido|北海道旭川市宮下通8丁目3-2|4 minutes’ walk from Asahikawa Station, north exit|旭川駅北口から徒歩4分',
      mail: 'guides@northern-trails.example',
    },
  ],
  tourism: [
    {
      hours: 'Information centre daily 8:30–20:00|観光案内所 毎日8:30〜20:00',
      at: '1-1 Kinoshinbo-machi, Kanazawa, Ishikawa|石川県金沢市木ノ新保町1-1|Inside Kanazawa Station, east exit|金沢駅東口構内',
      mail: 'info@visit-kanazawa.example',
    },
    {
      tagline: 'Mount Fuji from the water’s edge, in every season|湖のほとりから、四季の富士山を',
      lead: 'The Lakeside tourism office’s guide to Lake Kawaguchi: which shore to stand on for Fuji’s reflection, boat times, cycling routes and the inns around the lake.|河口湖の観光案内所がお届けするガイドです。逆さ富士が見える湖畔の場所、遊覧船の時刻、サイクリングコース、湖のまわりの宿をご案内します。',
      hours: 'Information centre daily 9:00–17:30|観光案内所 毎日9:00〜17:30',
      at: '3641-1 Funatsu, Fujikawaguchiko-machi, Yamanashi|山梨県南都留郡富士河口湖町船津3641-1|Next to Kawaguchiko Station|河口湖駅となり',
      mail: 'info@explore-lakeside.example',
    },
    {
      tagline: 'Twelve islands, one ferry timetable|12の島を、ひとつの時刻表で',
      lead: 'Ferry times, bike rental and art sites for twelve islands of the Seto Inland Sea, from the information desk at Takamatsu Port, whose staff check the boats every morning.|瀬戸内海の12の島について、フェリーの時刻、レンタサイクル、アートの見どころをご案内します。高松港の案内所のスタッフが、毎朝運航状況を確かめています。',
      hours: 'Port information desk daily 7:00–19:00|高松港案内所 毎日7:00〜19:00',
      at: '8-22 Sunport, Takamatsu, Kagawa|香川県高松市サンポート8-22|3 minutes’ walk from Takamatsu Station|高松駅から徒歩3分',
      mail: 'info@setouchi-islands.example',
    },
  ],
  'shrine-temple': [
    {
      hours:
        'Grounds 6:00–17:00 · prayers and charms 9:00–16:30|境内 6:00〜17:00・ご祈祷と授与所 9:00〜16:30',
      at: '4-25-9 Shakujii-machi, Nerima-ku, Tokyo|東京都練馬区石神井町4-25-9|7 minutes’ walk from Shakujii-kōen Station, north exit|石神井公園駅北口から徒歩7分',
      mail: 'shamusho@hikawa-jinja.example',
    },
    {
      tagline: 'Morning zazen, every Sunday at six|毎週日曜、朝6時の坐禅会',
      lead: 'A Rinzai Zen temple in Kyoto’s Higashiyama whose moss garden is open to visitors in the mornings, with zazen on Sundays and sutra copying on the first of every month.|京都・東山にある臨済宗の寺院です。苔庭は午前中に公開しており、毎週日曜には坐禅会を、毎月1日には写経会を行っております。',
      hours:
        'Garden 9:00–12:00 · zazen Sundays 6:00–7:00|庭園 9:00〜12:00・坐禅会 毎週日曜6:00〜7:00',
      at: '538 Shimokawara-cho, Higashiyama-ku, Kyoto|京都府京都市東山区下河原町538|20 minutes by bus from Kyoto Station, Higashiyama-Yasui stop|京都駅からバスで20分「東山安井」下車',
      mail: 'info@jokoji.example',
    },
    {
      tagline:
        'Where Osaka’s merchants pray on the first of every month|大阪の商人が、毎月1日に手を合わせる社',
      lead: 'An Inari shrine in the heart of Osaka’s Semba, where merchants have prayed for good business since the Edo period. On the first of every month the gates open at five for early prayers.|大阪・船場の真ん中に鎮座する稲荷社で、江戸時代から商売繁盛を願う商人に親しまれてまいりました。毎月1日は朝5時に開門し、早朝参拝をお受けしております。',
      hours:
        'Grounds 6:00–18:00 (from 5:00 on the 1st) · office 9:00–17:00|境内 6:00〜18:00（毎月1日は5:00から）・社務所 9:00〜17:00',
      at: '2-4-8 Awajimachi, Chuo-ku, Osaka|大阪府大阪市中央区淡路町2-4-8|4 minutes’ walk from Sakaisuji-Hommachi Station, exit 13|堺筋本町駅13番出口から徒歩4分',
      mail: 'shamusho@inari-okamiya.example',
    },
  ],
  hotel: [
    {
      hours:
        'Check-in 15:00 · check-out 11:00 · front desk 24 hours|チェックイン 15:00・チェックアウト 11:00・フロント24時間',
      at: '14-10 Toyokawa-cho, Hakodate, Hokkaido|北海道函館市豊川町14-10|10 minutes’ walk from Hakodate Station|函館駅から徒歩10分',
      mail: 'stay@harborlight-hotel.example',
    },
    {
      tagline:
        'Forty rooms around a courtyard, steps from Nishiki Market|錦市場からすぐ、中庭を囲む40室',
      lead: 'A 40-room hotel in central Kyoto built around a courtyard garden, with a bicycle for every guest and a concierge who books the restaurants where locals queue.|京都の中心、中庭を囲むように建つ40室のホテルです。ご宿泊の方には自転車をお貸しし、地元の人が並ぶお店の予約もコンシェルジュが承ります。',
      hours:
        'Check-in 14:00 · check-out 11:00 · front desk 7:00–23:00|チェックイン 14:00・チェックアウト 11:00・フロント 7:00〜23:00',
      at: '462 Nakano-cho, Nakagyo-ku, Kyoto|京都府京都市中京区中之町462|5 minutes’ walk from Karasuma Station, exit 16|烏丸駅16番出口から徒歩5分',
      mail: 'stay@hotel-aster.example',
    },
    {
      tagline:
        'Check in at midnight, breakfast at six, the Shinkansen at seven|深夜にチェックイン、朝6時に朝食、7時の新幹線へ',
      lead: 'A 212-room hotel two minutes from Nagoya Station, made for business trips: desks wide enough for a laptop, a printer on every floor and breakfast from 6:00.|名古屋駅太閤通口から徒歩2分、212室の出張向けホテルです。ノートパソコンを広げられるデスク、各フロアのプリンター、朝6時からの朝食をご用意しています。',
      hours:
        'Check-in from 15:00, all night · check-out 10:00|チェックイン 15:00から（深夜も可）・チェックアウト 10:00',
      at: '1-12-4 Tsubaki-cho, Nakamura-ku, Nagoya|愛知県名古屋市中村区椿町1-12-4|2 minutes’ walk from Nagoya Station, Taikō-dōri exit|名古屋駅太閤通口から徒歩2分',
      mail: 'reservations@skyline-inn.example',
    },
  ],
  ryokan: [
    {
      hours:
        'Check-in 15:00–18:00 · check-out 10:00|チェックイン 15:00〜18:00・チェックアウト 10:00',
      at: '801-2 Yunoshima, Gero, Gifu|岐阜県下呂市湯之島801-2|8 minutes’ walk from Gero Station, or our free pick-up|下呂駅から徒歩8分（送迎あり）',
      mail: 'yoyaku@ryokan-shirasagi.example',
    },
    {
      tagline: 'Our own hot spring, shared by eight rooms|自家源泉のかけ流しを、8室だけで',
      lead: 'An eight-room inn on the Hayakawa River in Hakone-Yumoto whose baths run straight from our own spring. Dinner is served in a private dining room, so your room stays quiet.|箱根湯本、早川沿いに建つ全8室の宿です。お風呂は自家源泉のかけ流し。夕食は個室の食事処でお出しするので、お部屋は静かなままです。',
      hours:
        'Check-in 14:00–19:00 · check-out 11:00|チェックイン 14:00〜19:00・チェックアウト 11:00',
      at: '640 Yumoto, Hakone-machi, Kanagawa|神奈川県足柄下郡箱根町湯本640|7 minutes’ walk from Hakone-Yumoto Station|箱根湯本駅から徒歩7分',
      mail: 'info@kazeyado.example',
    },
    {
      tagline:
        'A farmhouse inn in Ōhara, with vegetables from the field outside|大原の畑の野菜でもてなす、古民家の宿',
      lead: 'Five rooms in a 150-year-old farmhouse in Ōhara, an hour north of Kyoto. Dinner is temple-style vegetable cooking from the field outside, and the bath is a cypress tub heated with wood.|京都の北、大原にある築150年の古民家の宿です。客室は5室。夕食は目の前の畑で採れた野菜の精進料理、お風呂は薪で焚く檜風呂です。',
      hours:
        'Check-in 15:00–17:00 · check-out 10:30|チェックイン 15:00〜17:00・チェックアウト 10:30',
      at: '412 Ohara Raikoin-cho, Sakyo-ku, Kyoto|京都府京都市左京区大原来迎院町412|60 minutes by bus from Kyoto Station, Ōhara stop|京都駅からバスで60分「大原」下車',
      mail: 'info@kiyomizu-sanso.example',
    },
  ],
  guesthouse: [
    {
      hours:
        'Check-in 16:00–22:00 · check-out 10:00|チェックイン 16:00〜22:00・チェックアウト 10:00',
      at: '2-3-18 Tsuchido, Onomichi, Hiroshima|広島県尾道市土堂2-3-18|6 minutes’ walk from Onomichi Station|尾道駅から徒歩6分',
      mail: 'hello@guesthouse-kotori.example',
    },
    {
      tagline:
        'Bunk beds, a bar in the lobby and Asakusa outside the door|二段ベッドとロビーのバー、外に出れば浅草',
      lead: 'A 48-bed hostel in Asakusa where the lobby bar doubles as reception, a free walking tour leaves at nine every morning and the staff speak five languages.|浅草にある48ベッドのホステルです。ロビーのバーがそのまま受付で、毎朝9時には無料の街歩きツアーが出発します。スタッフは5か国語で対応します。',
      hours:
        'Check-in 15:00–24:00 · check-out 11:00 · lobby bar 18:00–24:00|チェックイン 15:00〜24:00・チェックアウト 11:00・ロビーバー 18:00〜24:00',
      at: '2-18-4 Nishi-Asakusa, Taito-ku, Tokyo|東京都台東区西浅草2-18-4|5 minutes’ walk from Tawaramachi Station, exit 3|田原町駅3番出口から徒歩5分',
      mail: 'stay@lantern-house.example',
    },
    {
      tagline: 'Wake up, walk fifty steps, surf|起きて50歩で、波の上',
      lead: 'A surf hostel in Aoshima, Miyazaki, fifty steps from the beach, with board rental, an outdoor shower and a seven o’clock lesson for anyone who has never stood up on a board.|宮崎・青島の、ビーチまで50歩のサーフホステルです。ボードのレンタルと外のシャワーがあって、朝7時には初めての人向けのサーフレッスンもやっています。',
      hours:
        'Check-in 15:00–21:00 · check-out 10:00|チェックイン 15:00〜21:00・チェックアウト 10:00',
      at: '2-12-3 Aoshima, Miyazaki|宮崎県宮崎市青島2-12-3|8 minutes’ walk from Aoshima Station|青島駅から徒歩8分',
      mail: 'surf@nami-hostel.example',
    },
  ],
  'public-facility': [
    {
      hours:
        '9:00–21:30 · closed the 2nd Monday and over New Year|9:00〜21:30（第2月曜・年末年始休館）',
      at: '2-17-1 Midorigaoka, Meguro-ku, Tokyo|東京都目黒区緑が丘2-17-1|4 minutes’ walk from Midorigaoka Station|緑が丘駅から徒歩4分',
      mail: 'center@midorigaoka-cc.example',
    },
    {
      tagline:
        'Rehearsal rooms and a 600-seat hall by the river|川沿いの市民会館に、練習室と600席のホール',
      lead: 'Okayama’s civic hall on the Asahi River: a 600-seat hall, eight soundproof rehearsal rooms and meeting rooms, bookable online a month ahead by anyone who lives, works or studies in the city.|旭川沿いに建つ岡山市の市民会館です。600席のホール、防音の練習室8室、会議室があり、市内にお住まいの方と通勤・通学される方は1か月前からネットでご予約いただけます。',
      hours: '9:00–22:00 · closed Tuesdays|9:00〜22:00（火曜休館）',
      at: '1-6-1 Tenjin-cho, Kita-ku, Okayama|岡山県岡山市北区天神町1-6-1|5 minutes by tram from Okayama Station, Shiroshita stop|岡山駅から路面電車で5分「城下」下車',
      mail: 'hall@riverside-civic.example',
    },
    {
      tagline:
        'A library, a playroom and a café, open late on weekdays|図書館も子育てひろばもカフェも、平日は夜まで',
      lead: 'A citizens’ plaza above Kokura Station with a lending library, a free indoor playroom for under-threes, study desks and a café run by a local welfare workshop.|小倉駅の上にある市民プラザです。貸出図書館、3歳未満のお子さま向けの無料のあそび場、学習スペース、地域の福祉作業所が営むカフェがございます。',
      hours:
        'Weekdays 10:00–21:00 · weekends 10:00–18:00 · closed the last Thursday of the month|平日 10:00〜21:00・土日祝 10:00〜18:00（毎月最終木曜休館）',
      at: '1-1-1 Asano, Kokurakita-ku, Kitakyushu|福岡県北九州市小倉北区浅野1-1-1|Direct from Kokura Station, north exit|小倉駅北口直結',
      mail: 'plaza@aozora-plaza.example',
    },
  ],
  'museum-gallery': [
    {
      hours:
        '10:00–18:00, Fridays until 20:00 · closed Mondays|10:00〜18:00（金曜は20:00まで）・月曜休館',
      at: '1-5-3 Kiyosumi, Koto-ku, Tokyo|東京都江東区清澄1-5-3|4 minutes’ walk from Kiyosumi-shirakawa Station, exit A3|清澄白河駅A3出口から徒歩4分',
      mail: 'info@light-and-paper.example',
    },
    {
      tagline: 'Four hundred years of art that came by sea|海を渡ってきた、400年の美術',
      lead: 'A museum on Nagasaki harbour for the art that arrived through the port: Dutch prints, Chinese ceramics and the Japanese work they inspired, in six galleries.|長崎港に面した美術館です。オランダの版画、中国の陶磁器、それらに影響を受けた日本の作品など、港から入ってきた美術を6つの展示室でご紹介しています。',
      hours: '9:30–17:30 · closed the 2nd and 4th Tuesdays|9:30〜17:30（第2・第4火曜休館）',
      at: '2-1 Dejima-machi, Nagasaki|長崎県長崎市出島町2-1|3 minutes’ walk from Dejima tram stop|出島電停から徒歩3分',
      mail: 'info@harbour-art.example',
    },
    {
      tagline:
        'The herring town, told by the people who lived it|ニシンの町の物語を、暮らした人の声で',
      lead: 'Otaru’s city museum in an 1893 warehouse on the canal, telling the herring-boom years through fishing gear, shop signs and recorded voices of the town’s elders.|運河沿いの1893年築の倉庫を使った、小樽の市立博物館です。漁具や商店の看板、町のお年寄りの語りの録音で、ニシン漁で栄えた時代をお伝えしております。',
      hours:
        '9:30–17:00 · closed Tuesdays, open daily in summer|9:30〜17:00（火曜休館・夏期は無休）',
      at: '2-1-20 Ironai, Otaru, Hokkaido|北海道小樽市色内2-1-20|10 minutes’ walk from Otaru Station|小樽駅から徒歩10分',
      mail: 'museum@kamome-city.example',
    },
  ],
  'cultural-facility': [
    {
      hours: 'Box office 10:00–19:00 · closed Mondays|チケットセンター 10:00〜19:00（月曜休館）',
      at: '3-10-1 Fukashi, Matsumoto, Nagano|長野県松本市深志3-10-1|8 minutes’ walk from Matsumoto Station, Oshiro exit|松本駅お城口から徒歩8分',
      mail: 'boxoffice@hibiki-arts.example',
    },
    {
      tagline: 'A hall for the long winter evenings of Aomori|青森の長い冬の夜に、ホールの明かりを',
      lead: 'Aomori’s culture hall is busiest from December to March: Tsugaru shamisen nights, a children’s theatre festival and a free film every Sunday in winter.|青森の文化ホールは、12月から3月がいちばんにぎやかです。津軽三味線の夕べ、子ども演劇祭、そして冬の日曜日には無料の映画上映を行っています。',
      hours:
        'Box office 9:00–18:00 · closed the 1st and 3rd Mondays|チケット窓口 9:00〜18:00（第1・第3月曜休館）',
      at: '1-2-8 Shinmachi, Aomori|青森県青森市新町1-2-8|5 minutes’ walk from Aomori Station, east exit|青森駅東口から徒歩5分',
      mail: 'info@northlight-hall.example',
    },
    {
      tagline:
        'A weaving mill under a sawtooth roof, now a stage|のこぎり屋根の織物工場が、舞台になりました',
      lead: 'A former silk mill in Kiryū with a sawtooth roof, now a 300-seat hall, a weaving workshop and rehearsal rooms for local groups; the looms still run on Saturday mornings.|桐生の、のこぎり屋根の旧織物工場を生かした文化会館です。300席のホール、機織りの工房、市民団体の練習室があり、土曜の朝には今も織機が動いています。',
      hours: '9:00–21:00 · closed Wednesdays|9:00〜21:00（水曜休館）',
      at: '4-2-13 Higashi, Kiryu, Gunma|群馬県桐生市東4-2-13|12 minutes’ walk from Kiryū Station, north exit|桐生駅北口から徒歩12分',
      mail: 'info@tsumugi-hall.example',
    },
  ],
  wedding: [
    {
      hours:
        'Salon 10:00–19:00, weekends 9:00–20:00 · closed Tuesdays|サロン 10:00〜19:00（土日祝 9:00〜20:00）・火曜定休',
      at: '1-3-9 Shirokanedai, Minato-ku, Tokyo|東京都港区白金台1-3-9|6 minutes’ walk from Shirokanedai Station, exit 2|白金台駅2番出口から徒歩6分',
      mail: 'salon@maison-blanche.example',
    },
    {
      tagline: 'A chapel among 300 camellias|300本の椿に囲まれたチャペル',
      lead: 'A chapel and garden on a hill above Dōgo in Matsuyama, planted with 300 camellias that flower from December to April, so many couples here choose a winter date on purpose.|松山・道後の丘の上にあるチャペルと庭園です。300本の椿が12月から4月まで咲き続けるので、あえて冬に式を挙げるおふたりも少なくありません。',
      hours: '10:00–19:00 · closed Tuesdays and Wednesdays|10:00〜19:00（火・水曜定休）',
      at: '3-5-2 Dogo-kitadai, Matsuyama, Ehime|愛媛県松山市道後北代3-5-2|10 minutes’ walk from Dōgo Onsen Station|道後温泉駅から徒歩10分',
      mail: 'info@tsubaki-chapel.example',
    },
    {
      tagline: 'Vows with the sound of the waves at Hayama|葉山の波音のなかで、誓いを',
      lead: 'A house on the shore at Hayama for weddings of up to 50 guests: the ceremony on the terrace at sunset, and dinner from our own French kitchen.|葉山の海辺に建つ、50名様までのウェディングハウスです。挙式は夕暮れのテラスで。お料理は館内のフレンチキッチンがご用意します。',
      hours: 'Salon 11:00–19:00 · closed Wednesdays|サロン 11:00〜19:00（水曜定休）',
      at: '1880-3 Horiuchi, Hayama-machi, Kanagawa|神奈川県三浦郡葉山町堀内1880-3|12 minutes by bus from Zushi Station, Morito-jinja stop|逗子駅からバスで12分「森戸神社」下車',
      mail: 'salon@kazane-wedding.example',
    },
  ],

  // Food and drink: a bakery opens early, a bar late, an izakaya in the evening.
  cafe: [
    {
      hours: '8:00–18:00 · closed Wednesdays|8:00〜18:00（水曜定休）',
      at: '3-8-5 Kuramae, Taito-ku, Tokyo|東京都台東区蔵前3-8-5|3 minutes’ walk from Kuramae Station, exit A7|蔵前駅A7出口から徒歩3分',
      mail: 'hello@kinari-coffee.example',
    },
    {
      tagline:
        'Thick toast and siphon coffee from seven in the morning|朝7時から、厚切りトーストとサイフォン珈琲',
      lead: 'A Nagoya kissaten that opens at seven for people on their way to work: thick toast with sweet bean paste, a boiled egg and siphon coffee, served at the same counter since 1968.|朝7時に開く、名古屋の喫茶店です。通勤前に、小倉トーストとゆで卵、サイフォンで淹れたコーヒーをどうぞ。1968年から同じカウンターでお出ししています。',
      hours: '7:00–17:00 · closed Mondays|7:00〜17:00（月曜定休）',
      at: '2-12-16 Osu, Naka-ku, Nagoya|愛知県名古屋市中区大須2-12-16|4 minutes’ walk from Ōsu Kannon Station, exit 2|大須観音駅2番出口から徒歩4分',
      mail: 'hello@morningglory-cafe.example',
    },
    {
      tagline: 'Coffee under the larches of Karuizawa|軽井沢のからまつ林で、コーヒーを',
      lead: 'A café in a larch wood in Karuizawa, with a terrace where dogs are welcome, a wood stove lit from November and cakes baked with berries from the garden.|軽井沢のからまつ林のなかのカフェです。テラスはわんちゃんも一緒にどうぞ。11月からは薪ストーブを焚いて、庭のベリーで焼いたケーキを用意しています。',
      hours:
        '10:00–17:00 · closed Thursdays · weekends only in winter|10:00〜17:00（木曜定休・冬季は土日のみ営業）',
      at: '1323-2 Karuizawa, Karuizawa-machi, Nagano|長野県北佐久郡軽井沢町軽井沢1323-2|15 minutes’ walk from Karuizawa Station, north exit|軽井沢駅北口から徒歩15分',
      mail: 'hello@cafe-komorebi.example',
    },
  ],
  restaurant: [
    {
      hours:
        'Lunch 11:30–14:30 · dinner 17:30–22:00 · closed Mondays|ランチ 11:30〜14:30・ディナー 17:30〜22:00（月曜定休）',
      at: '5-16-2 Hiroo, Shibuya-ku, Tokyo|東京都渋谷区広尾5-16-2|3 minutes’ walk from Hiroo Station, exit 1|広尾駅1番出口から徒歩3分',
      mail: 'reservations@trattoria-hearth.example',
    },
    {
      tagline:
        'Fish landed at Itoshima this morning, cooked the French way|今朝糸島に揚がった魚を、フレンチで',
      lead: 'An eighteen-seat bistro facing the sea at Itoshima. The chef buys at the fishing port every morning and has the day’s menu on the blackboard by eleven.|糸島の海を望む18席のビストロです。シェフが毎朝漁港で仕入れ、その日のメニューを11時までに黒板に書き出します。',
      hours:
        'Lunch 11:30–15:00 · dinner 18:00–21:00 · closed Tuesdays|ランチ 11:30〜15:00・ディナー 18:00〜21:00（火曜定休）',
      at: '3750-1 Shima-Shitoshi, Itoshima, Fukuoka|福岡県糸島市志摩師吉3750-1|30 minutes by car from central Fukuoka, free parking|福岡市内から車で30分（無料駐車場あり）',
      mail: 'bonjour@bistro-nagisa.example',
    },
    {
      tagline:
        'One long table for twenty, and every plate shared|20人でかこむ、ひとつの長いテーブル',
      lead: 'Greek and Spanish home cooking in Osaka’s Nakazakichō, served at one long oak table for twenty where strangers pass the plates. The olive oil comes from a grove on Shōdoshima.|大阪・中崎町で、ギリシャとスペインの家庭料理を20人掛けの長いオークのテーブルでお出しします。となりの人と大皿をまわして、オリーブオイルは小豆島の農園から。',
      hours:
        'Dinner 17:00–23:00 · weekend lunch 12:00–15:00 · closed Wednesdays|ディナー 17:00〜23:00・土日ランチ 12:00〜15:00（水曜定休）',
      at: '1-7-22 Nakazaki-Nishi, Kita-ku, Osaka|大阪府大阪市北区中崎西1-7-22|3 minutes’ walk from Nakazakichō Station, exit 2|中崎町駅2番出口から徒歩3分',
      mail: 'table@olive-table.example',
    },
  ],
  izakaya: [
    {
      hours: '17:00–24:00 · closed Sundays|17:00〜24:00（日曜定休）',
      at: '3-14-6 Shimbashi, Minato-ku, Tokyo|東京都港区新橋3-14-6|3 minutes’ walk from Shimbashi Station, Karasumori exit|新橋駅烏森口から徒歩3分',
      mail: 'yoyaku@izakaya-tomoshibi.example',
    },
    {
      tagline:
        'A standing bar that opens at three in the afternoon|昼の3時から開いている、立ち飲み酒場',
      lead: 'A standing bar under the tracks at Kyōbashi, Osaka: thirty dishes on the board, oden simmering from opening time, and regulars who always make room for a newcomer.|大阪・京橋の高架下にある立ち飲み酒場です。黒板に30品、開店からおでんがぐつぐつ。常連さんが、初めての人にもちゃんと場所をあけてくれます。',
      hours: '15:00–23:00 · open daily|15:00〜23:00・無休',
      at: '2-2-10 Higashi-Noda-machi, Miyakojima-ku, Osaka|大阪府大阪市都島区東野田町2-2-10|1 minute’s walk from Kyōbashi Station, north exit|京橋駅北口から徒歩1分',
      mail: 'maru@sakaba-maru.example',
    },
    {
      tagline:
        'Hakata yakitori: pork belly first, cabbage on the house|博多の焼鳥は、豚バラと食べ放題のキャベツから',
      lead: 'A Hakata-style yakitori shop in Nakasu that has grilled pork-belly skewers over binchōtan for thirty-two years, with vinegared cabbage on the house and last orders at one in the morning.|中洲で32年、備長炭で豚バラを焼き続ける博多焼鳥の店です。酢だれのキャベツは食べ放題、ラストオーダーは深夜1時。',
      hours: '18:00–2:00 · closed Sundays|18:00〜翌2:00（日曜定休）',
      at: '4-2-7 Nakasu, Hakata-ku, Fukuoka|福岡県福岡市博多区中洲4-2-7|3 minutes’ walk from Nakasu-Kawabata Station, exit 1|中洲川端駅1番出口から徒歩3分',
      mail: 'hinode@yakitori-hinode.example',
    },
  ],
  'sweets-bakery': [
    {
      hours:
        '7:00–18:00 or until sold out · closed Mondays and Tuesdays|7:00〜18:00（売り切れ次第終了）・月火定休',
      at: '3-1-12 Sendagi, Bunkyo-ku, Tokyo|東京都文京区千駄木3-1-12|2 minutes’ walk from Sendagi Station, exit 2|千駄木駅2番出口から徒歩2分',
      mail: 'bonjour@boulangerie-mugi.example',
    },
    {
      tagline: 'Salt rolls out of the oven every thirty minutes|塩パンが、30分ごとに焼きあがる',
      lead: 'A bakery near Motomachi in Kobe whose salt rolls, made with Akō sea salt and Hokkaido butter, come out of the oven every half hour. There is a queue for the first tray before we open at ten.|神戸・元町のパン屋です。赤穂の塩と北海道のバターでつくる塩パンが、30分ごとに焼きあがります。開店の10時前から、最初の天板を待つ列ができます。',
      hours: '10:00–19:00 · closed Wednesdays|10:00〜19:00（水曜定休）',
      at: '3-10-6 Motomachi-dori, Chuo-ku, Kobe|兵庫県神戸市中央区元町通3-10-6|3 minutes’ walk from Motomachi Station, west exit|元町駅西口から徒歩3分',
      mail: 'hello@sugarandsalt.example',
    },
    {
      tagline:
        'Cakes made with cream from a single farm in Tokachi|十勝のひとつの牧場の生クリームで',
      lead: 'A pâtisserie in Sapporo whose cream comes twice a week from a single Jersey herd in Tokachi. On Saturdays the shortcake is gone by three.|札幌のパティスリーです。生クリームは、十勝のジャージー牛の牧場から週に2回届くもの。土曜日は3時にショートケーキが売り切れます。',
      hours: '11:00–19:30 · closed Tuesdays|11:00〜19:30（火曜定休）',
      at: '1-2-10 Kotoni 2-jo, Nishi-ku, Sapporo|北海道札幌市西区琴似2条1丁目2-10|3 minutes’ walk from Kotoni Station, exit 1|琴似駅1番出口から徒歩3分',
      mail: 'hello@patisserie-koharu.example',
    },
  ],
  bar: [
    {
      hours: '19:00–3:00 · closed Sundays|19:00〜翌3:00（日曜定休）',
      at: '7-6-15 Ginza, Chuo-ku, Tokyo|東京都中央区銀座7-6-15|5 minutes’ walk from Ginza Station, exit C2|銀座駅C2出口から徒歩5分',
      mail: 'bar@tsukikage.example',
    },
    {
      tagline: 'Gin distilled upstairs, poured downstairs|2階で蒸溜したジンを、1階で一杯',
      lead: 'A bar beneath a small copper still in Kyoto’s Kiyamachi: we distil a gin with yuzu and sansho upstairs and pour it at the counter below, alongside forty other Japanese gins.|京都・木屋町の、小さな銅の蒸溜器がある酒場です。2階で柚子と山椒のジンを蒸溜し、1階のカウンターで注ぎます。国産のジンはほかに40種。',
      hours: '17:00–1:00 · closed Mondays|17:00〜翌1:00（月曜定休）',
      at: '185 Nabeya-cho, Nakagyo-ku, Kyoto|京都府京都市中京区鍋屋町185|4 minutes’ walk from Kyoto-Kawaramachi Station, exit 3A|京都河原町駅3A出口から徒歩4分',
      mail: 'cheers@copper-still.example',
    },
    {
      tagline: 'A piano played until the last guest goes home|最後のお客さまが帰るまで、ピアノを',
      lead: 'A piano bar in Susukino where a pianist plays the grand from nine every night. Classic cocktails, a short list of Hokkaido wines, and no table charge before ten.|すすきののピアノバーです。夜9時から毎晩、ピアニストがグランドピアノを弾きます。クラシックなカクテルと、北海道のワインを少し。10時まではチャージなしでどうぞ。',
      hours: '20:00–2:00 · closed Sundays and Mondays|20:00〜翌2:00（日・月曜定休）',
      at: '4-5-1 Minami 5-jo Nishi, Chuo-ku, Sapporo|北海道札幌市中央区南5条西4丁目5-1|2 minutes’ walk from Susukino Station, exit 3|すすきの駅3番出口から徒歩2分',
      mail: 'bar@nocturne.example',
    },
  ],

  // Business and professional: weekday office hours; a software product has only an e-mail.
  consulting: [
    {
      hours: 'Weekdays 9:00–18:00|平日 9:00〜18:00',
      at: '1-6-1 Otemachi, Chiyoda-ku, Tokyo|東京都千代田区大手町1-6-1|Direct from Ōtemachi Station, exit C8|大手町駅C8出口直結',
      mail: 'contact@keystone-partners.example',
    },
    {
      tagline:
        'Taking Kansai manufacturers into Southeast Asia|関西のものづくり企業を、東南アジアへ',
      lead: 'An Osaka advisory firm that helps mid-sized manufacturers open plants and find partners in Vietnam, Thailand and Indonesia, with our own staff in Hanoi and Bangkok.|中堅製造業の皆様のベトナム、タイ、インドネシアでの工場設立とパートナー探しを支援する、大阪のアドバイザリー会社です。ハノイとバンコクにも自社スタッフが駐在しております。',
      hours: 'Weekdays 9:00–17:30|平日 9:00〜17:30',
      at: '2-2-22 Nakanoshima, Kita-ku, Osaka|大阪府大阪市北区中之島2-2-22|3 minutes’ walk from Watanabebashi Station, exit 2|渡辺橋駅2番出口から徒歩3分',
      mail: 'info@meridian-advisory.example',
    },
    {
      tagline: 'Handing a family company on to the next generation|家業を、次の世代へ手渡すために',
      lead: 'A Nagoya firm that has guided 210 family-owned companies through succession: valuing the shares, preparing the successor, and keeping the bank and the staff on board.|名古屋を拠点に、これまで210社の事業承継をお手伝いしてまいりました。株式の評価、後継者の育成、金融機関や社員の皆様とのご調整まで一貫して支援いたします。',
      hours: 'Weekdays 9:00–17:00|平日 9:00〜17:00',
      at: '2-4-3 Nishiki, Naka-ku, Nagoya|愛知県名古屋市中区錦2-4-3|3 minutes’ walk from Fushimi Station, exit 1|伏見駅1番出口から徒歩3分',
      mail: 'contact@sakae-mc.example',
    },
  ],
  startup: [
    { mail: 'hello@tasklane.example' },
    {
      tagline:
        'A shared drive and task board that keeps working offline|オフラインでも止まらない、共有ドライブとタスクボード',
      lead: 'Nimbus keeps a team’s files, boards and docs in sync on every laptop, so work goes on in a train tunnel and merges itself when the signal comes back. 3,200 teams use it.|Nimbusは、チームのファイル、ボード、ドキュメントをすべてのパソコンで同期します。地下鉄のトンネルの中でも作業を続けられ、電波が戻れば自動でまとまります。3,200のチームが利用しています。',
      mail: 'hello@nimbus-cloud.example',
    },
    {
      tagline:
        'Site reports finished on your phone before you leave the site|現場を出る前に、報告書はスマホで完成',
      lead: 'Fieldnote turns the photos, voice memos and checklists from a building site into a finished inspection report before the inspector is back in the van. 480 construction and facility teams use it.|Fieldnoteは、現場で撮った写真や音声メモ、チェックリストから、車に戻る前に点検報告書を仕上げます。建設・設備管理の480チームが使っています。',
      mail: 'hello@fieldnote.example',
    },
  ],
  business: [
    {
      hours: 'Weekdays 9:00–17:30|平日 9:00〜17:30',
      at: '2-3-1 Marunouchi, Chiyoda-ku, Tokyo|東京都千代田区丸の内2-3-1|2 minutes’ walk from Tokyo Station, Marunouchi South exit|東京駅丸の内南口から徒歩2分',
      mail: 'pr@sanwa-hd.example',
    },
    {
      tagline:
        'The systems behind 1,900 hospitals and city halls|1,900の病院と自治体を支えるシステム',
      lead: 'Northbridge builds and runs the records systems of hospitals and local governments across Japan, with 3,100 employees, 24 offices and a support desk that never closes.|当社は全国の病院と自治体の基幹システムを構築・運用しております。社員3,100名、24の拠点、そして年中無休のサポートデスクで、日々の業務を支えております。',
      hours: 'Weekdays 9:00–18:00|平日 9:00〜18:00',
      at: '2-16-3 Konan, Minato-ku, Tokyo|東京都港区港南2-16-3|3 minutes’ walk from Shinagawa Station, Kōnan exit|品川駅港南口から徒歩3分',
      mail: 'info@northbridge-corp.example',
    },
    {
      tagline: 'Trading cotton and linen in Semba since 1921|1921年から、船場で綿と麻を商う',
      lead: 'An Osaka textile trader of 260 people sourcing cotton and linen from mills in Japan, India and Italy for apparel makers, with a library of 40,000 fabric swatches.|国内、インド、イタリアの紡績・織布工場から綿と麻を調達し、アパレル各社にお届けしている社員260名の大阪の繊維商社です。4万点の生地見本をそろえた資料室を備えております。',
      hours: 'Weekdays 8:45–17:30|平日 8:45〜17:30',
      at: '3-3-9 Bingomachi, Chuo-ku, Osaka|大阪府大阪市中央区備後町3-3-9|3 minutes’ walk from Hommachi Station, exit 3|本町駅3番出口から徒歩3分',
      mail: 'info@asahi-trading.example',
    },
  ],
  marketing: [
    {
      hours: 'Weekdays 10:00–19:00|平日 10:00〜19:00',
      at: '3-5-7 Higashi, Shibuya-ku, Tokyo|東京都渋谷区東3-5-7|7 minutes’ walk from Shibuya Station, New South exit|渋谷駅新南口から徒歩7分',
      mail: 'hello@signal-and-co.example',
    },
    {
      tagline: 'Getting neighbourhood shops found on the map|まちのお店を、地図で見つけてもらう',
      lead: 'A Fukuoka agency for restaurants, salons and clinics: we tidy your map listing, answer reviews and run Instagram for 140 local businesses, and we report bookings, not likes.|飲食店、サロン、クリニックのための福岡の広告会社です。地図の店舗情報の整備、口コミへの返信、Instagram運用を140店舗で担当し、「いいね」の数ではなく予約数でご報告いたします。',
      hours: 'Weekdays 9:30–18:30|平日 9:30〜18:30',
      at: '4-1-17 Watanabe-dori, Chuo-ku, Fukuoka|福岡県福岡市中央区渡辺通4-1-17|2 minutes’ walk from Watanabe-dōri Station, exit 1|渡辺通駅1番出口から徒歩2分',
      mail: 'hello@hibana-mk.example',
    },
    {
      tagline:
        'From trade-show stand to signed order, for machine makers|展示会から受注まで、機械メーカーの商談をつくる',
      lead: 'A B2B agency in Nagoya for industrial equipment makers: trade-show stands, technical white papers and the follow-up e-mails that turn 300 business cards into twenty meetings.|産業機械メーカーのためのBtoBマーケティング会社です。展示会のブース、技術資料、そして300枚の名刺を20件の商談につなげるフォローメールまで、名古屋から一貫してご支援いたします。',
      hours: 'Weekdays 9:00–18:00|平日 9:00〜18:00',
      at: '4-4-10 Meieki, Nakamura-ku, Nagoya|愛知県名古屋市中村区名駅4-4-10|2 minutes’ walk from Kokusai Center Station, exit 3|国際センター駅3番出口から徒歩2分',
      mail: 'contact@brightline-agency.example',
    },
  ],
  accounting: [
    {
      hours:
        'Weekdays 9:00–18:00 · also Saturdays in February and March|平日 9:00〜18:00（2〜3月は土曜も受付）',
      at: '1-10-3 Nihonbashi-Ningyocho, Chuo-ku, Tokyo|東京都中央区日本橋人形町1-10-3|1 minute’s walk from Ningyōchō Station, exit A5|人形町駅A5出口から徒歩1分',
      mail: 'office@ishida-tax.example',
    },
    {
      tagline:
        'Freelancers’ accounts, done in the cloud and explained on video|フリーランスの会計を、クラウドとビデオ通話で',
      lead: 'A Kyoto accounting office for designers, writers and other freelancers: send receipts as photos, talk it over on a monthly video call, and pay one fixed yearly fee that includes your tax return.|デザイナー、ライターなどフリーランスの方のための、京都の会計事務所です。領収書は写真で送るだけ。毎月ビデオ通話でご説明し、確定申告まで含めた年額固定の報酬で承ります。',
      hours: 'Weekdays 10:00–18:00|平日 10:00〜18:00',
      at: '650 Ebisu-cho, Nakagyo-ku, Kyoto|京都府京都市中京区恵比須町650|3 minutes’ walk from Karasuma-Oike Station, exit 1|烏丸御池駅1番出口から徒歩3分',
      mail: 'hello@clearbook.example',
    },
    {
      tagline: 'Tax and accounts for farms and fishing cooperatives|農家と漁協の、税務と会計を',
      lead: 'A Kagoshima office of three tax accountants specialising in farming and fisheries: incorporating a farm, subsidies for new equipment and the paperwork of handing it on within the family.|農業と水産業を専門とする、税理士3名の鹿児島の事務所です。農業法人の設立、設備導入の補助金、ご家族への承継の手続きまでお手伝いいたします。',
      hours: 'Weekdays 8:30–17:30|平日 8:30〜17:30',
      at: '11-5 Higashi-Sengoku-cho, Kagoshima|鹿児島県鹿児島市東千石町11-5|2 minutes’ walk from Tenmonkan-dōri tram stop|天文館通電停から徒歩2分',
      mail: 'office@mirai-kaikei.example',
    },
  ],
  'labor-office': [
    {
      hours: 'Weekdays 9:00–17:30|平日 9:00〜17:30',
      at: '1-17-10 Nishi-Ikebukuro, Toshima-ku, Tokyo|東京都豊島区西池袋1-17-10|4 minutes’ walk from Ikebukuro Station, west exit|池袋駅西口から徒歩4分',
      mail: 'office@sakura-sr.example',
    },
    {
      tagline:
        'Employment rules for clinics, pharmacies and care homes|クリニック、薬局、介護事業所の労務を専門に',
      lead: 'Labour consultants in Sendai who work only with clinics, pharmacies and care operators: shift rules, on-call pay and the staffing records inspectors ask for.|仙台を拠点に、クリニック、薬局、介護事業所の労務を専門にお手伝いしております。シフトのルール、オンコール手当、監査で求められる人員記録の整備まで対応いたします。',
      hours: 'Weekdays 9:00–18:00|平日 9:00〜18:00',
      at: '2-10-28 Honcho, Aoba-ku, Sendai|宮城県仙台市青葉区本町2-10-28|4 minutes’ walk from Hirose-dōri Station, exit 1|広瀬通駅1番出口から徒歩4分',
      mail: 'contact@workright.example',
    },
    {
      tagline: 'Your first ten employees, hired by the rules|最初の10人を、きちんとしたルールで',
      lead: 'A labour office in Fukuoka for start-ups taking on their first staff: contracts, social insurance and remote-work rules set up in the first month, then one call a month.|はじめて社員を雇うスタートアップのための、福岡の社会保険労務士事務所です。雇用契約、社会保険、リモートワークの規程を最初の1か月で整え、その後は月1回のオンライン面談でご相談に応じます。',
      hours: 'Weekdays 10:00–19:00|平日 10:00〜19:00',
      at: '1-8-26 Maizuru, Chuo-ku, Fukuoka|福岡県福岡市中央区舞鶴1-8-26|4 minutes’ walk from Akasaka Station, exit 5|赤坂駅5番出口から徒歩4分',
      mail: 'hello@tsunagu-hr.example',
    },
  ],
  politician: [
    {
      hours: 'Weekdays 10:00–18:00|平日 10:00〜18:00',
      at: '1-8-3 Tsunashima-Nishi, Kohoku-ku, Yokohama|神奈川県横浜市港北区綱島西1-8-3|2 minutes’ walk from Tsunashima Station, west exit|綱島駅西口から徒歩2分',
      mail: 'office@sato-haruka.example',
    },
    {
      tagline: 'A city hall that opens on Saturdays|土曜日も開いている市役所へ',
      lead: 'A naturalised citizen who has run a bakery in Kawaguchi for twenty years, standing for mayor on three promises: city hall open on Saturdays, bus routes that reach every school, and city notices in more than one language.|川口でパン屋を20年営んできた帰化市民として、市長選に立候補いたしました。約束は3つです。市役所の土曜開庁、すべての学校を結ぶバス路線、そして外国語を併記した市のお知らせです。',
      hours: 'Campaign office daily 9:00–20:00|選挙事務所 毎日9:00〜20:00',
      at: '1-14-2 Sakae-cho, Kawaguchi, Saitama|埼玉県川口市栄町1-14-2|4 minutes’ walk from Kawaguchi Station, east exit|川口駅東口から徒歩4分',
      mail: 'team@reyes-for-mayor.example',
    },
    {
      tagline:
        'Keeping the last bus running to the mountain villages|山あいの村の、最後のバスを守る',
      lead: 'A Gifu prefectural assembly member for the mountain district, in his fourth term, working to keep the rural bus lines, the village clinics and the forestry jobs that hold these towns together.|岐阜県議会議員（4期）。山間地域の路線バス、村の診療所、そしてこの地域を支える林業の仕事を守るために活動しております。',
      hours:
        'Weekdays 9:00–17:00 · Saturday mornings for residents’ questions|平日 9:00〜17:00（土曜午前は県政相談）',
      at: '940 Hachiman-cho Shimatani, Gujo, Gifu|岐阜県郡上市八幡町島谷940|3 minutes by car from the Gujō-Hachiman interchange|郡上八幡ICから車で3分',
      mail: 'office@morita-kenji.example',
    },
  ],
  'law-firm': [
    {
      hours:
        'Weekdays 9:30–18:00 · evening consultations by appointment|平日 9:30〜18:00（夜間のご相談は予約制）',
      at: '1-11-1 Toranomon, Minato-ku, Tokyo|東京都港区虎ノ門1-11-1|3 minutes’ walk from Toranomon Station, exit 2|虎ノ門駅2番出口から徒歩3分',
      mail: 'contact@laurent-mori.example',
    },
    {
      tagline:
        'Traffic-accident claims, with no fee until you are paid|交通事故の賠償請求は、着手金0円から',
      lead: 'Five attorneys in Osaka who handle injury claims after traffic accidents. We deal with the insurer for you, and our fee comes only out of what you recover.|交通事故の損害賠償を専門に扱う、弁護士5名の大阪の法律事務所です。保険会社との交渉はすべてお任せください。着手金は頂かず、報酬は獲得した賠償金の中からお支払いいただきます。',
      hours: 'Weekdays 9:00–20:00 · Sat 10:00–17:00|平日 9:00〜20:00・土 10:00〜17:00',
      at: '2-3-1 Nishitemma, Kita-ku, Osaka|大阪府大阪市北区西天満2-3-1|6 minutes’ walk from Yodoyabashi Station, exit 1|淀屋橋駅1番出口から徒歩6分',
      mail: 'info@takahashi-law.example',
    },
    {
      tagline: 'Contracts and patents for software companies|ソフトウェア企業の契約と特許を',
      lead: 'A Sapporo law office advising software and game companies on licences, terms of service and patents, with two attorneys who were engineers before they were lawyers.|ソフトウェア・ゲーム企業のライセンス契約、利用規約、特許についてご助言する札幌の法律事務所です。弁護士になる前はエンジニアだった2名が在籍しております。',
      hours: 'Weekdays 9:00–18:00|平日 9:00〜18:00',
      at: '5-4-1 Kita 4-jo Nishi, Chuo-ku, Sapporo|北海道札幌市中央区北4条西5丁目4-1|3 minutes’ walk from Sapporo Station, south exit|札幌駅南口から徒歩3分',
      mail: 'contact@northgate-legal.example',
    },
  ],
  'design-office': [
    {
      hours: 'Weekdays 10:00–19:00|平日 10:00〜19:00',
      at: '1-13-11 Sendagaya, Shibuya-ku, Tokyo|東京都渋谷区千駄ヶ谷1-13-11|5 minutes’ walk from Kita-sandō Station, exit 1|北参道駅1番出口から徒歩5分',
      mail: 'hello@studio-katachi.example',
    },
    {
      tagline:
        'Boxes people keep after the sweets are gone|お菓子を食べたあとも、とっておきたくなる箱',
      lead: 'A packaging studio in Osaka that has designed boxes, wrapping and labels for 70 sweet shops and breweries, with a sample room where you can pick up every one of them.|70軒の菓子店や酒蔵の箱、包装紙、ラベルをデザインしてきた大阪のパッケージデザイン事務所です。見本室では、そのすべてを手に取ってご覧いただけます。',
      hours: 'Weekdays 10:00–18:30|平日 10:00〜18:30',
      at: '1-15-7 Minami-Horie, Nishi-ku, Osaka|大阪府大阪市西区南堀江1-15-7|5 minutes’ walk from Yotsubashi Station, exit 5|四ツ橋駅5番出口から徒歩5分',
      mail: 'studio@foldandform.example',
    },
    {
      tagline:
        'Typefaces and letterpress, from an old Kanazawa print shop|金沢の古い印刷所で、文字を組み、活版で刷る',
      lead: 'A design office in a former Kanazawa print shop, keeping two letterpress machines running for business cards and invitations while designing typefaces for local brands.|金沢の古い印刷所を受け継いだデザイン事務所です。2台の活版印刷機で名刺や招待状を刷りながら、地元のブランドのための書体もつくっています。',
      hours: 'Tue–Sat 10:00–18:00|10:00〜18:00（日・月曜休み）',
      at: '2-4-15 Owari-cho, Kanazawa, Ishikawa|石川県金沢市尾張町2-4-15|8 minutes by bus from Kanazawa Station, Hashiba-chō stop|金沢駅からバスで8分「橋場町」下車',
      mail: 'office@inkwell-design.example',
    },
  ],
  finance: [
    {
      hours:
        'Weekdays 9:00–17:00 · consultations until 20:00 by appointment|平日 9:00〜17:00（20:00までのご相談は予約制）',
      at: '2-1 Nihonbashi-Kabutocho, Chuo-ku, Tokyo|東京都中央区日本橋兜町2-1|2 minutes’ walk from Kayabachō Station, exit 11|茅場町駅11番出口から徒歩2分',
      mail: 'contact@aozora-am.example',
    },
    {
      tagline: 'Patient capital for Kansai’s family-owned companies|関西の同族企業に、長期の資本を',
      lead: 'A Kobe investment firm that takes minority stakes in family-owned companies across Kansai and holds them for ten years or more, without a seat on the board unless we are asked.|関西の同族企業に少数株主として出資し、10年以上保有する神戸の投資会社です。ご要望がない限り、取締役を派遣することはございません。',
      hours: 'Weekdays 9:00–18:00|平日 9:00〜18:00',
      at: '1-2-17 Kaigan-dori, Chuo-ku, Kobe|兵庫県神戸市中央区海岸通1-2-17|5 minutes’ walk from Kyūkyoryūchi-Daimarumae Station, exit 2|旧居留地・大丸前駅2番出口から徒歩5分',
      mail: 'info@harbor-capital.example',
    },
    {
      tagline:
        'A household plan drawn up at your own kitchen table|ご自宅のテーブルで、家計のプランを',
      lead: 'Two certified financial planners in Shizuoka who come to your home, go through every bill and insurance policy with you, and charge one flat fee for a household plan.|ファイナンシャルプランナー2名がご自宅にうかがい、公共料金の明細や保険証券をご一緒に一枚ずつ確認いたします。家計プランの作成を定額で承る、静岡の事務所です。',
      hours:
        'Weekdays 9:30–18:00 · Saturday home visits by appointment|平日 9:30〜18:00（土曜の訪問相談は予約制）',
      at: '2-7-2 Tokiwa-cho, Aoi-ku, Shizuoka|静岡県静岡市葵区常磐町2-7-2|7 minutes’ walk from Shizuoka Station, north exit|静岡駅北口から徒歩7分',
      mail: 'office@midori-fp.example',
    },
  ],

  // Creators: most work from wherever they are (an e-mail only); a shop, a studio or a gallery
  // that people visit has its hours and address.
  store: [
    {
      hours: '11:00–19:00 · closed Tuesdays|11:00〜19:00（火曜定休）',
      at: '3-21-12 Nishiogi-Kita, Suginami-ku, Tokyo|東京都杉並区西荻北3-21-12|3 minutes’ walk from Nishi-Ogikubo Station, north exit|西荻窪駅北口から徒歩3分',
      mail: 'shop@hibi-dougu.example',
    },
    {
      tagline:
        'Old furniture and lamps, mended in the back room|奥の工房で直した、古い家具とランプ',
      lead: 'A corner shop in Yokohama’s Motomachi selling secondhand Danish chairs, lamps and tableware; every piece is mended in our back room before it goes on the floor.|横浜・元町の角にある、古いデンマークの椅子やランプ、食器のお店です。店に並べる前に、奥の工房でひとつずつ直しています。',
      hours: '12:00–19:00 · closed Wednesdays|12:00〜19:00（水曜定休）',
      at: '4-166 Motomachi, Naka-ku, Yokohama|神奈川県横浜市中区元町4-166|4 minutes’ walk from Motomachi-Chūkagai Station, exit 5|元町・中華街駅5番出口から徒歩4分',
      mail: 'hello@corner-goods.example',
    },
    {
      tagline:
        'Bring your own jar: rice, oil and soap by weight|容器を持ってきて。お米も油も石けんも量り売り',
      lead: 'A refill grocery in Kyoto’s Demachi shopping street selling rice, grains, oil, vinegar and soap by weight. Bring any jar, or borrow one of ours for a ¥100 deposit.|京都・出町の商店街にある量り売りの食料品店です。お米、雑穀、油、お酢、石けんを必要なぶんだけ。容器はどんなものでもいいし、100円の預かり金でお店の瓶も借りられます。',
      hours: '10:00–20:00 · closed Thursdays|10:00〜20:00（木曜定休）',
      at: '82 Seiryu-cho, Kamigyo-ku, Kyoto|京都府京都市上京区青龍町82|5 minutes’ walk from Demachiyanagi Station, exit 3|出町柳駅3番出口から徒歩5分',
      mail: 'hello@kurashi-market.example',
    },
  ],
  designer: [
    { mail: 'mika@uedamika.example' },
    {
      tagline:
        'Born in Stockholm, working in Osaka: one colour and plenty of white|ストックホルム生まれ、大阪在住。一色と余白のデザイン',
      lead: 'A Swedish designer in Osaka making identities, annual reports and exhibition graphics for museums and architects, usually in one colour and always with room to breathe.|大阪に住むスウェーデン人のデザイナーです。美術館や建築家のために、ロゴ、年次報告書、展覧会のグラフィックを手がけています。色は一色で、余白はたっぷりと。',
      mail: 'studio@jonasberg.example',
    },
    {
      tagline:
        'Hand lettering for menus, signs and shop windows|メニューも看板も窓も、手描きの文字で',
      lead: 'Nori paints lettering by hand for cafés, bakeries and breweries, from menus to shop windows and bottle labels, then digitises it so it prints as well as it paints.|カフェ、パン屋、ブルワリーのメニュー、ガラス窓、ボトルラベルの文字を手で描き、印刷してもきれいに出るようにデータに起こしています。',
      mail: 'hello@nori-graphic.example',
    },
  ],
  fashion: [
    {
      hours: 'Atelier shop Fri–Sun 12:00–19:00|アトリエショップ 金〜日 12:00〜19:00',
      at: '1-8-14 Asakusabashi, Taito-ku, Tokyo|東京都台東区浅草橋1-8-14|4 minutes’ walk from Asakusabashi Station, east exit|浅草橋駅東口から徒歩4分',
      mail: 'atelier@maison-tsuki.example',
    },
    {
      tagline:
        'Knitwear made to order, to your own measurements|あなたの寸法で編む、受注生産のニット',
      lead: 'An online label knitting merino sweaters to order on machines in Yamagata: send four measurements, choose one of nine yarns, and your sweater ships in three weeks.|山形のニット工場で、メリノウールのセーターを受注生産しているオンラインブランドです。4か所の寸法を送って9色の糸から選べば、3週間でお届けします。',
      mail: 'hello@linea-studio.example',
    },
    {
      tagline: 'Dyed by hand in indigo vats in Tokushima|徳島の藍甕で、ひとつずつ手で染める',
      lead: 'A dye workshop in Tokushima making shirts, stoles and aprons in natural indigo from local sukumo. At weekends anyone can dye a handkerchief in the vats.|徳島の蒅（すくも）で建てた天然藍で、シャツやストール、エプロンを染める工房です。週末はどなたでも、藍甕でハンカチを染める体験ができます。',
      hours:
        'Shop 10:00–17:00 · dyeing sessions at weekends · closed Wednesdays|ショップ 10:00〜17:00（染め体験は土日・水曜定休）',
      at: '2-14 Shinmachibashi, Tokushima|徳島県徳島市新町橋2-14|8 minutes’ walk from Tokushima Station|徳島駅から徒歩8分',
      mail: 'aizome@atelier-nuno.example',
    },
  ],
  photographer: [
    { mail: 'ren@katoren-photo.example' },
    {
      tagline: 'Elopements in the snowfields of Hokkaido|北海道の雪原で、ふたりだけの結婚式を',
      lead: 'A British photographer living in Niseko who shoots elopements and small weddings in the snow, scouting the location with each couple the day before.|ニセコに暮らすイギリス出身のフォトグラファーです。雪のなかでのふたりだけの結婚式や少人数のウェディングを撮影しています。撮影の前日には、おふたりと一緒にロケハンをします。',
      mail: 'hello@emilyhart-photo.example',
    },
    {
      tagline:
        'The studio where three generations had their portraits taken|三世代がここで写真を撮ってきた写真館',
      lead: 'A portrait studio in Morioka, opened in 1951, that still photographs babies’ first shrine visits, coming-of-age days and family portraits in front of the same hand-painted backdrop.|1951年創業の盛岡の写真館です。お宮参り、成人式、家族写真を、今も同じ手描きの背景の前で撮影しています。',
      hours: '9:30–18:00 · closed Tuesdays|9:30〜18:00（火曜定休）',
      at: '1-6-3 Nakanohashi-dori, Morioka, Iwate|岩手県盛岡市中ノ橋通1-6-3|15 minutes’ walk from Morioka Station|盛岡駅から徒歩15分',
      mail: 'info@hikari-shashinkan.example',
    },
  ],
  illustrator: [
    { mail: 'aki@mizunoaki.example' },
    {
      tagline:
        'Two illustrators who draw what children are learning|こどもが学ぶものを描く、ふたりのイラストレーター',
      lead: 'An illustration duo drawing for textbooks, science museums and picture encyclopaedias: insects, machines and maps, checked with an expert before a line is inked.|教科書、科学館、図鑑のために絵を描く、ふたり組のイラストレーターです。昆虫も機械も地図も、ペンを入れる前に専門家に確かめてもらいます。',
      mail: 'hello@pipandpencil.example',
    },
    {
      tagline: 'Line drawings of buildings, one street at a time|建物の線画を、ひと通りずつ',
      lead: 'Tomo draws buildings in fine pen: shop fronts for their owners, houses for the architects who designed them, and a whole street of Osaka’s Nakazakichō for a neighbourhood map.|Tomoは細いペンで建物を描きます。お店の外観をその店主に、住宅を設計した建築家に、そして地域の地図のために大阪・中崎町の通りをまるごと一本。',
      mail: 'tomo@tomo-drawings.example',
    },
  ],
  interior: [
    {
      hours: 'Showroom 11:00–19:00 · closed Wednesdays|ショールーム 11:00〜19:00（水曜定休）',
      at: '2-2-10 Ebisu-Minami, Shibuya-ku, Tokyo|東京都渋谷区恵比寿南2-2-10|6 minutes’ walk from Ebisu Station, west exit|恵比寿駅西口から徒歩6分',
      mail: 'studio@haus-interior.example',
    },
    {
      tagline:
        'Furniture from Hida, made for one particular room|飛騨の家具を、ひと部屋のためにつくる',
      lead: 'An interior studio with its own joinery in Takayama, designing whole rooms around furniture made by Hida woodworkers, from a single chair to the forty guest rooms of a ryokan.|高山に自社の木工所をもつインテリアスタジオです。飛騨の職人がつくる家具を中心に、椅子一脚から旅館の客室40室まで、部屋ごと設計します。',
      hours: 'Showroom 9:00–17:00 · closed Sundays|ショールーム 9:00〜17:00（日曜定休）',
      at: '48 Kami-Ninomachi, Takayama, Gifu|岐阜県高山市上二之町48|12 minutes’ walk from Takayama Station|高山駅から徒歩12分',
      mail: 'info@kinoya-interiors.example',
    },
    {
      tagline:
        'A rented flat made homely, with the deposit back in full|敷金はそのままに、賃貸を心地よく',
      lead: 'An interior studio in Fukuoka for renters: removable wallpaper, lights on rails and furniture that will fit the next flat, all planned so your deposit comes back in full.|賃貸に住む人のための、福岡のインテリアデザインスタジオです。はがせる壁紙、レールに付ける照明、次の部屋にも合う家具。退去のときに敷金がまるごと戻るように計画します。',
      hours: '10:00–18:00 · closed Mondays|10:00〜18:00（月曜定休）',
      at: '2-3-8 Imaizumi, Chuo-ku, Fukuoka|福岡県福岡市中央区今泉2-3-8|6 minutes’ walk from Tenjin-Minami Station, exit 6|天神南駅6番出口から徒歩6分',
      mail: 'hello@linenandoak.example',
    },
  ],
  gallery: [
    {
      hours: '12:00–19:00 · closed Mondays and Tuesdays|12:00〜19:00（月・火曜休廊）',
      at: '2-8-18 Kyobashi, Chuo-ku, Tokyo|東京都中央区京橋2-8-18|2 minutes’ walk from Kyōbashi Station, exit 2|京橋駅2番出口から徒歩2分',
      mail: 'info@gallery-shiro.example',
    },
    {
      tagline:
        'A gallery you can see from the street, day and night|昼も夜も、通りから見えるギャラリー',
      lead: 'A former shop front in Osaka’s Kitakagaya whose window stays lit until midnight, showing installations and video by artists from the studios nearby.|大阪・北加賀屋の元商店を使ったギャラリーです。ショーウィンドウは夜12時まで明かりをつけ、近くのアトリエで活動する作家のインスタレーションや映像を見せています。',
      hours:
        'Inside Fri–Sun 13:00–19:00 · window lit daily until 24:00|館内 金〜日 13:00〜19:00・ウィンドウは毎日24:00まで点灯',
      at: '4-1-55 Kitakagaya, Suminoe-ku, Osaka|大阪府大阪市住之江区北加賀屋4-1-55|6 minutes’ walk from Kitakagaya Station, exit 4|北加賀屋駅4番出口から徒歩6分',
      mail: 'hello@openwindow-gallery.example',
    },
    {
      tagline: 'Stoneware from the kilns of Shigaraki and Iga|信楽と伊賀の窯から届いた器',
      lead: 'A craft gallery in a tea merchant’s old house in Kyoto, showing stoneware from twenty kilns in Shigaraki and Iga. Try a cup in our tea room before you choose it.|京都の茶商の旧家を使った工芸ギャラリーです。信楽と伊賀の20の窯の焼きものを扱っています。気になる湯のみは、奥の茶室で使ってみてから選べます。',
      hours: '11:00–18:00 · closed Wednesdays|11:00〜18:00（水曜休廊）',
      at: '476 Masuya-cho, Higashiyama-ku, Kyoto|京都府京都市東山区桝屋町476|15 minutes by bus from Kyoto Station, Kiyomizu-michi stop|京都駅からバスで15分「清水道」下車',
      mail: 'info@gallery-koen.example',
    },
  ],
  'model-stylist': [
    { mail: 'yuna@yuna-styling.example' },
    {
      tagline:
        'A fit model for knitwear labels, and the face of their lookbooks|ニットブランドのフィットモデルから、ルックブックの顔まで',
      lead: 'Clara has been the fit model for six Tokyo knitwear labels for nine years, so she can tell a pattern cutter exactly where a sleeve pulls, and then model the finished collection.|クララは9年間、東京の6つのニットブランドでフィットモデルを務めてきました。袖のどこがつっぱるかをパタンナーに伝え、完成したコレクションではモデルとしてカメラの前に立ちます。',
      mail: 'booking@clara-vance.example',
    },
    {
      tagline: 'Styling for men who wear navy every day|毎日ネイビーばかり着ている男性へ',
      lead: 'Two stylists in Tokyo who dress men who have stopped thinking about clothes: one colour analysis, one afternoon shopping together, and a wardrobe of twenty pieces that all go together.|服のことを考えなくなった男性のためのスタイリングです。パーソナルカラー診断を1回、一緒に買い物をする午後を1回。どれを組み合わせても合う20着のワードローブをつくります。',
      mail: 'hello@studio-iro.example',
    },
  ],
  'video-creator': [
    { mail: 'contact@kuro-films.example' },
    {
      tagline: 'Tourism films shot from the sea and the sky|海から、空から撮る観光映像',
      lead: 'A two-person crew from Nagasaki making films for tourist boards and hotels with drones and a small boat, licensed to fly over harbours and islands.|長崎を拠点に、ドローンと小さな船で観光地やホテルの映像を撮る2人組です。港や島の上空での飛行許可も取得しています。',
      mail: 'hello@reel-harbor.example',
    },
    {
      tagline:
        'A hard product explained in ninety seconds of animation|むずかしい製品を、90秒のアニメーションで',
      lead: 'Yui makes motion-graphics explainers for software, medical and finance companies, from script and storyboard to voice-over and animation, delivered in Japanese and English.|Yuiは、ソフトウェア、医療、金融の会社のためのモーショングラフィックス解説動画をつくっています。台本、絵コンテ、ナレーション、アニメーションまで、日本語版と英語版でお届けします。',
      mail: 'yui@motion-yui.example',
    },
  ],
  artist: [
    { mail: 'studio@okadasumi.example' },
    {
      tagline: 'Sculpture from wood the sea brought back|海が運んできた木で、彫刻を',
      lead: 'An Italian sculptor living on Sado Island who carves driftwood gathered on its northern shore; his figures stand in two museums and a ferry terminal.|佐渡島に暮らすイタリア出身の彫刻家です。島の北の海岸で拾った流木を彫り、その作品は2つの美術館とフェリーターミナルに置かれています。',
      mail: 'studio@marco-lind.example',
    },
    {
      tagline: 'Landscapes cut from a single sheet of washi|一枚の和紙から切り出す風景',
      lead: 'Kiri cuts landscapes from single sheets of Mino washi with a scalpel, some over three months; the shadow each piece throws on the wall is part of the work.|Kiriは、美濃和紙一枚からメスで風景を切り出します。3か月かかる作品もあります。壁に落ちる影まで含めて、ひとつの作品です。',
      mail: 'works@kiri-art.example',
    },
  ],
  youtuber: [
    { mail: 'mei@cooking-with-mei.example' },
    {
      tagline: 'All of Japan’s 100 Famous Mountains, on foot|日本百名山を、ぜんぶ歩いて登る',
      lead: 'Tom is climbing all of Japan’s 100 Famous Mountains and filming every one: the route, the hut food and the weather that turned him back. 62 done, 38 to go.|トムは日本百名山をすべて登り、その一つひとつを撮影しています。ルート、山小屋のごはん、引き返すことになった天気まで。62座登頂、残りは38座です。',
      mail: 'tom@trail-tom.example',
    },
    {
      tagline:
        'Gadgets used for a month before a word is said|1か月使ってから語る、ガジェットレビュー',
      lead: 'Sora reviews phones, earbuds and kitchen gadgets only after a month of daily use, pays for every product himself and lists the ones he sent back.|ソラは、スマホもイヤホンもキッチン家電も、1か月毎日使ってからレビューします。製品はすべて自分で購入し、返品したものも正直に紹介しています。',
      mail: 'sora@gadgetlab-sora.example',
    },
  ],

  // Industry: head offices with weekday hours; a farm shop with its own days.
  manufacturing: [
    {
      hours: 'Weekdays 8:30–17:15|平日 8:30〜17:15',
      at: '3-6-8 Takaida-naka, Higashiosaka, Osaka|大阪府東大阪市高井田中3-6-8|5 minutes’ walk from Takaida Station, exit 1|高井田駅1番出口から徒歩5分',
      mail: 'sales@kaneda-seiko.example',
    },
    {
      tagline:
        'Stainless steel from Tsubame, polished by hand|燕の職人が磨きあげる、ステンレスの器物',
      lead: 'A Tsubame manufacturer of 130 people pressing and hand-polishing stainless-steel cutlery and kitchen tools for hotels and airlines, exported to 30 countries.|燕市で、ホテルや航空会社向けのステンレス製カトラリーと調理器具をプレスし、職人の手で磨きあげております。社員130名、製品は30か国へ輸出しております。',
      hours: 'Weekdays 8:00–17:00|平日 8:00〜17:00',
      at: '4-7-21 Hinode-machi, Tsubame, Niigata|新潟県燕市日之出町4-7-21|10 minutes by car from Tsubame-Sanjō Station|燕三条駅から車で10分',
      mail: 'info@ironwood-mfg.example',
    },
    {
      tagline: 'Brake parts for four million cars a year|年間400万台の車に、ブレーキ部品を',
      lead: 'A supplier of brake and steering components in Kariya, Aichi, making parts for four million cars a year in four plants, with a school that trains its own technicians.|愛知県刈谷市で、ブレーキとステアリングの部品を製造しております。4つの工場で年間400万台分を生産し、技能者を育てる社内学校も運営しております。',
      hours: 'Weekdays 8:00–16:45|平日 8:00〜16:45',
      at: '1-2 Showa-cho, Kariya, Aichi|愛知県刈谷市昭和町1-2|10 minutes’ walk from Kariya Station, north exit|刈谷駅北口から徒歩10分',
      mail: 'info@tokai-components.example',
    },
  ],
  agriculture: [
    {
      hours: 'Farm shop Fri–Sun 9:00–16:00|直売所 金〜日 9:00〜16:00',
      at: '1520 Hokota, Hokota, Ibaraki|茨城県鉾田市鉾田1520|15 minutes by car from Shin-Hokota Station, parking at the farm|新鉾田駅から車で15分（農園に駐車場あり）',
      mail: 'farm@minori-farm.example',
    },
    {
      tagline:
        'Forty kinds of heirloom tomato, from one farm in Kumamoto|熊本の農園から、40品種のトマト',
      lead: 'An organic farm in Kumamoto growing forty heirloom tomato varieties and salad leaves, shipping mixed boxes to restaurants and homes across Japan from June to October.|熊本の有機農園で、40品種の固定種トマトとサラダ野菜を育てています。6月から10月まで、レストランやご家庭へ詰め合わせを全国発送しています。',
      mail: 'order@greenfield-organics.example',
    },
    {
      tagline: 'Sixty farming families, one market, open from eight|60軒の農家の直売所、朝8時から',
      lead: 'A farm stand in Azumino run by sixty farming families, each labelling their own bags with their name: apples from September, wasabi all year round.|安曇野の60軒の農家が運営する直売所です。袋にはそれぞれの生産者の名前。9月からはりんご、わさびは一年中並びます。',
      hours: 'Daily 8:00–17:00 · closed Wednesdays in winter|8:00〜17:00（冬季は水曜定休）',
      at: '5620 Hotaka, Azumino, Nagano|長野県安曇野市穂高5620|10 minutes’ walk from Hotaka Station|穂高駅から徒歩10分',
      mail: 'info@hatake-megumi.example',
    },
  ],
  'real-estate': [
    {
      hours: '10:00–19:00 · open every day|10:00〜19:00・年中無休',
      at: '5-52-15 Nakano, Nakano-ku, Tokyo|東京都中野区中野5-52-15|2 minutes’ walk from Nakano Station, north exit|中野駅北口から徒歩2分',
      mail: 'info@haven-realty.example',
    },
    {
      tagline:
        'Kyoto townhouses to buy or rent, repaired before we list them|京町家を直してから、売る・貸す',
      lead: 'A Kyoto agency dealing only in traditional townhouses: we check the beams, the roof and the neighbours before we list one, and our carpenters can restore it before you move in.|京町家だけを扱う不動産会社です。梁、屋根、ご近所との関係まで確かめてから物件をご紹介し、入居前の改修も提携の大工が承ります。',
      hours: '10:00–18:00 · closed Wednesdays|10:00〜18:00（水曜定休）',
      at: '563 Higashi-Uoya-cho, Nakagyo-ku, Kyoto|京都府京都市中京区東魚屋町563|4 minutes’ walk from Karasuma Station, exit 22|烏丸駅22番出口から徒歩4分',
      mail: 'info@sumika-estate.example',
    },
    {
      tagline:
        'Snow outside, one air conditioner warms the whole house|外は雪でも、エアコン1台で家じゅう暖か',
      lead: 'A Toyama builder and agency selling new, well-insulated houses on its own plots near schools; one air conditioner heats each house, and the show homes are open every weekend.|富山で、学校に近い自社分譲地に高断熱の住宅を建てて販売しています。1台のエアコンで家じゅうを暖められ、モデルハウスは毎週末公開しています。',
      hours:
        '9:30–18:30 · closed Wednesdays · show homes weekends 10:00–17:00|9:30〜18:30（水曜定休）・モデルハウスは土日10:00〜17:00',
      at: '2-16 Sakurabashi-dori, Toyama|富山県富山市桜橋通り2-16|5 minutes’ walk from Toyama Station, south exit|富山駅南口から徒歩5分',
      mail: 'info@keystone-homes.example',
    },
  ],
  logistics: [
    {
      hours:
        'Weekdays 9:00–18:00 · depots run 24 hours|平日 9:00〜18:00（配送センターは24時間稼働）',
      at: '3-2-12 Heiwajima, Ota-ku, Tokyo|東京都大田区平和島3-2-12|5 minutes’ walk from Heiwajima Station|平和島駅から徒歩5分',
      mail: 'sales@swiftline.example',
    },
    {
      tagline:
        'Kyushu’s morning harvest in Tokyo’s markets by the next dawn|九州の朝どれ野菜を、翌朝には東京の市場へ',
      lead: 'A refrigerated carrier in Tosu, Saga, whose 180 trucks take vegetables and fish from Kyushu to the markets of Osaka and Tokyo overnight, held at a steady 5 °C.|佐賀県鳥栖市の冷蔵輸送会社です。180台のトラックで、九州の野菜や鮮魚を5℃に保ったまま一晩で大阪・東京の市場へお届けしております。',
      hours: 'Weekdays 8:30–17:30 · dispatch 24 hours|平日 8:30〜17:30（配車は24時間対応）',
      at: '3-1 Yayoigaoka, Tosu, Saga|佐賀県鳥栖市弥生が丘3-1|10 minutes by car from the Tosu interchange|鳥栖ICから車で10分',
      mail: 'dispatch@nagare-unyu.example',
    },
    {
      tagline: 'Customs cleared before the ship docks|船が着く前に、通関を済ませる',
      lead: 'A freight forwarder at the Port of Yokohama handling ocean and air cargo and customs for 900 importers. We file declarations before the ship berths, so containers leave the quay the same day.|横浜港を拠点に、海上・航空貨物の輸送と通関を900社の輸入企業様からお引き受けしております。船が着岸する前に申告を済ませ、コンテナはその日のうちに岸壁から搬出いたします。',
      hours: 'Weekdays 8:30–17:30|平日 8:30〜17:30',
      at: '2-9 Kaigan-dori, Naka-ku, Yokohama|神奈川県横浜市中区海岸通2-9|4 minutes’ walk from Nihon-ōdōri Station, exit 3|日本大通り駅3番出口から徒歩4分',
      mail: 'forwarding@harborfreight.example',
    },
  ],

  // Entertainment: a festival has dates and a venue (no phone); a live house or theatre has a
  // box office; games, films, bands, fan clubs and news sites live online.
  event: [
    {
      hours: '30 October – 1 November 2026 · 10:00–20:00|2026年10月30日〜11月1日 10:00〜20:00',
      at: '3-1-20 Ariake, Koto-ku, Tokyo|東京都江東区有明3-1-20|4 minutes’ walk from Kokusai-tenjijō Station|国際展示場駅から徒歩4分',
      noPhone: true,
      mail: 'info@designweek-tokyo.example',
    },
    {
      tagline: 'Four nights of light and music on the harbour|港の4夜、光と音楽',
      lead: 'Kobe’s winter festival on the Meriken Park waterfront: four nights of light installations, a concert stage on a moored ship and food stalls from forty local restaurants.|神戸・メリケンパークの冬の祭りです。4夜にわたって光のインスタレーションが並び、停泊した船の上のステージで音楽を。地元の40店の屋台も出ます。',
      hours: '10–13 December 2026 · 17:00–22:00|2026年12月10日〜13日 17:00〜22:00',
      at: '2-2 Hatoba-cho, Chuo-ku, Kobe|兵庫県神戸市中央区波止場町2-2|5 minutes’ walk from Minato Motomachi Station, exit 1|みなと元町駅1番出口から徒歩5分',
      noPhone: true,
      mail: 'hello@harbourlights-fest.example',
    },
    {
      tagline:
        'Two days of soldering, sewing and showing what you made|はんだ付けも裁縫も。つくったものを見せ合う2日間',
      lead: 'A weekend in Osaka for people who make things at home: 300 makers’ tables, repair cafés, soldering lessons for children and a stage for the strangest machine of the year.|家でものづくりをする人たちが集まる、大阪の週末です。300のメイカーの展示テーブル、リペアカフェ、子どものはんだ付け教室、そして今年いちばん変な機械を決めるステージ。',
      hours: '20–21 June 2026 · 10:00–18:00|2026年6月20日・21日 10:00〜18:00',
      at: '1-5-102 Nanko-Kita, Suminoe-ku, Osaka|大阪府大阪市住之江区南港北1-5-102|3 minutes’ walk from Nakafutō Station|中ふ頭駅から徒歩3分',
      noPhone: true,
      mail: 'hello@maker-summit.example',
    },
  ],
  entertainment: [
    {
      hours: 'Weekdays 10:00–19:00|平日 10:00〜19:00',
      at: '2-14-32 Akasaka, Minato-ku, Tokyo|東京都港区赤坂2-14-32|3 minutes’ walk from Akasaka Station, exit 2|赤坂駅2番出口から徒歩3分',
      mail: 'info@starlight-ent.example',
    },
    {
      tagline:
        'Hand-drawn TV anime, from a studio of 140 animators|140人のアニメーターが手で描く、テレビアニメ',
      lead: 'An animation studio in Nerima producing two TV series a year and a feature film every three years, whose training programme has taught 300 young animators their craft.|練馬のアニメーション制作会社です。テレビシリーズを年2本、劇場作品を3年に1本制作し、これまでに300名の若手アニメーターを育成してまいりました。',
      hours: 'Weekdays 10:30–19:30|平日 10:30〜19:30',
      at: '3-5-20 Toyotama-Kita, Nerima-ku, Tokyo|東京都練馬区豊玉北3-5-20|6 minutes’ walk from Nerima Station, north exit|練馬駅北口から徒歩6分',
      mail: 'info@kaleido-pro.example',
    },
    {
      tagline:
        'The faces of Kyushu’s local TV, managed from Fukuoka|九州のローカル番組の顔を、福岡から',
      lead: 'A Fukuoka agency managing 55 presenters, comedians and narrators who work on Kyushu’s local television and radio, and running a weekend acting school for teenagers.|九州のテレビ・ラジオで活躍する司会者、芸人、ナレーター55名が所属する福岡の芸能事務所です。週末には10代向けの演技スクールも運営しております。',
      hours: 'Weekdays 10:00–18:00|平日 10:00〜18:00',
      at: '2-3-2 Momochihama, Sawara-ku, Fukuoka|福岡県福岡市早良区百道浜2-3-2|15 minutes’ walk from Nishijin Station, exit 1|西新駅1番出口から徒歩15分',
      mail: 'info@hoshizora-agency.example',
    },
  ],
  game: [
    { mail: 'press@pixellantern.example' },
    {
      tagline: 'A fishing game you can play with one hand|片手で遊べる、釣りのゲーム',
      lead: 'A studio of seven in Sapporo making relaxed games for phones and Switch; our one-handed fishing game Driftline has passed 2.4 million downloads.|札幌にある7人のスタジオで、スマートフォンとSwitch向けのゆったりしたゲームをつくっています。片手で遊べる釣りゲーム『Driftline』は240万ダウンロードを超えました。',
      mail: 'hello@moonrise-studio.example',
    },
    {
      tagline:
        'Board games for family evenings, tested in forty living rooms|40の家庭の居間で試した、家族のボードゲーム',
      lead: 'A board-game publisher in Kyoto making games that play in thirty minutes for ages six to eighty; every rule book is tried by forty families before it goes to print.|京都のボードゲーム出版社です。6歳から80歳まで、30分で遊べるゲームをつくっています。ルールブックは印刷の前に、40の家族に遊んでもらって確かめます。',
      mail: 'hello@kumo-games.example',
    },
  ],
  news: [
    { mail: 'newsroom@harbourherald.example' },
    {
      tagline:
        'What the ward council decided last night, by 7 am|区議会で昨夜決まったことを、朝7時までに',
      lead: 'A reader-funded news site for Tokyo’s Setagaya ward: council votes, school closures and new shops, written by six reporters who live in the ward, with no ads on any page.|東京・世田谷区の読者の購読料で運営するニュースサイトです。区議会の採決、学校の統廃合、新しいお店の開店まで、区内に住む6人の記者が書いています。広告は一切載せていません。',
      mail: 'desk@machi-shimbun.example',
    },
    {
      tagline:
        'News from the valleys the big papers skip|大きな新聞が取り上げない、谷あいのニュース',
      lead: 'A daily news site for the mountain towns of Nagano’s Kiso Valley: road closures, bear sightings, clinic hours and the town council, from eight correspondents, read by 30,000 people each morning.|長野県木曽谷の山あいの町のための、毎日更新のニュースサイトです。通行止め、クマの出没、診療所の情報、町議会まで、8人の通信員が伝え、毎朝3万人に読まれています。',
      mail: 'news@daily-ridge.example',
    },
  ],
  musician: [
    { mail: 'mgmt@noravale.example' },
    {
      tagline: 'Piano songs from a small town in Shimane|島根の小さな町から、ピアノの歌を',
      lead: 'A pianist and singer from Hamada, Shimane, who writes about the sea she grew up beside; her second album was recorded on the upright piano of her old primary school.|島根県浜田市出身のピアニスト、シンガーです。育った海辺の町のことを歌にしています。セカンドアルバムは、母校の小学校のアップライトピアノで録音しました。',
      mail: 'info@hoshino-aoi.example',
    },
    {
      tagline:
        'Four friends from Fukuoka, on tour in 24 cities this autumn|福岡の4人組、この秋は24都市をまわります',
      lead: 'A four-piece indie band formed at a Fukuoka university in 2019, known for brass arrangements and small-venue shows; the autumn tour runs through 24 cities from Sapporo to Naha.|2019年に福岡の大学で結成された4人組のインディーバンドです。ブラスを効かせたアレンジと、小さな会場でのライブで知られています。秋のツアーは札幌から那覇まで24都市。',
      mail: 'booking@paperlanterns.example',
    },
  ],
  movie: [
    { mail: 'press@quietshore-movie.example' },
    {
      tagline:
        'A stop-motion film eight years in the making|8年かけて撮りあげた、コマ撮りアニメーション',
      lead: 'Paper Moon Pictures’ first feature: a stop-motion story of a paper boy crossing a flooded Tokyo, shot frame by frame over eight years by a crew of eleven.|ペーパームーン ピクチャーズ初の長編作品です。水に沈んだ東京を紙の少年が旅するコマ撮りアニメーションを、11人のスタッフが8年かけて一コマずつ撮影しました。',
      mail: 'press@papermoon-pictures.example',
    },
    {
      tagline: 'One winter on a Hokkaido dairy farm|北海道の酪農家の、ひと冬',
      lead: 'A feature documentary following a young couple through their first winter running a dairy farm in Shibetsu, Hokkaido, at minus 25 degrees; in forty cinemas from February.|北海道標津町で酪農を始めた若い夫婦の、氷点下25度の最初の冬を追った長編ドキュメンタリーです。2月から全国40館で公開します。',
      mail: 'info@northernlights-film.example',
    },
  ],
  'music-live': [
    {
      hours:
        'Shows most nights, doors 18:00 · box office 13:00–18:00|公演日 開場18:00・チケット窓口 13:00〜18:00',
      at: '2-1-12 Shinko, Naka-ku, Yokohama|神奈川県横浜市中区新港2-1-12|6 minutes’ walk from Bashamichi Station, exit 6|馬車道駅6番出口から徒歩6分',
      mail: 'booking@harboursound.example',
    },
    {
      tagline:
        'Dancing until five, on a sound system built by hand|朝5時まで踊れる、手づくりの音響で',
      lead: 'A 250-capacity club in Osaka’s Amerikamura with a sound system its owner built speaker by speaker; house and techno until five on Fridays and Saturdays.|大阪・アメリカ村の、250人入るクラブです。オーナーがスピーカーをひとつずつ組み上げたサウンドシステムで、金曜と土曜は朝5時までハウスとテクノを鳴らします。',
      hours:
        'Fri–Sat 22:00–5:00 · weekdays on event nights only|金・土 22:00〜翌5:00（平日はイベント開催日のみ）',
      at: '2-18-4 Nishi-Shinsaibashi, Chuo-ku, Osaka|大阪府大阪市中央区西心斎橋2-18-4|5 minutes’ walk from Yotsubashi Station, exit 6|四ツ橋駅6番出口から徒歩5分',
      mail: 'info@club-kaleido.example',
    },
    {
      tagline:
        'Jazz by the Hirose River, three sets a night|広瀬川のほとりで、一晩3ステージのジャズ',
      lead: 'A sixty-seat jazz club on the Hirose River in Sendai, with a house trio on weekdays and touring bands at weekends, playing sets at 19:00, 20:30 and 22:00.|仙台・広瀬川沿いにある60席のジャズクラブです。平日はハウストリオ、週末はツアー中のバンドが出演します。ステージは19:00、20:30、22:00の一晩3回。',
      hours: '18:00–24:00 · closed Mondays|18:00〜24:00（月曜定休）',
      at: '2-4-1 Katahira, Aoba-ku, Sendai|宮城県仙台市青葉区片平2-4-1|8 minutes’ walk from Aoba-dōri Ichibanchō Station, south exit 2|青葉通一番町駅南2出口から徒歩8分',
      mail: 'live@riverside-jazz.example',
    },
  ],
  'fan-site': [
    { mail: 'fanclub@starlight-fc.example' },
    {
      tagline: 'Behind Aozora FC since the second division|J2の頃から、あおぞらFCを応援しています',
      lead: 'The volunteer supporters’ group of Aozora FC: coaches to away matches, the choreography for home games and a members’ newsletter written on the night of every match.|あおぞらFCのボランティアのサポーターズです。アウェー戦のバスツアー、ホーム戦のコレオグラフィー、そして毎試合その夜に書く会員向けのレターをつくっています。',
      mail: 'hello@aozora-supporters.example',
    },
    {
      tagline:
        'Every stream and every lyric, in one calendar|すべての配信と歌詞を、ひとつのカレンダーに',
      lead: 'An unofficial fan site for the virtual idol group Moonbeam, run by eleven fans: a calendar of every stream, a lyrics archive in three languages and a fan-art gallery shown with the artists’ permission.|バーチャルアイドルグループ「ムーンビーム」の非公式ファンサイトです。11人のファンで運営し、配信カレンダー、3か国語の歌詞アーカイブ、作者の許可を得たファンアートのギャラリーを載せています。',
      mail: 'admin@moonbeam-fans.example',
    },
  ],
  'stage-live': [
    {
      hours: 'Box office 12:00–19:00 · closed Mondays|チケット窓口 12:00〜19:00（月曜休み）',
      at: '2-10-15 Kitazawa, Setagaya-ku, Tokyo|東京都世田谷区北沢2-10-15|2 minutes’ walk from Shimo-Kitazawa Station, south-west exit|下北沢駅南西口から徒歩2分',
      mail: 'ticket@gekidan-tsubasa.example',
    },
    {
      tagline:
        'Theatre where the audience walks through the set|観客がセットの中を歩く、体験型の演劇',
      lead: 'An Osaka company staging immersive plays in a four-storey former bank: sixty guests a night follow the actors from room to room, and each sees a different story.|元銀行の4階建てのビルをまるごと使う、大阪の体験型演劇カンパニーです。一晩60人の観客が俳優のあとを追って部屋から部屋へ移り、それぞれが違う物語を目にします。',
      hours:
        'Performances Thu–Sun at 19:00 · doors open 18:00|公演 木〜日 19:00開演（受付は18:00から）',
      at: '1-3-12 Koraibashi, Chuo-ku, Osaka|大阪府大阪市中央区高麗橋1-3-12|3 minutes’ walk from Kitahama Station, exit 3|北浜駅3番出口から徒歩3分',
      mail: 'ticket@blackbox-stage.example',
    },
    {
      tagline: 'Village kabuki on a thatched stage, every May|毎年5月、茅葺きの舞台で農村歌舞伎',
      lead: 'Islanders keeping up the village kabuki of Shōdoshima: one performance a year on a 300-year-old thatched stage, with the audience on straw mats and lunch boxes from the village.|小豆島の農村歌舞伎を受け継ぐ、島の人たちの一座です。年に一度、築300年の茅葺きの舞台で上演します。お客さんは桟敷にござを敷き、村のお弁当を広げて観てください。',
      hours:
        'Performance 3 May 2026 at 13:00 · office weekdays 9:00–17:00|公演 2026年5月3日 13:00開演・事務局 平日9:00〜17:00',
      at: '1510 Nakayama, Shodoshima-cho, Kagawa|香川県小豆郡小豆島町中山1510|15 minutes by bus from Ikeda Port, Nakayama stop|池田港からバスで15分「中山」下車',
      mail: 'info@hanamichi-za.example',
    },
  ],
  sports: [
    {
      hours: 'Club office Tue–Sat 10:00–18:00|クラブ事務局 火〜土 10:00〜18:00',
      at: '1-2-3 Hinode-cho, Shimizu-ku, Shizuoka|静岡県静岡市清水区日の出町1-2-3|8 minutes’ walk from Shimizu Station, east exit|清水駅東口から徒歩8分',
      mail: 'club@harbour-fc.example',
    },
    {
      tagline:
        'Swimming lessons from age three in a heated 25-metre pool|3歳から通える、温水25mプールのスイミング',
      lead: 'A swimming school in Nagoya’s Chikusa with a heated 25-metre pool, lessons from age three to adult, and a free bus that collects children from six primary schools.|名古屋・千種のスイミングスクールです。温水の25mプールで、3歳から大人までのレッスンを行っています。近くの小学校6校から、無料の送迎バスも出しています。',
      hours: 'Mon–Sat 10:00–21:00 · Sun 9:00–13:00|月〜土 10:00〜21:00・日 9:00〜13:00',
      at: '4-14-8 Imaike, Chikusa-ku, Nagoya|愛知県名古屋市千種区今池4-14-8|3 minutes’ walk from Imaike Station, exit 8|今池駅8番出口から徒歩3分',
      mail: 'info@sakura-swim.example',
    },
    {
      tagline:
        'Wednesday nights and Sunday mornings, every pace welcome|水曜の夜と日曜の朝。どんなペースでも',
      lead: 'A free running club that meets on the Kamo River path in Kyoto twice a week, in pace groups from seven minutes a kilometre down to four, with coffee afterwards.|京都・鴨川の河川敷で週2回集まる、参加無料のランニングクラブです。1kmあたり7分から4分まで、ペースごとにグループを分けて走ります。走ったあとはみんなでコーヒーを。',
      mail: 'run@northside-runners.example',
    },
  ],
}
