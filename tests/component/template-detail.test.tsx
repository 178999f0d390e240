import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { TemplateDetail as TemplateDetailData } from '#catalogue/api-contract'
import en from '#i18n/en/index'
import ja from '#i18n/ja/index'
import { searchTemplatesQueryOptions } from '#src/features/shared/api/templates'
import {
  TemplateDetail,
  relatedTemplatesParams,
  type TemplateStart,
} from '#src/features/templates/components/template-detail'
import { checkoutCode } from '#src/features/templates/lib/checkout-code'
import { leavePage } from '#src/features/templates/lib/leave-page'
import { deferred } from '../model/model-kit'
import { createFakeIoWithBrowserCheckout } from '../model/fake-io'
import { renderStoreUi, setViewportWidth, testQueryClient } from './render-store-ui'
import { templatePage } from './test-router'
import { CHROME_UA as CHROME, DETAIL_TEMPLATE, FIREFOX_UA as FIREFOX } from './template-fixtures'

const PAID: TemplateDetailData = { ...DETAIL_TEMPLATE, styleTags: ['formal'] }
const FREE: TemplateDetailData = { ...PAID, templateId: 'tpl-free', tier: 'TIER_0' }

/** The checkout calls among everything the page fetched (prices load too). */
function checkoutCalls(fetchMock: ReturnType<typeof vi.fn>): [string, RequestInit][] {
  return (fetchMock.mock.calls as unknown as [string, RequestInit][]).filter(([url]) =>
    /\/v2\/store\/templates\/tpl-42\/checkout$/.test(String(url)),
  )
}

type DataLayerWindow = Window & { dataLayer?: unknown[] }
const dataLayer = () => (window as DataLayerWindow).dataLayer ?? []

function setUserAgent(userAgent: string) {
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent)
}

async function renderDetail(
  template: TemplateDetailData,
  options: {
    signedIn?: boolean
    start?: TemplateStart
    onStartHandled?: () => void
    locale?: 'en' | 'ja'
    strict?: boolean
    justPurchased?: boolean
  } = {},
) {
  const queryClient = testQueryClient()
  const locale = options.locale ?? 'en'
  // The related row is not under test; seeded so nothing is fetched for it.
  queryClient.setQueryData(
    searchTemplatesQueryOptions(relatedTemplatesParams(template, locale)).queryKey,
    { templates: [], totalCount: 0 },
  )
  const detail = (
    <TemplateDetail
      template={template}
      start={options.start}
      {...(options.onStartHandled ? { onStartHandled: options.onStartHandled } : {})}
      justPurchased={options.justPurchased ?? false}
    />
  )
  return renderStoreUi(options.strict ? <StrictMode>{detail}</StrictMode> : detail, {
    queryClient,
    url: templatePage(queryClient, template, locale),
    locale,
    store: { session: (options.signedIn ?? true) ? 'signedIn' : 'signedOut' },
    fake: createFakeIoWithBrowserCheckout(),
  })
}

