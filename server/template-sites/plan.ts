// Which templates the seed makes: every design filled with industries that fit its designer's
// work, each with a site type that fits the industry. Together they cover every site type and
// every industry of the catalogue (the store's menus list them all). A design's entries take its
// colour schemes in turn, and a design meeting an industry twice shows another sample business.

type Entry = [industry: string, siteType: string]

export const PLAN_BY_DESIGN: Record<string, Entry[]> = {
  meridian: [
    ['business', 'corporate'],
    ['finance', 'ir'],
    ['manufacturing', 'ir'],
    ['consulting', 'corporate'],
    ['business', 'corporate-other'],
    ['real-estate', 'corporate'],
    ['marketing', 'service'],
    ['accounting', 'corporate-other'],
    ['store', 'corporate-other'],
  ],
  horizon: [
    ['business', 'careers'],
    ['startup', 'careers'],
    ['logistics', 'careers'],
    ['nursing-welfare', 'careers'],
    ['hospital', 'careers'],
    ['construction', 'careers'],
    ['restaurant', 'careers'],
    ['fitness', 'fitness'],
  ],
  kinari: [
    ['relaxation', 'beauty'],
    ['spa-esthetic', 'beauty'],
    ['nail-salon', 'beauty'],
    ['eyelash', 'beauty'],
    ['hair-removal', 'beauty'],
    ['personal-care', 'service-other'],
    ['hair-salon', 'beauty'],
    ['osteopathy', 'medical'],
    ['relaxation', 'service-other'],
  ],
  shizuku: [
    ['dental', 'medical'],
    ['clinic', 'medical'],
    ['cosmetic-clinic', 'medical'],
    ['medical', 'medical'],
    ['healthcare', 'service-other'],
    ['hospital', 'medical'],
    ['nursing-welfare', 'service-other'],
    ['dental', 'medical'],
  ],
  hearth: [
    ['restaurant', 'restaurant'],
    ['cafe', 'restaurant'],
    ['izakaya', 'restaurant'],
    ['sweets-bakery', 'restaurant'],
    ['bar', 'restaurant'],
    ['restaurant', 'restaurant'],
    ['cafe', 'brand'],
    ['agriculture', 'brand'],
    ['sweets-bakery', 'campaign'],
  ],
  launchpad: [
    ['startup', 'lp'],
    ['online-learning', 'lp'],
    ['marketing', 'lp'],
    ['startup', 'service'],
    ['finance', 'service'],
    ['consulting', 'marketing-sales-other'],
    ['business', 'case-study'],
    ['startup', 'case-study'],
  ],
  frame: [
    ['photographer', 'portfolio'],
    ['illustrator', 'portfolio'],
    ['designer', 'portfolio'],
    ['video-creator', 'creator'],
    ['artist', 'creator'],
    ['model-stylist', 'portfolio-other'],
    ['photographer', 'creator'],
    ['illustrator', 'portfolio-other'],
    ['gallery', 'portfolio'],
  ],
  broadsheet: [
    ['news', 'news'],
    ['news', 'media'],
    ['marketing', 'media'],
    ['fan-site', 'media'],
    ['business', 'news'],
    ['sports', 'news'],
    ['game', 'media'],
    ['entertainment', 'news'],
    ['tourism', 'media'],
  ],
  campus: [
    ['kindergarten', 'education'],
    ['school', 'education'],
    ['cram-school', 'education'],
    ['university', 'education'],
    ['vocational-school', 'education'],
    ['online-learning', 'education'],
    ['education-npo', 'corporate-other'],
    ['cram-school', 'campaign'],
    ['university', 'careers'],
  ],
  spotlight: [
    ['event', 'event'],
    ['music-live', 'event'],
    ['sports', 'event'],
    ['stage-live', 'event'],
    ['event', 'campaign'],
    ['entertainment', 'campaign'],
    ['store', 'campaign'],
    ['public-facility', 'event'],
  ],
  atelier: [
    ['fashion', 'brand'],
    ['fashion', 'lp'],
    ['model-stylist', 'portfolio'],
    ['hair-salon', 'beauty'],
    ['barber', 'beauty'],
    ['cosmetic-clinic', 'beauty'],
    ['personal-care', 'brand'],
    ['fashion', 'campaign'],
    ['wedding', 'service-other'],
  ],
  yuzen: [
    ['ryokan', 'travel'],
    ['shrine-temple', 'travel'],
    ['hotel', 'travel'],
    ['guesthouse', 'travel'],
    ['tourism', 'travel'],
    ['travel', 'travel'],
    ['museum-gallery', 'corporate-other'],
    ['cultural-facility', 'event'],
    ['wedding', 'service-other'],
  ],
  plan: [
    ['architecture-office', 'portfolio'],
    ['interior', 'portfolio'],
    ['construction', 'corporate'],
    ['civil-architecture', 'corporate'],
    ['real-estate', 'real-estate'],
    ['design-office', 'portfolio'],
    ['gallery', 'creator'],
    ['architecture-office', 'case-study'],
    ['real-estate', 'real-estate'],
  ],
  foundry: [
    ['manufacturing', 'corporate'],
    ['logistics', 'corporate'],
    ['agriculture', 'corporate'],
    ['construction', 'case-study'],
    ['logistics', 'service'],
    ['manufacturing', 'case-study'],
    ['civil-architecture', 'careers'],
    ['agriculture', 'lp'],
  ],
  encore: [
    ['musician', 'creator'],
    ['game', 'brand'],
    ['movie', 'campaign'],
    ['fan-site', 'creator'],
    ['stage-live', 'brand'],
    ['youtuber', 'creator'],
    ['entertainment', 'corporate'],
    ['game', 'lp'],
    ['musician', 'portfolio-other'],
  ],
  counsel: [
    ['law-firm', 'professional'],
    ['accounting', 'professional'],
    ['labor-office', 'professional'],
    ['consulting', 'professional'],
    ['politician', 'portfolio-other'],
    ['finance', 'professional'],
    ['law-firm', 'case-study'],
    ['design-office', 'professional'],
    ['politician', 'news'],
  ],
  blueprint: [
    ['business', 'corporate'],
    ['restaurant', 'restaurant'],
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
  /** Which of the industry's sample businesses (0..2). */
  business: number
}

/** The seeded templates in seed order: the designs take turns, so any prefix mixes them. */
export function plannedTemplates(): PlannedTemplate[] {
  const designs = Object.keys(PLAN_BY_DESIGN)
  const longest = Math.max(...designs.map((d) => PLAN_BY_DESIGN[d]?.length ?? 0))
  const out: PlannedTemplate[] = []
  const seen = new Map<string, number>()
  for (let round = 0; round < longest; round++) {
    for (const design of designs) {
      const entry = PLAN_BY_DESIGN[design]?.[round]
      if (!entry) continue
      const [industry, siteType] = entry
      const key = `${design}/${industry}`
      const repeat = seen.get(key) ?? 0
      seen.set(key, repeat + 1)
      out.push({ design, industry, siteType, scheme: round % 3, business: (round + repeat) % 3 })
    }
  }
  return out
}
