import { useQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { useCallback, useEffect, useState } from 'react'
import { useI18n } from '#i18n/react'
import { ApiError } from '#src/lib/api-client'
import { PageContainer } from '#src/components/layout/page-container'
import { pricesQueryOptions } from '#src/features/shared/api/prices'
import { templateTrail } from '#src/lib/breadcrumb-trails'
import { templateHeadData, templateOffer, templatePageHead } from '#src/features/seo/page-head'
import { routeHead } from '#src/features/seo/route-head'
import { templateQueryOptions } from '#src/features/shared/api/templates'
import { TemplateDetail } from '#src/features/templates/components/template-detail'
import { loadQrEncoder } from '#src/features/templates/lib/qr-encoder'
import { readTemplateDetailSearch } from '#src/routes/-shared/listing-search'
import { redirectSchemeToAccent } from '#src/routes/-shared/route-redirects'
import { RouteError, RouteNotFound, type NotFoundData } from '#src/routes/-shared/route-errors'
import { localeOfLocation } from '#src/routes/-shared/route-locale'
import { loadRouteMessages } from '#src/routes/-shared/route-messages'

export const Route = createFileRoute('/store/templates/$templateId')({
  validateSearch: readTemplateDetailSearch,
  beforeLoad: ({ location, routeId }) => {
    const toAccent = redirectSchemeToAccent(location)
    if (toAccent) throw toAccent
    return loadRouteMessages({ location, routeId })
  },
  loader: async ({ context, location, params }) => {
    const locale = localeOfLocation(location)
    try {
      const [template, prices, { galleryPagesOf }] = await Promise.all([
        context.queryClient.ensureQueryData(templateQueryOptions(params.templateId, locale)),
        // The Offer's price; without prices the head leaves the Offer out, the page still shows.
        context.queryClient.ensureQueryData(pricesQueryOptions()).catch(() => undefined),
        import('#src/features/templates/lib/gallery-pages'),
        // The QR code's: the server draws the code, a page opened in the app at once.
        loadQrEncoder(),
      ])
      return {
        locale,
        template: templateHeadData(template),
        offer: templateOffer(prices, template.tier, locale),
        galleryPages: galleryPagesOf(template.siteType, template.industry, locale),
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        const missing = { kind: 'template', id: params.templateId } as const
        throw notFound({ data: { missing, locale } satisfies NotFoundData })
      }
      throw error
    }
  },
  head: (args) =>
    routeHead(args, (page, { template, offer }) =>
      templatePageHead(page, template, templateTrail(page.locale, template), offer),
    ),
  component: TemplatePage,
  notFoundComponent: RouteNotFound,
  errorComponent: RouteError,
})

function TemplatePage() {
  const { locale } = useI18n()
  const { templateId } = Route.useParams()
  const { data: template } = useQuery(templateQueryOptions(templateId, locale))
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const start = search.purchaseTemplate
    ? 'purchase'
    : search.useFreeTemplate
      ? 'useFree'
      : undefined
  // Replace, not push: Back must not land on the key and start the action again.
  const dropStartKeys = useCallback(() => {
    void navigate({
      search: (prev) => ({ ...prev, purchaseTemplate: undefined, useFreeTemplate: undefined }),
      replace: true,
    })
  }, [navigate])
  // Back from the checkout (`?purchased=1`): the buyer is thanked once. The key leaves the address
  // as soon as the page runs (replace: no history entry), so a reload, Back or the address shared
  // does not thank again; this visit goes on showing the thanks it gave.
  const [thankedFor, setThankedFor] = useState<string>()
  if (search.purchased === 1 && thankedFor !== templateId) setThankedFor(templateId)
  useEffect(() => {
    if (search.purchased !== 1) return
    void navigate({ search: (prev) => ({ ...prev, purchased: undefined }), replace: true })
  }, [search.purchased, navigate])
  return (
    <PageContainer>
      {template ? (
        <TemplateDetail
          template={template}
          start={start}
          onStartHandled={dropStartKeys}
          justPurchased={search.purchased === 1 || thankedFor === templateId}
        />
      ) : null}
    </PageContainer>
  )
}
