import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { Locale } from '#i18n/messages'
import { I18nProvider, useI18n } from '#i18n/react'

function Probe() {
  const { LL, locale } = useI18n()
  return createElement('p', { lang: locale }, `${LL.store.name()} / ${LL.nav.all()}`)
}

function render(locale: Locale) {
  return renderToString(createElement(I18nProvider, { locale }, createElement(Probe)))
}

describe('I18nProvider', () => {
  it('has strings on the first (server) render in both locales', () => {
    expect(render('en')).toBe('<p lang="en">Template Store / All</p>')
    expect(render('ja')).toBe('<p lang="ja">テンプレートストア / すべて</p>')
  })

  it('rejects an unknown locale', () => {
    expect(() => render('fr' as Locale)).toThrow('Unknown locale "fr"')
  })
})

describe('useI18n', () => {
  it('fails clearly outside the provider', () => {
    expect(() => renderToString(createElement(Probe))).toThrow(
      'useI18n() must be called inside <I18nProvider>',
    )
  })
})
