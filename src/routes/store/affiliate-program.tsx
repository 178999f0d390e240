import { createFileRoute } from '@tanstack/react-router'
import { useI18n } from '../../../i18n/react'
import { usePageTitle } from '../../features/layout/hooks/use-page-title'
import { RouteError } from '../-shared/route-errors'
import { InfoPage } from './-components/info-page'

export const Route = createFileRoute('/store/affiliate-program')({
  component: AffiliateProgramPage,
  errorComponent: RouteError,
})

function AffiliateProgramPage() {
  const { LL } = useI18n()
  const { sections } = LL.affiliate
  usePageTitle(LL.affiliate.title())
  return (
    <InfoPage
      testId="affiliate-program-page"
      title={LL.affiliate.title()}
      lead={LL.affiliate.lead()}
      sections={(['how', 'rewards', 'who'] as const).map((key) => ({
        key,
        heading: sections[key].heading(),
        body: sections[key].body(),
      }))}
      cta={{ label: LL.affiliate.cta(), to: '/store/all' }}
    />
  )
}
