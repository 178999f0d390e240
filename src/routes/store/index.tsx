import { createFileRoute } from '@tanstack/react-router'
import { HOME_SECTIONS, homeSectionParams } from '#src/features/home/components/home-sections'
import { HomePage } from '#src/features/home/components/home-page'
import { pageHead } from '#src/features/seo/page-head'
import { routeHead } from '#src/features/seo/route-head'
import { searchTemplatesQueryOptions } from '#src/features/shared/api/templates'
import { RouteError } from '../-shared/route-errors'
import { localeOfLocation } from '../-shared/route-locale'

export const Route = createFileRoute('/store/')({
  loader: async ({ context, location }) => {
    const locale = localeOfLocation(location)
    await Promise.all(
      HOME_SECTIONS.map((section) =>
        context.queryClient.ensureQueryData(
          searchTemplatesQueryOptions(homeSectionParams(section, locale)),
        ),
      ),
    )
    return { locale }
  },
  // Spec §9: the home page carries the default title and description.
  head: (args) => routeHead(args, (page) => pageHead({ ...page, path: '/store' })),
  component: StoreHome,
  errorComponent: RouteError,
})

function StoreHome() {
  return <HomePage />
}
