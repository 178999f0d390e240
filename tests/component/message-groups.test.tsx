// Issue 29: in the browser a page's dictionary arrives without the groups it does not show
// (i18n/message-groups.ts); a page that shows one loads it first (its route's beforeLoad, the
// entry before it hydrates). A loaded group reaches the translators typesafe-i18n has made
// already, and React's provider renders with it, not with the empty text a stale one gives.
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadedLocales } from '#i18n/i18n-util'
import type { Translations } from '#i18n/i18n-types'
import { MESSAGE_GROUPS } from '#i18n/message-groups'
import { getTranslator, loadMessageGroups, loadedMessagesVersion } from '#i18n/messages'
import { I18nProvider, useI18n } from '#i18n/react'

// The dictionaries as the browser build loads them: without any group's sections.
vi.mock('#i18n/i18n-util.sync', async () => {
  const { loadedLocales: loaded } = await import('#i18n/i18n-util')
  const { loadFormatters } = await import('#i18n/i18n-util.async')
  const dictionaries = {
    en: (await import('#i18n/en/index')).default,
    ja: (await import('#i18n/ja/index')).default,
  }
  const { MESSAGE_GROUPS: groups } = await import('#i18n/message-groups')
  const grouped: string[] = Object.values(groups).flat()
  return {
    loadLocale(locale: 'en' | 'ja') {
      if (loaded[locale]) return
      loaded[locale] = Object.fromEntries(
        Object.entries(dictionaries[locale]).filter(([section]) => !grouped.includes(section)),
      ) as unknown as Translations
      loadFormatters(locale)
    },
  }
})

function Probe() {
  const { LL, LP } = useI18n()
  return (
    <p data-testid="probe">
      {LL.header.searchButton()} / {LL.template.price()} / {LP.designers.title()}
    </p>
  )
}

afterEach(cleanup)

describe('a message group loaded after the page', () => {
  it('reaches the translators and the provider', async () => {
    render(
      <I18nProvider locale="ja">
        <Probe />
      </I18nProvider>,
    )
    // Before: the base messages, and nothing for the sections still to come.
    expect(loadedLocales.ja).not.toHaveProperty('template')
    expect(screen.getByTestId('probe').textContent).toBe('検索 /  / ')
    const before = loadedMessagesVersion()
    await act(() => loadMessageGroups('ja', ['template']))
    expect(loadedMessagesVersion()).toBe(before + 1)
    expect(screen.getByTestId('probe').textContent).toBe('検索 / 価格 / ')
    expect(getTranslator('ja').template.price()).toBe('価格')
    await act(() => loadMessageGroups('ja', ['pages', 'template']))
    // The page's text (LP) comes from the marked translator, made again as well.
    expect(screen.getByTestId('probe').textContent).toBe('検索 / 価格 / デザイナー')
  })

  it('is loaded once: a page asking again changes nothing', async () => {
    await loadMessageGroups('en', Object.keys(MESSAGE_GROUPS) as (keyof typeof MESSAGE_GROUPS)[])
    const version = loadedMessagesVersion()
    const translator = getTranslator('en')
    await loadMessageGroups('en', ['template', 'pages'])
    expect(loadedMessagesVersion()).toBe(version)
    expect(getTranslator('en')).toBe(translator)
    expect(translator.template.price()).toBe('Price')
  })
})
