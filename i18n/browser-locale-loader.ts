// The browser build's stand-in for the generated `i18n-util.sync` (vite.config.ts swaps it in for
// the client bundle only): it bundles no dictionary. A page loads its own locale's chunk before
// it hydrates (`loadLocaleMessages`), and another locale's before a route of that locale loads,
// so an English page never downloads the Japanese messages. Node (the server, tests, the dev
// server) keeps the generated module, which loads both synchronously.
import type { Locales } from './i18n-types'

/** Nothing to load synchronously here: `loadLocaleMessages` has loaded what the page uses. */
export function loadLocale(_locale: Locales): void {}
