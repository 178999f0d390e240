import type { ErrorComponentProps } from '@tanstack/react-router'
import { useI18n } from '#i18n/react'
import { ErrorPage } from '#src/features/error/components/error-page'
import { errorInfoOf } from '#src/lib/error-status'
import { RouteError } from '../../-shared/route-errors'

/** A malformed compare link is the visitor's to fix: a 400 that says what a good one holds. */
export function CompareRouteError(props: ErrorComponentProps) {
  const { LL } = useI18n()
  if (errorInfoOf(props.error).status !== 400) return <RouteError {...props} />
  return <ErrorPage status={400} message={LL.compare.malformed()} />
}
