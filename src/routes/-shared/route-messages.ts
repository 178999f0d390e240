import { ROUTE_MESSAGE_GROUPS } from '#i18n/message-groups'
import { loadMessageGroups } from '#i18n/messages'
import { localeOfLocation } from './route-locale'

/**
 * A route's `beforeLoad` part: the message groups its pages show (i18n/message-groups.ts), loaded
 * before its loader, head and components ask for them. In Node the dictionary is whole already.
 */
export function loadRouteMessages({
  location,
  routeId,
}: {
  location: { publicHref?: string; href: string }
  routeId: string
}): Promise<void> {
  const groups = ROUTE_MESSAGE_GROUPS[routeId]
  // A route that loads messages must say which: one missing from the map would show empty text.
  if (!groups) throw new Error(`ROUTE_MESSAGE_GROUPS names no message group for ${routeId}`)
  return loadMessageGroups(localeOfLocation(location), groups)
}
