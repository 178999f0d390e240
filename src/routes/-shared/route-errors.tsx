import type { ErrorComponentProps, NotFoundRouteProps } from '@tanstack/react-router'
import { useRouterState } from '@tanstack/react-router'
import { pageNotFoundMessage } from '../../../catalogue/validators'
import { ErrorPage } from '../../features/error/components/error-page'
import { errorInfoOf } from '../../features/error/lib/error-status'
import { usePageTitle } from '../../features/layout/hooks/use-page-title'
import { statusHeading } from '../../../i18n/messages'
import { publicPathname } from './route-locale'

/** What a route puts in `notFound({ data })`: the spec §8 message to show. */
export type NotFoundData = { message: string }

function messageOf(data: unknown): string | undefined {
  if (data === null || typeof data !== 'object') return undefined
  const message = (data as Record<string, unknown>).message
  return typeof message === 'string' ? message : undefined
}

/**
 * 404 for an unmatched URL ('Page Not Found: {path}', the path as the visitor typed it) or for a
 * route that threw `notFound({ data: { message } })` ('No applicable site type', …).
 */
export function RouteNotFound({ data }: NotFoundRouteProps) {
  const path = useRouterState({ select: (state) => publicPathname(state.location) })
  const message = messageOf(data) ?? pageNotFoundMessage(path)
  usePageTitle(statusHeading(404))
  return <ErrorPage status={404} message={message} />
}

export function RouteError({ error }: ErrorComponentProps) {
  const info = errorInfoOf(error)
  usePageTitle(statusHeading(info.status))
  return <ErrorPage status={info.status} message={info.message} />
}
