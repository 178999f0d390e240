// Issue 32: on a sub-page the store's name is a way back, not the page a person is on. The router
// marks a link whose address the current one starts with as `aria-current="page"`; in the
// breadcrumb (and the header's and footer's store links) only the page itself may say so.
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Breadcrumbs } from '#src/components/layout/breadcrumbs'
import { SiteFooter } from '#src/components/layout/site-footer'
import { SiteHeader } from '#src/components/layout/site-header'
import type { Crumb } from '#src/lib/breadcrumb-trails'
import { renderStoreUi } from './render-store-ui'
import { PAGE_WITHOUT_DATA, seedStoreHome, testQueryClient } from './test-router'

/** A trail whose steps are ancestors of the page it ends on ('/store/affiliate-program'). */
const TRAIL: Crumb[] = [
  { label: 'Programs', path: '/store' },
  { label: 'Affiliate program', path: PAGE_WITHOUT_DATA },
]

describe.each([
  { locale: 'en' as const, prefix: '', store: 'Template Store' },
  { locale: 'ja' as const, prefix: '/ja', store: 'テンプレートストア' },
])('breadcrumbs on a sub-page ($locale)', ({ locale, prefix, store }) => {
  it('marks only its last item as the current page, and that item is no link', async () => {
    await renderStoreUi(
      <>
        <SiteHeader />
        <Breadcrumbs items={TRAIL} />
        <SiteFooter />
      </>,
      { locale, url: `${prefix}${PAGE_WITHOUT_DATA}` },
    )
    const trail = await screen.findByRole('navigation', {
      name: locale === 'ja' ? 'パンくずリスト' : 'Breadcrumb',
    })
    const items = within(trail).getAllByRole('listitem')
    const last = items.at(-1) as HTMLElement
    expect(within(last).queryByRole('link')).toBeNull()
    expect(within(last).getByText('Affiliate program')).toHaveAttribute('aria-current', 'page')
    // Every step before it links back, and none of them says it is the page.
    const links = within(trail).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual([store, 'Programs'])
    for (const link of links) expect(link).not.toHaveAttribute('aria-current')
    expect(trail.querySelectorAll('[aria-current]')).toHaveLength(1)
    // The header's logo and the footer's store name lead home; this page is not home.
    const home = document.querySelectorAll(`a[href="${prefix}/store"]`)
    expect(home.length).toBeGreaterThanOrEqual(3)
    for (const link of home) expect(link).not.toHaveAttribute('aria-current')
  })
})

it('the store home says it is the current page on its own logo link', async () => {
  const queryClient = testQueryClient()
  seedStoreHome(queryClient)
  await renderStoreUi(<SiteHeader />, { url: '/store', queryClient })
  const logo = await screen.findByRole('link', { name: /home/i })
  expect(logo).toHaveAttribute('aria-current', 'page')
})
