import { useQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { TemplateListItem } from '../../../../catalogue/api-contract'
import { useI18n } from '../../../../i18n/react'
import { ApiError } from '../../../lib/api-client'
import { designerQueryOptions } from '../../../features/designers/api/designers'
import { DesignerMessageForm } from '../../../features/designers/components/designer-message-form'
import { designerTemplatesParams } from '../../../features/designers/lib/designer-templates'
import { searchTemplatesQueryOptions } from '../../../features/templates/api/templates'
import { Breadcrumbs } from '../../../components/layout/breadcrumbs'
import { designerTrail } from '../../../lib/breadcrumb-trails'
import { designerPageHead } from '../../../features/seo/page-head'
import { routeHead } from '../../../features/seo/route-head'
import { getTranslator } from '../../../../i18n/messages'
import { PageContainer } from '../../../components/layout/page-container'
import { usePageTitle } from '../../../hooks/use-page-title'
import { LikeButton } from '../../../features/likes/components/like-button'
import { TemplateGrid } from '../../../features/templates/components/template-grid'
import { usePriceFormatter } from '../../../features/templates/components/use-price-formatter'
import { RouteError, RouteNotFound, type NotFoundData } from '../../-shared/route-errors'
import { localeOfLocation } from '../../-shared/route-locale'
import styles from '../-components/designers.module.scss'

export const Route = createFileRoute('/store/designers/$designerId')({
  loader: async ({ context, location, params }) => {
    const locale = localeOfLocation(location)
    try {
      const [designer] = await Promise.all([
        context.queryClient.ensureQueryData(designerQueryOptions(params.designerId, locale)),
        context.queryClient.ensureQueryData(
          searchTemplatesQueryOptions(designerTemplatesParams(params.designerId, locale)),
        ),
      ])
      const { designerId, name, bio, avatarUrl } = designer
      return { locale, designer: { designerId, name, bio, avatarUrl } }
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        throw notFound({ data: { message: error.message, locale } satisfies NotFoundData })
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
  const { LL, locale } = useI18n()
  const { designerId } = Route.useParams()
  const { data: designer } = useQuery(designerQueryOptions(designerId, locale))
  const { data: own } = useQuery(
    searchTemplatesQueryOptions(designerTemplatesParams(designerId, locale)),
  )
  const priceOf = usePriceFormatter()
  const renderLike = useCallback(
    (template: TemplateListItem) => (
      <LikeButton
        templateId={template.templateId}
        liked={template.liked}
        countLikes={template.countLikes}
      />
    ),
    [],
  )
  usePageTitle(designer?.name ?? LL.designers.title())
  if (!designer) return null
  return (
    <PageContainer testId="designer-page">
      <Breadcrumbs items={designerTrail(LL, designer.name)} />
      <header className={styles.profile}>
        <img className={styles.avatar} src={designer.avatarUrl} alt="" width={96} height={96} />
        <div>
          <h1 className={styles.title}>{designer.name}</h1>
          <p className={styles.bio}>{designer.bio}</p>
        </div>
      </header>
      <h2 className={styles.sectionTitle}>{LL.designers.templatesBy({ name: designer.name })}</h2>
      <TemplateGrid
        templates={own?.templates ?? []}
        priceOf={priceOf}
        renderLike={renderLike}
        priority
      />
      <DesignerMessageForm designerId={designerId} designerName={designer.name} />
    </PageContainer>
  )
}
