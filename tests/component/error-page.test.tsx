import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { StorePrice, TemplateListItem } from '#catalogue/api-contract'
import { ErrorPage } from '#src/features/error/components/error-page'
import { ApiError } from '#src/lib/api-client'
import { RouteError, RouteNotFound } from '#src/routes/-shared/route-errors'
import { popularTemplatesQueryOptions } from '#src/features/error/components/popular-templates'
import { pricesQueryOptions } from '#src/features/shared/api/prices'
import type { SearchTemplatesResult } from '#src/features/shared/api/templates'
import { USE_CASE_PATHS } from '../e2e/use-case-paths'
import { renderStoreUi, setViewportWidth, testQueryClient } from './render-store-ui'

const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'
const BOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

const PRICES: StorePrice[] = [
  { tier: 'TIER_0', priceJpy: 0, priceUsd: 0 },
  { tier: 'TIER_1', priceJpy: 1480, priceUsd: 9.99 },
  { tier: 'TIER_2', priceJpy: 2980, priceUsd: 19.99 },
]

function template(rank: number): TemplateListItem {
  return {
    templateId: `tpl-${rank}`,
    templateTitle: `Template number ${rank}`,
    coverUrl: `/covers/tpl-${rank}.svg`,
    liked: false,
    countLikes: 10 - rank,
    tier: rank === 5 ? 'TIER_0' : rank % 2 ? 'TIER_1' : 'TIER_2',
    rank,
    designerId: 'lumen',
    designerName: 'Lumen',
    siteType: 'corporate',
    siteTypeGroup: 'business',
    industry: 'consulting',
    industryGroup: 'business-professional',
    publishedAt: '2025-01-01T00:00:00.000Z',
    quality: null,
  }
}

function seededClient(locale: 'en' | 'ja') {
  const queryClient = testQueryClient()
  queryClient.setQueryData(pricesQueryOptions().queryKey, PRICES)
  const popular: SearchTemplatesResult = {
    templates: [1, 2, 3, 4, 5].map(template),
    totalCount: 144,
  }
  queryClient.setQueryData(popularTemplatesQueryOptions(locale).queryKey, popular)
  return queryClient
}

