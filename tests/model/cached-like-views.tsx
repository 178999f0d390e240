// The like model tests' views of one template: each reads its own cached answer, as the app's lists
// and detail page do, so what the cache holds is what a view mounted later shows.
import { useQuery } from '@tanstack/react-query'
import type { TemplateListItem } from '#catalogue/api-contract'
import type { LikeState } from '#machines/like'
import { LikeButton } from '#src/features/shared/components/like-button'

export const LIST_KEY = ['templates', 'search', { page: 1, sort: 'ranking' }] as const

export function detailKey(templateId: string | undefined) {
  return ['templates', 'detail', templateId ?? '', 'en'] as const
}

/** A list item as the server sends it; `templateId` may be missing (spec §5: ignored). */
export function templateItem(templateId: string | undefined, like: LikeState): TemplateListItem {
  return {
    templateId: templateId as string,
    templateTitle: 'Calm Studio',
    coverUrl: '/covers/t1.svg',
    liked: like.liked,
    countLikes: like.countLikes,
    tier: 'TIER_0',
    designerId: 'd1',
    designerName: 'Aiko',
    siteType: 'portfolio',
    siteTypeGroup: 'creative',
    industry: 'design',
    industryGroup: 'creative',
    publishedAt: '2026-01-01T00:00:00.000Z',
    quality: null,
  }
}

/** The like button of the template in a cached list (`list`) or detail answer. */
export function CachedLikeButton({
  queryKey,
  list,
}: {
  queryKey: readonly unknown[]
  list: boolean
}) {
  const { data } = useQuery({
    queryKey,
    queryFn: (): unknown => {
      throw new Error('nothing is fetched in this test')
    },
    enabled: false,
  })
  const item = list
    ? (data as { templates: TemplateListItem[] }).templates[0]
    : (data as TemplateListItem)
  if (!item) return null
  return <LikeButton templateId={item.templateId} liked={item.liked} countLikes={item.countLikes} />
}
