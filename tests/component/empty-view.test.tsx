import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { EmptyView } from '#src/features/templates/components/empty-view'
import { renderStoreUi } from './render-store-ui'

function chipLinks() {
  return within(screen.getByTestId('empty-view'))
    .getAllByRole('link')
    .filter((link) => link.getAttribute('target') !== '_blank')
    .map((link) => [link.textContent, link.getAttribute('href')?.split('?')[0]])
}

describe('EmptyView', () => {
  it('in English reads the spec title and offers only portfolio and landing page', async () => {
    await renderStoreUi(<EmptyView />, { locale: 'en' })
    const view = await screen.findByTestId('empty-view')
    expect(within(view).getByRole('heading', { level: 2 })).toHaveTextContent(
      'This template cannot be found',
    )
    expect(chipLinks()).toEqual([
      ['Portfolio', '/store/sitetype/creative/portfolio'],
      ['Landing page', '/store/sitetype/marketing/lp'],
    ])
    // No description and no request form in English.
    expect(within(view).queryByText(/let us know/)).toBeNull()
    expect(within(view).queryByRole('link', { name: /Request a template/ })).toBeNull()
  })

  it('in Japanese adds the description, every popular keyword and the request form', async () => {
    await renderStoreUi(<EmptyView />, { locale: 'ja' })
    const view = await screen.findByTestId('empty-view')
    expect(within(view).getByRole('heading', { level: 2 })).toHaveTextContent(
      'テンプレートが見つかりませんでした',
    )
    expect(view.querySelector('p')).not.toBeNull()
    expect(chipLinks().map(([, href]) => href)).toEqual([
      '/store/sitetype/business/corporate',
      '/store/sitetype/creative/portfolio',
      '/store/sitetype/marketing/lp',
      '/store/sitetype/business/careers',
      '/store/sitetype/marketing/event',
      '/store/sitetype/business',
      '/store/industries/beauty-clinic',
      '/store/industries/medical-health',
      '/store/industries/business-professional/startup',
    ])
    const request = within(view).getByRole('link', { name: /テンプレートをリクエスト/ })
    expect(request).toHaveAttribute('href', 'https://forms.gle/template-request')
    expect(request).toHaveAttribute('target', '_blank')
  })
})
