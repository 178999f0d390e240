import { useQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { useI18n } from '../../../../i18n/react'
import { ApiError } from '../../../lib/api-client'
import { PageContainer } from '../../../features/layout/components/page-container'
import { usePageTitle } from '../../../features/layout/hooks/use-page-title'
import { templateQueryOptions } from '../../../features/templates/api/templates'
import { TemplateDetail } from '../../../features/templates/components/template-detail'
import { RouteError, RouteNotFound, type NotFoundData } from '../../-shared/route-errors'
import { localeOfLocation } from '../../-shared/route-locale'

export const Route = createFileRoute('/store/templates/$templateId')({
  loader: async ({ context, location, params }) => {
    try {
      await context.queryClient.ensureQueryData(
        templateQueryOptions(params.templateId, localeOfLocation(location)),
      )
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        throw notFound({ data: { message: error.message } satisfies NotFoundData })
      }
      throw error
    }
  },
  component: TemplatePage,
  notFoundComponent: RouteNotFound,
  errorComponent: RouteError,
})

function TemplatePage() {
  const { locale } = useI18n()
  const { templateId } = Route.useParams()
  const { data: template } = useQuery(templateQueryOptions(templateId, locale))
  usePageTitle(template?.templateTitle)
  return <PageContainer>{template ? <TemplateDetail template={template} /> : null}</PageContainer>
}