// A click on a link would make jsdom try to navigate; the page's own handlers still run first.
const stopNavigation = (event: Event) => event.preventDefault()
let assign: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  delete (window as DataLayerWindow).dataLayer
  setViewportWidth(1280)
  setUserAgent(CHROME)
  assign = vi.spyOn(leavePage, 'assign').mockImplementation(() => {})
  document.addEventListener('click', stopNavigation)
})
afterEach(() => {
  document.removeEventListener('click', stopNavigation)
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('cover (issue 10: the LCP element of the detail page)', () => {
  it('is fetched first, eagerly, with its size reserved', async () => {
    await renderDetail(PAID)
    const cover = await screen.findByAltText(`Cover image of ${PAID.templateTitle}`)
    expect(cover).toHaveAttribute('fetchpriority', 'high')
    expect(cover).not.toHaveAttribute('loading', 'lazy')
    // The SVG cover's own size (server/covers.ts draws 800 × 600): a reserved box of another
    // shape grows to the cover's shape when it loads, a layout shift (CLS 0.025 on this page).
    expect(cover).toHaveAttribute('width', '800')
    expect(cover).toHaveAttribute('height', '600')
  })
})

describe("device preview (issue 12: the frame is chosen in the template page's address)", () => {
  it('a device press writes ?device= in place of the current entry, and the frame follows', async () => {
    const { router } = await renderDetail(PAID)
    const entries = router.history.length
    fireEvent.click(screen.getByRole('button', { name: 'Mobile' }))

    await waitFor(() =>
      expect(router.state.location.href).toBe('/store/templates/tpl-42?device=mobile'),
    )
    // A look at another size is no new page: Back still leaves the template.
    expect(router.history.length).toBe(entries)
    expect(screen.getByTestId('device-preview')).toHaveAttribute('data-device', 'mobile')
    expect(screen.getByRole('button', { name: 'Mobile' })).toHaveAttribute('aria-pressed', 'true')

    // Desktop is the default, never written into the address.
    fireEvent.click(screen.getByRole('button', { name: 'Desktop' }))
    await waitFor(() => expect(router.state.location.href).toBe('/store/templates/tpl-42'))
    expect(screen.getByTestId('device-preview')).toHaveAttribute('data-device', 'desktop')
  })
})

describe('editor support on the detail page (spec §6)', () => {
  it('links desktop Chrome to the editor sandbox: {studio}/s/{id}?lang&currency', async () => {
    await renderDetail(FREE)
    const link = await screen.findByTestId('template-open-editor')
    expect(link).toHaveAttribute('href', '/studio/s/tpl-free?lang=en&currency=usd')
    expect(link).toHaveTextContent('Use this template for free')
    expect(screen.queryByTestId('editor-unsupported')).toBeNull()
  })

  it('shows the notChrome reason instead of the editor link in Firefox', async () => {
    setUserAgent(FIREFOX)
    await renderDetail(PAID)
    const note = await screen.findByTestId('editor-unsupported')
    expect(note).toHaveTextContent(en.template.editorUnsupported.notChrome)
    expect(note).toHaveAttribute('role', 'note')
    expect(note).toBeVisible()
    expect(screen.queryByTestId('template-open-editor')).toBeNull()
    // Buying does not need the editor.
    expect(screen.getByTestId('template-purchase')).toBeEnabled()
  })

  it('shows the notDesktop reason on a small screen, in Japanese too', async () => {
    setViewportWidth(375)
    await renderDetail(FREE, { locale: 'ja' })
    expect(await screen.findByTestId('editor-unsupported')).toHaveTextContent(
      ja.template.editorUnsupported.notDesktop,
    )
    expect(screen.queryByTestId('template-open-editor')).toBeNull()
  })
})

describe('purchase, use-free and share (spec §7 events and query keys)', () => {
  it('tracks "Click Use Free Template" when the free template is opened in the editor', async () => {
    await renderDetail(FREE)
    fireEvent.click(await screen.findByTestId('template-open-editor'))
    expect(dataLayer()).toEqual([{ event: 'Click Use Free Template', template_id: 'tpl-free' }])
    expect(screen.queryByTestId('template-purchase')).toBeNull()
  })

  it('signed in: tracks "Click Template Purchase", posts checkout and goes to its checkout_url', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            data: { order_id: 'o-1', checkout_url: '/checkout/o-1?token=x', amount: 19.99 },
          }),
          { headers: { 'content-type': 'application/json' } },
        ),
    )
    vi.stubGlobal('fetch', fetchMock)
    await renderDetail(PAID)
    fireEvent.click(await screen.findByTestId('template-purchase'))
    expect(dataLayer()).toEqual([{ event: 'Click Template Purchase', template_id: 'tpl-42' }])
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/o-1?token=x'))
    const checkouts = checkoutCalls(fetchMock)
    expect(checkouts).toHaveLength(1)
    expect(checkouts[0]?.[1].method).toBe('POST')
  })

  it('signed out: the purchase goes to sign-in, coming back with purchaseTemplate=1', async () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    await renderDetail(PAID, { signedIn: false })
    fireEvent.click(await screen.findByTestId('template-purchase'))
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(
        `/auth/sign-in?redirect=${encodeURIComponent('/store/templates/tpl-42?purchaseTemplate=1')}`,
      ),
    )
    expect(checkoutCalls(fetchMock)).toEqual([])
  })

  it('loads the checkout at the first press, which is busy at once and buys once it is there', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ data: { checkout_url: '/checkout/o-3?token=z' } }), {
          headers: { 'content-type': 'application/json' },
        }),
    )
    vi.stubGlobal('fetch', fetchMock)
    const code = deferred<Awaited<ReturnType<typeof checkoutCode.load>>>()
    const realLoad = checkoutCode.load.bind(checkoutCode)
    const load = vi.spyOn(checkoutCode, 'load').mockReturnValue(code.promise)
    await renderDetail(PAID, { strict: true })
    const button = await screen.findByTestId('template-purchase')
    // A page opened without a start key does not load the checkout.
    expect(load).not.toHaveBeenCalled()
    fireEvent.click(button)
    expect(button).toHaveAttribute('aria-busy', 'true')
    expect(button).toBeDisabled()
    expect(load).toHaveBeenCalled()
    await act(() => new Promise((r) => setTimeout(r, 50)))
    // The code is still on its way: the press waits, nothing is bought yet.
    expect(button).toHaveAttribute('aria-busy', 'true')
    expect(checkoutCalls(fetchMock)).toEqual([])
    await act(async () => code.resolve(await realLoad()))
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/o-3?token=z'))
    expect(checkoutCalls(fetchMock)).toHaveLength(1)
  })

  it('says the purchase failed when the checkout cannot be loaded, and the next press retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ data: { checkout_url: '/checkout/o-4?token=w' } }), {
          headers: { 'content-type': 'application/json' },
        }),
    )
    vi.stubGlobal('fetch', fetchMock)
    const realLoad = checkoutCode.load.bind(checkoutCode)
    vi.spyOn(checkoutCode, 'load')
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockImplementation(realLoad)
    await renderDetail(PAID)
    const button = await screen.findByTestId('template-purchase')
    fireEvent.click(button)
    expect(await screen.findByRole('alert')).toHaveTextContent(en.template.purchaseFailed)
    expect(button).toBeEnabled()
    fireEvent.click(button)
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/o-4?token=w'))
    expect(checkoutCalls(fetchMock)).toHaveLength(1)
  })

  it('shows an error when checkout fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"error":{"code":"x","message":"no"}}', { status: 500 })),
    )
    await renderDetail(PAID)
    fireEvent.click(await screen.findByTestId('template-purchase'))
    expect(await screen.findByRole('alert')).toHaveTextContent(en.template.purchaseFailed)
    expect(assign).not.toHaveBeenCalled()
  })

  it('purchaseTemplate=1 starts checkout once and drops the key', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ data: { checkout_url: '/checkout/o-2?token=y' } }), {
          headers: { 'content-type': 'application/json' },
        }),
    )
    vi.stubGlobal('fetch', fetchMock)
    const onStartHandled = vi.fn()
    // StrictMode runs the effect twice: still one checkout.
    await renderDetail(PAID, { start: 'purchase', onStartHandled, strict: true })
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/o-2?token=y'))
    expect(onStartHandled).toHaveBeenCalledTimes(1)
    expect(checkoutCalls(fetchMock)).toHaveLength(1)
    // Nothing is tracked: the event is for clicks.
    expect(dataLayer()).toEqual([])
  })

  it('useFreeTemplate=1 opens the editor sandbox for a free template and drops the key', async () => {
    const onStartHandled = vi.fn()
    await renderDetail(FREE, { start: 'useFree', onStartHandled })
    await waitFor(() => expect(onStartHandled).toHaveBeenCalledTimes(1))
    expect(assign).toHaveBeenCalledWith('/studio/s/tpl-free?lang=en&currency=usd')
  })

  it('useFreeTemplate=1 only drops the key where the editor cannot open', async () => {
    setUserAgent(FIREFOX)
    const onStartHandled = vi.fn()
    await renderDetail(FREE, { start: 'useFree', onStartHandled })
    await waitFor(() => expect(onStartHandled).toHaveBeenCalledTimes(1))
    expect(assign).not.toHaveBeenCalled()
  })

  it('share without a share sheet copies the link and confirms with the url-input tooltip', async () => {
    const writeText = vi.fn(async () => {})
    vi.stubGlobal('navigator', { ...navigator, userAgent: CHROME, clipboard: { writeText } })
    await renderDetail(PAID)
    const copied = screen.getByTestId('share-copied')
    expect(copied).not.toBeVisible()
    fireEvent.click(screen.getByTestId('template-share'))
    expect(dataLayer()).toEqual([{ event: 'Click Template Share', template_id: 'tpl-42' }])
    await waitFor(() => expect(copied).toBeVisible())
    expect(copied).toHaveTextContent('Link copied')
    expect(writeText).toHaveBeenCalledWith('http://localhost:3000/store/templates/tpl-42')
    expect(screen.getByTestId('share-url')).toHaveAttribute('aria-describedby', copied.id)
    // Auto-hide: a press elsewhere closes it. The tooltip listens from an effect that runs after
    // it shows, later on a loaded machine: press until it has heard one (never, if it does not).
    await waitFor(() => {
      act(() => {
        document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }))
      })
      expect(copied).not.toBeVisible()
    })
  })

  it('share uses the system share sheet where there is one', async () => {
    const share = vi.fn(async () => {})
    vi.stubGlobal('navigator', { ...navigator, userAgent: CHROME, share })
    await renderDetail(PAID)
    fireEvent.click(screen.getByTestId('template-share'))
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({
        title: PAID.templateTitle,
        url: expect.stringMatching(/^http:\/\/localhost(:\d+)?\/store\/templates\/tpl-42$/),
      }),
    )
    expect(
      within(screen.getByTestId('template-detail')).getByTestId('share-copied'),
    ).not.toBeVisible()
  })
})

