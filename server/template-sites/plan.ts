// Which templates the seed makes: every design filled with industries that fit its designer's
// work, each with a site type that fits the industry. Together they cover every site type and
// every industry of the catalogue (the store's menus list them all), no industry more than three
// times, and no site-type listing of six or more is mostly one design. A design's entries take
// its colour schemes in turn.

type Entry = [industry: string, siteType: string]

export const PLAN_BY_DESIGN: Record<string, Entry[]> = {
  meridian: [
    ['business', 'corporate'],
    ['consulting', 'corporate'],
    ['real-estate', 'corporate'],
    ['marketing', 'service'],
    ['accounting', 'corporate-other'],
    ['store', 'corporate-other'],
  ],
  horizon: [
    ['business', 'careers'],
    ['logistics', 'careers'],
    ['nursing-welfare', 'careers'],
    ['construction', 'careers'],
    ['restaurant', 'careers'],
    ['fitness', 'fitness'],
  ],
  kinari: [
    ['relaxation', 'beauty'],
    ['spa-esthetic', 'beauty'],
    ['nail-salon', 'beauty'],
    ['eyelash', 'beauty'],
    ['healthcare', 'service-other'],
    ['osteopathy', 'medical'],
  ],
  shizuku: [
    ['dental', 'medical'],
    ['clinic', 'medical'],
    ['medical', 'medical'],
    ['personal-care', 'service-other'],
    ['nursing-welfare', 'service-other'],
  ],
  hearth: [
    ['restaurant', 'restaurant'],
    ['izakaya', 'restaurant'],
    ['bar', 'restaurant'],
    ['agriculture', 'brand'],
    ['sweets-bakery', 'campaign'],
  ],
  launchpad: [
    ['startup', 'lp'],
    ['online-learning', 'lp'],
    ['marketing', 'lp'],
    ['consulting', 'marketing-sales-other'],
    ['game', 'lp'],
    ['finance', 'marketing-sales-other'],
  ],
  frame: [
    ['photographer', 'portfolio'],
    ['illustrator', 'portfolio'],
    ['designer', 'portfolio'],
    ['video-creator', 'creator'],
    ['artist', 'creator'],
    ['model-stylist', 'portfolio-other'],
  ],
  broadsheet: [
    ['news', 'news'],
    ['news', 'media'],
    ['fan-site', 'media'],
    ['sports', 'news'],
    ['entertainment', 'news'],
    ['tourism', 'media'],
  ],
  campus: [
    ['school', 'education'],
    ['university', 'education'],
    ['vocational-school', 'education'],
    ['education-npo', 'corporate-other'],
    ['university', 'careers'],
  ],
  spotlight: [
    ['event', 'event'],
    ['music-live', 'event'],
    ['sports', 'event'],
    ['stage-live', 'event'],
    ['entertainment', 'campaign'],
    ['store', 'campaign'],
  ],
  atelier: [
    ['fashion', 'brand'],
    ['fashion', 'lp'],
    ['model-stylist', 'portfolio'],
    ['hair-salon', 'beauty'],
    ['barber', 'beauty'],
    ['wedding', 'service-other'],
  ],
  yuzen: [
    ['ryokan', 'travel'],
    ['shrine-temple', 'travel'],
    ['tourism', 'travel'],
    ['museum-gallery', 'corporate-other'],
    ['cultural-facility', 'event'],
    ['wedding', 'event'],
  ],
  plan: [
    ['architecture-office', 'portfolio'],
    ['interior', 'portfolio'],
    ['civil-architecture', 'corporate'],
    ['real-estate', 'real-estate'],
    ['design-office', 'portfolio'],
    ['architecture-office', 'case-study'],
  ],
  foundry: [
    ['manufacturing', 'corporate'],
    ['logistics', 'corporate'],
    ['agriculture', 'corporate'],
    ['construction', 'case-study'],
    ['manufacturing', 'case-study'],
    ['civil-architecture', 'careers'],
  ],
  encore: [
    ['musician', 'creator'],
    ['game', 'brand'],
    ['movie', 'campaign'],
    ['fan-site', 'creator'],
    ['youtuber', 'creator'],
    ['stage-live', 'brand'],
  ],
  counsel: [
    ['law-firm', 'professional'],
    ['labor-office', 'professional'],
    ['politician', 'portfolio-other'],
    ['law-firm', 'case-study'],
    ['design-office', 'professional'],
    ['politician', 'news'],
  ],
  harbor: [
    ['hotel', 'travel'],
    ['guesthouse', 'travel'],
    ['travel', 'travel'],
    ['public-facility', 'event'],
    ['real-estate', 'real-estate'],
    ['hotel', 'careers'],
  ],
  stack: [
    ['startup', 'service'],
    ['finance', 'service'],
    ['online-learning', 'case-study'],
    ['logistics', 'service'],
    ['marketing', 'media'],
  ],
  ledger: [
    ['finance', 'ir'],
    ['manufacturing', 'ir'],
    ['accounting', 'professional'],
    ['labor-office', 'corporate-other'],
    ['consulting', 'professional'],
    ['accounting', 'ir'],
  ],
  clover: [
    ['kindergarten', 'education'],
    ['cram-school', 'campaign'],
    ['personal-care', 'brand'],
    ['hair-salon', 'beauty'],
    ['cosmetic-clinic', 'beauty'],
    ['education-npo', 'service-other'],
  ],
  chalk: [
    ['cram-school', 'education'],
    ['online-learning', 'education'],
    ['school', 'campaign'],
    ['kindergarten', 'careers'],
    ['cram-school', 'lp'],
    ['museum-gallery', 'event'],
  ],
  crew: [
    ['store', 'careers'],
    ['hospital', 'careers'],
    ['hair-removal', 'careers'],
    ['agriculture', 'lp'],
    ['cosmetic-clinic', 'medical'],
  ],
  terrace: [
    ['cafe', 'restaurant'],
    ['sweets-bakery', 'restaurant'],
    ['restaurant', 'restaurant'],
    ['cafe', 'brand'],
    ['izakaya', 'restaurant'],
    ['bar', 'brand'],
  ],
  mono: [
    ['photographer', 'creator'],
    ['illustrator', 'portfolio-other'],
    ['gallery', 'portfolio'],
    ['gallery', 'creator'],
    ['video-creator', 'portfolio'],
    ['artist', 'portfolio-other'],
  ],
  blueprint: [
    ['business', 'corporate'],
    ['cafe', 'restaurant'],
    ['startup', 'lp'],
    ['photographer', 'portfolio'],
    ['school', 'education'],
  ],
}

export type PlannedTemplate = {
  design: string
  industry: string
  siteType: string
  /** Which of the design's colour schemes (0..2). */
  scheme: number
  /** Which of the industry's sample businesses (0..2): the industry's nth time in the plan. */
  business: number
}

/** The seeded templates in seed order: the designs take turns, so any prefix mixes them. Every
 * template is its own business: an industry's first template shows its first sample business,
 * its second the second, and so on (an industry is in the plan at most three times). */
export function plannedTemplates(): PlannedTemplate[] {
  const designs = Object.keys(PLAN_BY_DESIGN)
  const longest = Math.max(...designs.map((d) => PLAN_BY_DESIGN[d]?.length ?? 0))
  const out: PlannedTemplate[] = []
  const timesSeen = new Map<string, number>()
  for (let round = 0; round < longest; round++) {
    for (const design of designs) {
      const entry = PLAN_BY_DESIGN[design]?.[round]
      if (!entry) continue
      const [industry, siteType] = entry
      const business = timesSeen.get(industry) ?? 0
      timesSeen.set(industry, business + 1)
      out.push({ design, industry, siteType, scheme: round % 3, business })
    }
  }
  return out
}
