import type { ErrorComponentProps, NotFoundRouteProps } from '@tanstack/react-router'
import { useRouterState } from '@tanstack/react-router'
import { NOT_FOUND_MESSAGES } from '#catalogue/validators'
import { useI18n } from '#i18n/react'
import type { Translator } from '#i18n/messages'
import { ErrorPage } from '#src/features/error/components/error-page'
import { errorInfoOf } from '#src/lib/error-status'
import type { Locale } from '#catalogue/locale-paths'
import { publicPathname } from './route-locale'

/**
 * What a route puts in `notFound({ data })`: the spec §8 message to show, and the page's locale
 * for its head (head() has no location, and a failed route has no loader data).
 */
export type NotFoundData = { message: string; locale?: Locale }

function messageOf(data: unknown): string | undefined {
  if (data === null || typeof data !== 'object') return undefined
  const message = (data as Record<string, unknown>).message
  return typeof message === 'string' ? message : undefined
}

type NotFoundReason = keyof typeof NOT_FOUND_MESSAGES

function reasonOf(message: string | undefined): NotFoundReason | undefined {
  return (Object.keys(NOT_FOUND_MESSAGES) as NotFoundReason[]).find(
    (reason) => NOT_FOUND_MESSAGES[reason] === message,
  )
}

/**
 * The spec §8 reason in the page's language: the dictionaries hold the English texts exactly as
 * the catalogue does, and their Japanese versions.
 */
export function localizedNotFoundMessage(
  LL: Translator,
  message: string | undefined,
  path: string,
) {
  const reason = reasonOf(message)
  if (reason) return LL.error.notFound[reason]()
  return message ?? LL.error.notFound.page({ path })
}

/**
 * 404 for an unmatched URL ('Page Not Found: {path}', the path as the visitor typed it) or for a
 * route that threw `notFound({ data: { message } })` ('No applicable site type', …).
 */
export function RouteNotFound({ data }: NotFoundRouteProps) {
  const { LL } = useI18n()
  const path = useRouterState({ select: (state) => publicPathname(state.location) })
  const message = localizedNotFoundMessage(LL, messageOf(data), path)
  return <ErrorPage status={404} message={message} />
}

export function RouteError({ error }: ErrorComponentProps) {
  const info = errorInfoOf(error)
  return <ErrorPage status={info.status} message={info.message} />
}
