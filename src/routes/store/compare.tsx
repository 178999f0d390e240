import { createFileRoute, notFound } from '@tanstack/react-router'
import { COMPARE_LIMIT, parseCompareIds } from '#catalogue/compare'
import { getTranslator } from '#i18n/messages'
import { ApiError } from '#src/lib/api-client'
import { PageContainer } from '#src/components/layout/page-container'
import { ComparePage } from '#src/features/compare/components/compare-page'
import { pageHead } from '#src/features/seo/page-head'
import { routeHead } from '#src/features/seo/route-head'
import { pricesQueryOptions } from '#src/features/shared/api/prices'
import { templateQueryOptions } from '#src/features/shared/api/templates'
import { readCompareSearch } from '../-shared/compare-search'
import { RouteNotFound, type NotFoundData } from '../-shared/route-errors'
import { localeOfLocation } from '../-shared/route-locale'
import { CompareRouteError } from './-components/compare-route-error'
import { loadRouteMessages } from '#src/routes/-shared/route-messages'

/** A compare link that lists something other than template ids. */
class MalformedCompareLink extends Error {
  readonly status = 400
}

export const Route = createFileRoute('/store/compare')({
  validateSearch: readCompareSearch,
  loaderDeps: ({ search }) => ({ ids: search.ids }),
  beforeLoad: loadRouteMessages,
  loader: async ({ context, location, deps }) => {
    const locale = localeOfLocation(location)
    const parsed = parseCompareIds(deps.ids)
    if (parsed.kind === 'malformed') throw new MalformedCompareLink('Malformed compare ids')
    // One detail call per template (at most COMPARE_LIMIT): the same cache entries the detail
    // pages fill. The first unknown id is the page's 404.
    const missing = await Promise.all([
      ...parsed.ids.map((id) =>
        context.queryClient.ensureQueryData(templateQueryOptions(id, locale)).then(
          () => undefined,
          (error: unknown) => {
            if (error instanceof ApiError && error.status === 404) return id
            throw error
          },
        ),
      ),
      // Prices in the visitor's currency; without them the page still compares the rest.
      context.queryClient.ensureQueryData(pricesQueryOptions()).then(
        () => undefined,
        () => undefined,
      ),
    ])
    const unknownId = missing.find((id) => id !== undefined)
    if (unknownId !== undefined) {
      const data = { missing: { kind: 'template', id: unknownId }, locale } as const
      throw notFound({ data: data satisfies NotFoundData })
    }
    return {
      locale,
      ids: parsed.ids,
      asked: parsed.kind === 'tooMany' ? parsed.asked : undefined,
    }
  },
  // Any set of ids makes a page: none of them is one a search engine should list.
  head: (args) =>
    routeHead(args, (page) => {
      const LL = getTranslator(page.locale)
      return pageHead({
        ...page,
        path: '/store/compare',
        page: LL.compare.title(),
        description: LL.compare.description({ limit: COMPARE_LIMIT }),
        noindex: true,
      })
    }),
  component: CompareRoute,
  notFoundComponent: RouteNotFound,
  errorComponent: CompareRouteError,
})

function CompareRoute() {
  const { ids, asked } = Route.useLoaderData()
  return (
    <PageContainer testId="compare-page">
      <ComparePage ids={ids} asked={asked} />
    </PageContainer>
  )
}
