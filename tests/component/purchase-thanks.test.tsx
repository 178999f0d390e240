// Issue 32: the checkout's confirmation comes back to the template with `?purchased=1`, and the
// page thanks the buyer. Once: the key leaves the address as soon as the page runs, without a
// history entry, so a reload (or Back, or the address shared) does not thank again.
import { cleanup, screen, waitFor } from '@testing-library/react'
import type { ComponentType } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import type { TemplateDetail } from '#catalogue/api-contract'
import en from '#i18n/en/index'
import ja from '#i18n/ja/index'
import { searchTemplatesQueryOptions } from '#src/features/shared/api/templates'
import { relatedTemplatesParams } from '#src/features/templates/components/template-detail'
import { Route } from '#src/routes/store/templates/$templateId'
import { createFakeIoWithBrowserCheckout } from '../model/fake-io'
import { renderStoreUi, testQueryClient } from './render-store-ui'
import { DETAIL_TEMPLATE } from './template-fixtures'
import { templatePage } from './test-router'

const TemplatePage = Route.options.component as ComponentType

const OWNED: TemplateDetail = {
  ...DETAIL_TEMPLATE,
  purchase: { salesHistoryId: 'ord_1', purchasedAt: '2026-11-24T16:30:00.000Z' },
}

/** The template's page at `query`, as the app renders it (its route's own component). */
async function openPage(locale: 'en' | 'ja', query: string) {
  const queryClient = testQueryClient()
  queryClient.setQueryData(
    searchTemplatesQueryOptions(relatedTemplatesParams(OWNED, locale)).queryKey,
    { templates: [], totalCount: 0 },
  )
  const url = templatePage(queryClient, OWNED, locale) + query
  return renderStoreUi(<TemplatePage />, {
    queryClient,
    url,
    locale,
    fake: createFakeIoWithBrowserCheckout(),
  })
}

afterEach(cleanup)

describe.each([
  { locale: 'en' as const, thanks: en.template.purchaseComplete },
  { locale: 'ja' as const, thanks: ja.template.purchaseComplete },
])('back from the checkout ($locale)', ({ locale, thanks }) => {
  it('thanks the buyer, then cleans the address in place; a reload does not thank again', async () => {
    const { router } = await openPage(locale, '?purchased=1&device=mobile')
    expect(await screen.findByTestId('purchase-complete')).toHaveTextContent(thanks)
    // The key is gone from the address, the rest of the query kept, and no entry was added: the
    // history is still the one page it opened with.
    await waitFor(() => expect(router.history.location.search).toBe('?device=mobile'))
    expect(router.history.length).toBe(1)
    // This visit still shows the thanks it gave.
    expect(screen.getByTestId('purchase-complete')).toHaveTextContent(thanks)

    const cleaned = router.history.location.pathname + router.history.location.search
    cleanup()
    await openPage(locale, cleaned.slice(cleaned.indexOf('?')))
    await screen.findByTestId('template-owned')
    expect(screen.queryByTestId('purchase-complete')).toBeNull()
  })
})

it('opens without the key: no thanks and the address left alone', async () => {
  const { router } = await openPage('en', '')
  await screen.findByTestId('template-owned')
  expect(screen.queryByTestId('purchase-complete')).toBeNull()
  expect(router.history.location.search).toBe('')
})
