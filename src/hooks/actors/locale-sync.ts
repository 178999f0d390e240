import { splitLocale } from '#catalogue/locale-paths'
import type { StoreActors } from './create-store-actors'

/** Spec §4: the locale follows a URL that names the other one, before its route loads. */
export function syncLocaleFromHref(actors: Pick<StoreActors, 'locale'>, publicHref: string): void {
  actors.locale.send({ type: 'locale.sync', locale: splitLocale(publicHref).locale })
}