describe('ErrorPage', () => {
  beforeEach(() => setViewportWidth(1280))

  it('shows the status heading, the localized message and the specific reason', async () => {
    await renderStoreUi(
      <ErrorPage status={404} message="No applicable site type" userAgent={BROWSER_UA} />,
      { queryClient: seededClient('en') },
    )
    const page = await screen.findByTestId('error-page')
    expect(page).toHaveAttribute('data-status', '404')
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent('404 Not Found')
    expect(within(page).getByText('Oops… Page Not Found.')).toBeInTheDocument()
    expect(within(page).getByTestId('error-detail')).toHaveTextContent('No applicable site type')
  })

  it('offers use cases, 5 ranked and priced popular templates, Show More and All Templates', async () => {
    await renderStoreUi(<ErrorPage status={404} userAgent={BROWSER_UA} />, {
      queryClient: seededClient('en'),
    })
    const page = await screen.findByTestId('error-page')
    expect(within(page).getByRole('heading', { name: 'Search from usage' })).toBeInTheDocument()
    expect(
      within(screen.getByTestId('use-case-tiles'))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(USE_CASE_PATHS.en)

    const items = within(screen.getByTestId('popular-templates')).getAllByTestId(
      'template-list-item',
    )
    expect(items).toHaveLength(5)
    items.forEach((item, index) => {
      expect(within(item).getByLabelText(`Rank ${index + 1}`)).toHaveTextContent(String(index + 1))
      expect(within(item).getByRole('heading')).toHaveTextContent(`Template number ${index + 1}`)
    })
    expect(
      items.map((item) =>
        within(item).getByTestId('template-price').textContent?.replace('Price: ', ''),
      ),
    ).toEqual(['$9.99', '$19.99', '$9.99', '$19.99', 'Free'])
    expect(screen.getByTestId('error-show-more').getAttribute('href')).toMatch(/^\/store\/all/)
    expect(screen.getByTestId('error-all-templates')).toHaveTextContent('All Templates')
    expect(screen.getByTestId('error-all-templates').getAttribute('href')).toMatch(/^\/store\/all/)
  })

  it('defaults to 500 when the status is absent', async () => {
    await renderStoreUi(<ErrorPage userAgent={BROWSER_UA} />, { queryClient: seededClient('en') })
    const page = await screen.findByTestId('error-page')
    expect(page).toHaveAttribute('data-status', '500')
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent(
      '500 Internal Server Error',
    )
    expect(within(page).getByText('A server error occurred.')).toBeInTheDocument()
  })

  it("uses 'Error' and the error's own message for a code outside the catalogue", async () => {
    await renderStoreUi(<ErrorPage status={418} message="I am a teapot" userAgent={BROWSER_UA} />, {
      queryClient: seededClient('en'),
    })
    const page = await screen.findByTestId('error-page')
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent(/^Error$/)
    expect(within(page).getByText('I am a teapot')).toBeInTheDocument()
    expect(within(page).queryByTestId('error-detail')).toBeNull()
  })

  it('in Japanese localizes the heading and the message and shows yen', async () => {
    // A signed-out Japanese visitor pays in yen (no billing country, Japanese language).
    await renderStoreUi(<ErrorPage status={404} userAgent={BROWSER_UA} />, {
      locale: 'ja',
      queryClient: seededClient('ja'),
      store: { session: 'signedOut' },
    })
    const page = await screen.findByTestId('error-page')
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent(
      '404 ページが見つかりません',
    )
    expect(within(page).queryByText('Oops… Page Not Found.')).toBeNull()
    // The locale prefix is the router rewrite's job; these are the route paths.
    expect(
      within(screen.getByTestId('use-case-tiles'))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(USE_CASE_PATHS.ja)
    const prices = within(screen.getByTestId('popular-templates'))
      .getAllByTestId('template-price')
      .map((price) => price.textContent)
    expect(prices[0]).toContain('¥1,480')
    expect(within(page).getByLabelText('1位')).toBeInTheDocument()
  })

  it('gives a crawler only the status and a short text', async () => {
    await renderStoreUi(
      <ErrorPage status={404} message="No applicable industry" userAgent={BOT_UA} />,
      {
        queryClient: seededClient('en'),
      },
    )
    const page = await screen.findByTestId('error-page')
    expect(page).toHaveAttribute('data-status', '404')
    expect(page).toHaveTextContent('No applicable industry')
    expect(screen.queryByTestId('popular-templates')).toBeNull()
    expect(screen.queryByTestId('use-case-tiles')).toBeNull()
    expect(screen.queryByTestId('error-all-templates')).toBeNull()
  })
})

// Issue 32: the /ja 404 of an unknown template showed the API's 'Template … was not found'.
describe('the route error pages in the page language', () => {
  beforeEach(() => setViewportWidth(1280))

  it.each([
    ['en', 'template', 'Template nope was not found'],
    ['ja', 'template', 'テンプレート「nope」は見つかりませんでした'],
    ['en', 'designer', 'Designer nope was not found'],
    ['ja', 'designer', 'デザイナー「nope」は見つかりませんでした'],
  ] as const)(
    'on an %s page, a missing %s is worded by the dictionary',
    async (locale, kind, line) => {
      await renderStoreUi(
        <RouteNotFound
          data={{ missing: { kind, id: 'nope' }, locale }}
          isNotFound
          routeId="__root__"
        />,
        { locale, queryClient: seededClient(locale) },
      )
      expect(await screen.findByTestId('error-page')).toHaveTextContent(line)
    },
  )

  it("shows an error's own English line on English pages only", async () => {
    const error = new ApiError('Access to this designer is restricted', 403, 'forbidden')
    const english = await renderStoreUi(<RouteError error={error} reset={() => {}} />, {
      queryClient: seededClient('en'),
    })
    expect(await screen.findByTestId('error-page')).toHaveTextContent(
      'Access to this designer is restricted',
    )
    english.unmount()

    await renderStoreUi(<RouteError error={error} reset={() => {}} />, {
      locale: 'ja',
      queryClient: seededClient('ja'),
    })
    const page = await screen.findByTestId('error-page')
    expect(page).toHaveTextContent('403')
    expect(page).not.toHaveTextContent('Access to this designer is restricted')
  })
})
