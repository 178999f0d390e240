import type { ErrorComponentProps, NotFoundRouteProps } from '@tanstack/react-router'
import { useRouterState } from '@tanstack/react-router'
import { NOT_FOUND_MESSAGES, type NotFoundMessage } from '#catalogue/validators'
import { useI18n } from '#i18n/react'
import type { Translator } from '#i18n/messages'
import { ErrorPage } from '#src/features/error/components/error-page'
import { errorInfoOf } from '#src/lib/error-status'
import type { Locale } from '#catalogue/locale-paths'
import { publicPathname } from './route-locale'

/**
 * What a route puts in `notFound({ data })`: why there is no page, as a reason the error page
 * words in the page's language, and the page's locale for its head (head() has no location, and
 * a failed route has no loader data). Without `message` or `missing`, the page does not exist
 * ('Page Not Found: {path}').
 */
export type NotFoundData = {
  /** A spec §8 reason ('No applicable site type'). */
  message?: NotFoundMessage
  /** A template or designer the API does not know, by the id in the address. */
  missing?: { kind: 'template' | 'designer'; id: string }
  locale?: Locale
}

type NotFoundReason = keyof typeof NOT_FOUND_MESSAGES

function fieldOf(value: unknown, key: string): unknown {
  return value !== null && typeof value === 'object'
    ? (value as Record<string, unknown>)[key]
    : undefined
}

function reasonOf(message: unknown): NotFoundReason | undefined {
  return (Object.keys(NOT_FOUND_MESSAGES) as NotFoundReason[]).find(
    (reason) => NOT_FOUND_MESSAGES[reason] === message,
  )
}

/**
 * The 404 reason in the page's language: the spec §8 reasons (the dictionaries hold the English
 * texts exactly as the catalogue does, and their Japanese versions), a missing template or
 * designer, or the page itself. Never the API's or the catalogue's English as such.
 */
export function localizedNotFoundMessage(LL: Translator, data: unknown, path: string): string {
  const reason = reasonOf(fieldOf(data, 'message'))
  if (reason) return LL.error.notFound[reason]()
  const missing = fieldOf(data, 'missing')
  const kind = fieldOf(missing, 'kind')
  const id = fieldOf(missing, 'id')
  if ((kind === 'template' || kind === 'designer') && typeof id === 'string') {
    return LL.error.notFound[kind]({ id })
  }
  return LL.error.notFound.page({ path })
}

/**
 * 404 for an unmatched URL ('Page Not Found: {path}', the path as the visitor typed it) or for a
 * route that threw `notFound({ data })` ('No applicable site type', a missing template, …).
 */
export function RouteNotFound({ data }: NotFoundRouteProps) {
  const { LL } = useI18n()
  const path = useRouterState({ select: (state) => publicPathname(state.location) })
  return <ErrorPage status={404} message={localizedNotFoundMessage(LL, data, path)} />
}

/**
 * The API and the app write their own messages in English: a page in another language shows its
 * localized status line without them rather than an English sentence (decision 011).
 */
const RAW_MESSAGE_LOCALE: Locale = 'en'

export function RouteError({ error }: ErrorComponentProps) {
  const { locale } = useI18n()
  const info = errorInfoOf(error)
  const message = locale === RAW_MESSAGE_LOCALE ? info.message : undefined
  return <ErrorPage status={info.status} message={message} />
}
