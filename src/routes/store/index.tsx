import { createFileRoute } from '@tanstack/react-router'
import { HOME_SECTIONS, homeSectionParams } from '../../features/home/components/home-sections'
import { HomePage } from '../../features/home/components/home-page'
import { usePageTitle } from '../../hooks/use-page-title'
import { pageHead } from '../../features/seo/page-head'
import { routeHead } from '../../features/seo/route-head'
import { searchTemplatesQueryOptions } from '../../features/templates/api/templates'
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
  usePageTitle()
  return <HomePage />
}
