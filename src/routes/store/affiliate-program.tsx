import { createFileRoute } from '@tanstack/react-router'
import { useI18n } from '#i18n/react'
import { programUrl, storeConfig } from '#src/lib/store-config'
import { getTranslator } from '#i18n/messages'
import { pageHead } from '#src/features/seo/page-head'
import { routeHead } from '#src/features/seo/route-head'
import { RouteError } from '../-shared/route-errors'
import { localeOfLocation } from '../-shared/route-locale'
import { InfoPage } from './-components/info-page'
import { loadRouteMessages } from '#src/routes/-shared/route-messages'

export const Route = createFileRoute('/store/affiliate-program')({
  beforeLoad: loadRouteMessages,
  // No data to load: the loader only tells head() the page's language.
  loader: ({ location }) => ({ locale: localeOfLocation(location) }),
  head: (args) =>
    routeHead(args, (page) => {
      const LL = getTranslator(page.locale)
      return pageHead({
        ...page,
        path: '/store/affiliate-program',
        page: LL.affiliate.title(),
        description: LL.affiliate.lead(),
      })
    }),
  component: AffiliateProgramPage,
  errorComponent: RouteError,
})

function AffiliateProgramPage() {
  const { LM, locale } = useI18n()
  const { sections } = LM.affiliate
  return (
    <InfoPage
      testId="affiliate-program-page"
      title={LM.affiliate.title()}
      lead={LM.affiliate.lead()}
      sections={(['how', 'rewards', 'who'] as const).map((key) => ({
        key,
        heading: sections[key].heading(),
        body: sections[key].body(),
      }))}
      cta={{
        label: LM.affiliate.cta(),
        href: programUrl(storeConfig().affiliateProgramUrl, locale),
      }}
    />
  )
}