describe('a template the visitor owns (issue 14)', () => {
  const OWNED: TemplateDetailData = {
    ...PAID,
    purchase: { salesHistoryId: 'ord_1', purchasedAt: '2026-11-24T16:30:00.000Z' },
  }

  it('shows it as theirs, since when (Tokyo date), instead of Purchase', async () => {
    await renderDetail(OWNED)
    const owned = await screen.findByTestId('template-owned')
    expect(owned).toHaveTextContent(en.template.owned)
    // 16:30 UTC on the 24th is the 25th in Tokyo (spec §9).
    expect(owned).toHaveTextContent('Purchased on Nov 25, 2026')
    expect(screen.queryByTestId('template-purchase')).toBeNull()
    expect(screen.queryByTestId('purchase-complete')).toBeNull()
    expect(screen.getByTestId('template-open-editor')).toBeVisible()
  })

  it('thanks the buyer back from the checkout, in Japanese too', async () => {
    await renderDetail(OWNED, { justPurchased: true, locale: 'ja' })
    expect(await screen.findByTestId('purchase-complete')).toHaveTextContent(
      ja.template.purchaseComplete,
    )
    expect(screen.getByTestId('purchase-complete')).toHaveAttribute('role', 'status')
    expect(screen.getByTestId('template-owned')).toHaveTextContent('2026年11月25日に購入')
  })

  it('opens the receipt the API signs, and says so when it cannot', async () => {
    let receiptAnswers = 0
    const fetchMock = vi.fn(async (url: string) => {
      if (!String(url).endsWith('/v2/store/templates/sales_histories/ord_1/receipt_url')) {
        return new Response('{}', { status: 404 })
      }
      receiptAnswers += 1
      return receiptAnswers === 1
        ? new Response(
            JSON.stringify({
              data: { receipt_url: '/receipts/ord_1?token=r', expires_at: '2026-11-25T01:00:00Z' },
            }),
            { headers: { 'content-type': 'application/json' } },
          )
        : new Response('{}', { status: 500 })
    })
    vi.stubGlobal('fetch', fetchMock)
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await renderDetail(OWNED)
    const button = await screen.findByTestId('template-receipt')
    fireEvent.click(button)
    // Busy while the API signs it: one request at a time.
    expect(button).toHaveAttribute('aria-busy', 'true')
    expect(button).toBeDisabled()
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/receipts/ord_1?token=r'))
    expect(button).toBeEnabled()
    expect(button).not.toHaveAttribute('aria-busy')
    fireEvent.click(button)
    expect(await screen.findByRole('alert')).toHaveTextContent(en.template.receiptFailed)
    expect(button).toBeEnabled()
    expect(receiptAnswers).toBe(2)
    // The next press tries again; the failure is no longer said while it does.
    fireEvent.click(button)
    expect(screen.queryByRole('alert')).toBeNull()
    await waitFor(() => expect(receiptAnswers).toBe(3))
    expect(await screen.findByRole('alert')).toHaveTextContent(en.template.receiptFailed)
    expect(assign).toHaveBeenCalledTimes(1)
  })

  it('a free template is never shown as bought', async () => {
    await renderDetail({ ...OWNED, tier: 'TIER_0' }, { justPurchased: true })
    expect(screen.queryByTestId('template-owned')).toBeNull()
  })
})

