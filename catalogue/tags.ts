// Feature and style tags of spec §3. Slugs are what templates carry and what URLs filter on.

export const FEATURE_TAGS = [
  { slug: 'reservation', jaDisplayName: '予約', enDisplayName: 'Reservation' },
  { slug: 'carousel', jaDisplayName: 'カルーセル', enDisplayName: 'Carousel' },
  {
    slug: 'opening-animation',
    jaDisplayName: 'オープニングアニメーション',
    enDisplayName: 'Opening Animation',
  },
  { slug: 'article-list', jaDisplayName: '記事一覧', enDisplayName: 'Article List' },
  { slug: 'case-studies', jaDisplayName: '事例紹介', enDisplayName: 'Case Studies' },
  {
    slug: 'news-announcements',
    jaDisplayName: 'ニュース・お知らせ',
    enDisplayName: 'News & Announcements',
  },
  { slug: 'interview', jaDisplayName: 'インタビュー', enDisplayName: 'Interview' },
  {
    slug: 'password-protection',
    jaDisplayName: 'パスワード保護',
    enDisplayName: 'Password Protection',
  },
  { slug: 'contact-form', jaDisplayName: 'お問い合わせフォーム', enDisplayName: 'Contact Form' },
  { slug: 'map-embed', jaDisplayName: '地図埋め込み', enDisplayName: 'Map Embed' },
  // The slug says "free plan" but it means the template works without a paid plan.
  {
    slug: 'free-plan',
    jaDisplayName: '無料プランで利用可能',
    enDisplayName: 'Available on the Free Plan',
  },
] as const

export type FeatureTag = (typeof FEATURE_TAGS)[number]
export type FeatureTagSlug = FeatureTag['slug']

export const STYLE_TAGS = [
  { slug: 'elegant', jaDisplayName: 'エレガント', enDisplayName: 'Elegant' },
  { slug: 'cute', jaDisplayName: 'かわいい', enDisplayName: 'Cute' },
  { slug: 'cool', jaDisplayName: 'クール', enDisplayName: 'Cool' },
  { slug: 'clean', jaDisplayName: 'クリーン', enDisplayName: 'Clean' },
  { slug: 'dark', jaDisplayName: 'ダーク', enDisplayName: 'Dark' },
  { slug: 'natural', jaDisplayName: 'ナチュラル', enDisplayName: 'Natural' },
  { slug: 'formal', jaDisplayName: 'フォーマル', enDisplayName: 'Formal' },
  { slug: 'pop', jaDisplayName: 'ポップ', enDisplayName: 'Pop' },
  { slug: 'minimal', jaDisplayName: 'ミニマル', enDisplayName: 'Minimal' },
  { slug: 'retro', jaDisplayName: 'レトロ', enDisplayName: 'Retro' },
  { slug: 'stylish', jaDisplayName: 'スタイリッシュ', enDisplayName: 'Stylish' },
] as const

export type StyleTag = (typeof STYLE_TAGS)[number]
export type StyleTagSlug = StyleTag['slug']

export function isFeatureTagSlug(value: string): value is FeatureTagSlug {
  return FEATURE_TAGS.some((tag) => tag.slug === value)
}

export function isStyleTagSlug(value: string): value is StyleTagSlug {
  return STYLE_TAGS.some((tag) => tag.slug === value)
}

/**
 * A feature or style tag as people read it; a tag the catalogue does not know keeps its slug,
 * since there is no name to show instead.
 */
export function tagDisplayName(slug: string, language: 'en' | 'ja'): string {
  const tag =
    FEATURE_TAGS.find((candidate) => candidate.slug === slug) ??
    STYLE_TAGS.find((candidate) => candidate.slug === slug)
  if (!tag) return slug
  return language === 'ja' ? tag.jaDisplayName : tag.enDisplayName
}

/** A style or feature tag by its URL slug (the two lists share no slug). */
export type ListingTag = { kind: 'style'; tag: StyleTag } | { kind: 'feature'; tag: FeatureTag }

export function findListingTag(slug: string): ListingTag | undefined {
  const style = STYLE_TAGS.find((tag) => tag.slug === slug)
  if (style) return { kind: 'style', tag: style }
  const feature = FEATURE_TAGS.find((tag) => tag.slug === slug)
  return feature ? { kind: 'feature', tag: feature } : undefined
}

/** Locale-free store path of the templates carrying a style or feature tag. */
export function tagPath(slug: string): string {
  return `/store/tags/${slug}`
}
