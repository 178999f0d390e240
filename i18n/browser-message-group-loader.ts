// The browser build's message groups (vite.config.ts swaps this module in for
// i18n/message-group-loader.ts): each locale's group is a chunk of its own, made from that
// locale's dictionary by scripts/vite-plugin-message-groups.ts (the Japanese one phrase-marked).
import type { Locales, Translations } from './i18n-types'
import type { MessageGroup } from './message-groups'

type GroupModule = { default: Partial<Translations> }

const groups: Record<Locales, Record<MessageGroup, () => Promise<GroupModule>>> = {
  en: {
    template: () => import('virtual:message-group/en/template'),
    pages: () => import('virtual:message-group/en/pages'),
  },
  ja: {
    template: () => import('virtual:message-group/ja/template'),
    pages: () => import('virtual:message-group/ja/pages'),
  },
}

export async function importMessageGroup(
  locale: Locales,
  group: MessageGroup,
): Promise<Partial<Translations>> {
  return (await groups[locale][group]()).default
}