describe('tags (issue 9: a Japanese page says everything in Japanese)', () => {
  const tagged: TemplateDetailData = {
    ...FREE,
    styleTags: ['elegant'],
    featureTags: ['contact-form', 'reservation'],
  }

  it('shows each tag by its catalogue name in the page language, never its slug', async () => {
    const { unmount } = await renderDetail(tagged, { locale: 'ja' })
    const about = screen.getByRole('heading', { name: ja.template.description }).parentElement!
    expect(
      within(about)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['エレガント', 'お問い合わせフォーム', '予約'])
    unmount()
    await renderDetail(tagged, { locale: 'en' })
    const aboutEn = screen.getByRole('heading', { name: en.template.description }).parentElement!
    expect(
      within(aboutEn)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Elegant', 'Contact Form', 'Reservation'])
  })
})

describe('measured quality (issue 27: what the covers pipeline measured on its pages)', () => {
  it('says it in one line, in English and in Japanese', async () => {
    // The fixture: no axe violation, 38,412 bytes per page (median), fits a phone.
    const { unmount } = await renderDetail(PAID)
    expect(screen.getByTestId('template-quality').textContent).toBe(
      'Measured quality: 0 accessibility issues · 38 kB per page · fits phones',
    )
    unmount()
    await renderDetail(PAID, { locale: 'ja' })
    expect(screen.getByTestId('template-quality').textContent).toBe(
      '計測した品質：アクセシビリティの問題 0件・1ページ 38 kB・スマートフォン対応',
    )
  })

  it('counts every violation whatever its impact, and says when a page is wider than a phone', async () => {
    const quality = {
      axe: { critical: 0, serious: 1, moderate: 2, minor: 1 },
      contrast: { body: 4.8, button: null },
      bytes: { median: 120_600, max: 200_000 },
      fitsPhone: false,
    }
    await renderDetail({ ...PAID, quality })
    expect(screen.getByTestId('template-quality').textContent).toBe(
      'Measured quality: 4 accessibility issues · 121 kB per page · wider than a phone',
    )
  })

  it('shows nothing for a template never measured', async () => {
    await renderDetail({ ...PAID, quality: null })
    expect(screen.queryByTestId('template-quality')).toBeNull()
    expect(screen.getByTestId('template-detail')).toBeInTheDocument()
  })
})
