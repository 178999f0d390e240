import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useI18n } from '#i18n/react'
import { searchDesignersQueryOptions } from '#src/features/designers/api/designers'
import { DesignerCard } from '#src/features/designers/components/designer-card'
import { PageContainer } from '#src/components/layout/page-container'
import { getTranslator } from '#i18n/messages'
import { pageHead } from '#src/features/seo/page-head'
import { routeHead } from '#src/features/seo/route-head'
import { RouteError } from '#src/routes/-shared/route-errors'
import { localeOfLocation } from '#src/routes/-shared/route-locale'
import styles from '../-components/designers.module.scss'
import { loadRouteMessages } from '#src/routes/-shared/route-messages'

// The server caps a designer search at 50; the seed has a dozen.
const DESIGNER_LIMIT = 50

export const Route = createFileRoute('/store/designers/')({
  beforeLoad: loadRouteMessages,
  loader: async ({ context, location }) => {
    const locale = localeOfLocation(location)
    await context.queryClient.ensureQueryData(
      searchDesignersQueryOptions({ language: locale, limit: DESIGNER_LIMIT }),
    )
    return { locale }
  },
  head: (args) =>
    routeHead(args, (page) => {
      const LL = getTranslator(page.locale)
      return pageHead({
        ...page,
        path: '/store/designers',
        page: LL.designers.title(),
        description: LL.designers.lead(),
      })
    }),
  component: DesignersPage,
  errorComponent: RouteError,
})

function DesignersPage() {
  const { LP, locale } = useI18n()
  const { data } = useQuery(
    searchDesignersQueryOptions({ language: locale, limit: DESIGNER_LIMIT }),
  )
  return (
    <PageContainer testId="designers-page">
      <header className={styles.header}>
        <h1 className={styles.title}>{LP.designers.title()}</h1>
        <p className={styles.lead}>{LP.designers.lead()}</p>
      </header>
      {data && data.designers.length === 0 ? <p>{LP.designers.empty()}</p> : null}
      <ul className={styles.grid}>
        {data?.designers.map((designer) => (
          <li key={designer.designerId}>
            <DesignerCard designer={designer} />
          </li>
        ))}
      </ul>
    </PageContainer>
  )
}
