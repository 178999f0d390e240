import { useQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { PUBLIC_SORT_KEYS } from '#catalogue/enums'
import { markPhrases } from '#i18n/phrases'
import { phrased, typeset, useI18n } from '#i18n/react'
import { ApiError } from '#src/lib/api-client'
import { designerQueryOptions } from '#src/features/designers/api/designers'
import { DesignerMessageForm } from '#src/features/designers/components/designer-message-form'
import { designerListingScope } from '#src/features/designers/lib/designer-templates'
import { listingQueryOptions } from '#src/features/shared/api/listing'
import { Breadcrumbs } from '#src/components/layout/breadcrumbs'
import { designerTrail } from '#src/lib/breadcrumb-trails'
import { designerPageHead } from '#src/features/seo/page-head'
import { routeHead } from '#src/features/seo/route-head'
import { getTranslator } from '#i18n/messages'
import { PageContainer } from '#src/components/layout/page-container'
import { TemplateListing } from '#src/features/templates/components/template-listing'
import { LISTING_PENDING_MS, listingLoaderDeps } from '#src/routes/-shared/listing-loader'
import { readListingSearch, stripListingDefaults } from '#src/routes/-shared/listing-search'
import { RouteError, RouteNotFound, type NotFoundData } from '#src/routes/-shared/route-errors'
import { localeOfLocation } from '#src/routes/-shared/route-locale'
import styles from '../-components/designers.module.scss'
import { loadRouteMessages } from '#src/routes/-shared/route-messages'

// The designer's templates are a list page scoped to the designer: same search params, facet
// filters with counts, sort and pages as /store/all (issue 12).
export const Route = createFileRoute('/store/designers/$designerId')({
  validateSearch: readListingSearch,
  search: { middlewares: stripListingDefaults },
  loaderDeps: listingLoaderDeps,
  beforeLoad: loadRouteMessages,
  pendingMs: LISTING_PENDING_MS,
  loader: async ({ context, deps, location, params }) => {
    const locale = localeOfLocation(location)
    try {
      const [designer] = await Promise.all([
        context.queryClient.ensureQueryData(designerQueryOptions(params.designerId, locale)),
        context.queryClient.ensureQueryData(
          listingQueryOptions(deps, locale, designerListingScope(params.designerId)),
        ),
      ])
      const { designerId, name, bio, avatarUrl } = designer
      return { locale, designer: { designerId, name, bio, avatarUrl } }
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        const missing = { kind: 'designer', id: params.designerId } as const
        throw notFound({ data: { missing, locale } satisfies NotFoundData })
      }
      throw error
    }
  },
  head: (args) =>
    routeHead(args, (page, { designer }) =>
      designerPageHead(page, designer, designerTrail(getTranslator(page.locale), designer.name)),
    ),
  component: DesignerPage,
  notFoundComponent: RouteNotFound,
  errorComponent: RouteError,
})

function DesignerPage() {
  const { LL, LP, locale } = useI18n()
  const { designerId } = Route.useParams()
  const { data: designer } = useQuery(designerQueryOptions(designerId, locale))
  const search = Route.useSearch()
  if (!designer) return null
  const name = markPhrases(designer.name, designer.phraseBoundaries?.name)
  return (
    <PageContainer testId="designer-page">
      <Breadcrumbs items={designerTrail(LL, designer.name)} />
      <header className={styles.profile}>
        <img className={styles.avatar} src={designer.avatarUrl} alt="" width={96} height={96} />
        <div>
          <h1 className={styles.title}>{typeset(name)}</h1>
          <p className={styles.bio}>{phrased(designer.bio, designer.phraseBoundaries?.bio)}</p>
        </div>
      </header>
      <TemplateListing
        heading={LP.designers.templatesBy({ name })}
        headingLevel={2}
        search={search}
        scope={designerListingScope(designerId)}
        sortKeys={PUBLIC_SORT_KEYS}
      />
      <DesignerMessageForm designerId={designerId} designerName={name} />
    </PageContainer>
  )
}
