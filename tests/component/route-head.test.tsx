// The real route tree, loaded through the app router with seeded query data, renders its head
// with <HeadContent />: what the server will put in the document, checked in the DOM.
import { QueryClient } from '@tanstack/react-query'
import { HeadContent, RouterContextProvider, createMemoryHistory } from '@tanstack/react-router'
import { act, cleanup, render } from '@testing-library/react'
import { createActor } from 'xstate'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { TemplateDetail } from '#catalogue/api-contract'
import { buildMachine } from '#machines/build'
import { localeMachine, localeSnapshot } from '#machines/locale'
import { designerQueryOptions } from '#src/features/designers/api/designers'
import { designerListingScope } from '#src/features/designers/lib/designer-templates'
import { pricesQueryOptions } from '#src/features/shared/api/prices'
import {
  searchTemplatesQueryOptions,
  templateQueryOptions,
} from '#src/features/shared/api/templates'
import { listingQueryParams } from '#src/features/shared/api/listing'
import { ApiError } from '#src/lib/api-client'
import { createAppRouter } from '#src/app/router'
import { DETAIL_TEMPLATE, LIST_TEMPLATE } from './template-fixtures'

const TEMPLATE: TemplateDetail = {
  ...DETAIL_TEMPLATE,
  description: 'A careers site for a formal barber: openings, team portraits and a contact form.',
}

function seededClient(): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  })
  queryClient.setQueryData(pricesQueryOptions().queryKey, [
    { tier: 'TIER_2', priceJpy: 4800, priceUsd: 39 },
  ])
  return queryClient
}

async function renderHead(href: string, queryClient: QueryClient) {
  const locale = href.startsWith('/ja') ? 'ja' : 'en'
  const router = createAppRouter({
    queryClient,
    siteOrigin: 'https://store.example',
    actors: {
      locale: createActor(localeMachine, { snapshot: localeSnapshot(locale) }).start(),
      build: createActor(buildMachine, {
        input: { build: { id: 'b', timestamp: 1 }, lastReloadAt: null },
      }),
    },
    history: createMemoryHistory({ initialEntries: [href] }),
  })
  await act(() => router.load())
  render(
    <RouterContextProvider router={router}>
      <HeadContent />
    </RouterContextProvider>,
  )
}

const metaContent = (key: string) =>
  document.head
    .querySelector(`meta[name="${key}"], meta[property="${key}"]`)
    ?.getAttribute('content')
const linkHref = (selector: string) => document.head.querySelector(selector)?.getAttribute('href')
const jsonLd = () =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  )

afterEach(() => {
  cleanup()
  document.head.innerHTML = ''
})

describe('route heads through the router', () => {
  it('/ja template detail: Japanese title, canonical, alternates, og:image and Product in JPY', async () => {
    const queryClient = seededClient()
    queryClient.setQueryData(templateQueryOptions('tpl-42', 'ja').queryKey, TEMPLATE)
    await renderHead('/ja/store/templates/tpl-42?utm_source=x', queryClient)

    expect(document.title).toBe(`${TEMPLATE.templateTitle} | テンプレートストア`)
    expect(metaContent('description')).toBe(TEMPLATE.description)
    expect(linkHref('link[rel="canonical"]')).toBe(
      'https://store.example/ja/store/templates/tpl-42',
    )
    expect(linkHref('link[rel="alternate"][hreflang="x-default"]')).toBe(
      'https://store.example/store/templates/tpl-42',
    )
    expect(metaContent('og:image')).toBe('https://store.example/covers/tpl-42.png')
    expect(metaContent('og:locale')).toBe('ja_JP')
    // The leaf's description replaces the root default: exactly one description.
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1)
    const product = jsonLd().find((data) => data['@type'] === 'Product')
    expect(product?.offers).toMatchObject({ price: 4800, priceCurrency: 'JPY' })
    expect(jsonLd().some((data) => data['@type'] === 'BreadcrumbList')).toBe(true)
  })

  it('/store/all page 2: listing title, count description, canonical with page, ItemList', async () => {
    const queryClient = seededClient()
    queryClient.setQueryData(
      searchTemplatesQueryOptions(listingQueryParams({ page: 2, sort: 'ranking' }, 'en')).queryKey,
      { templates: [LIST_TEMPLATE], totalCount: 144 },
    )
    await renderHead('/store/all?page=2&utm_campaign=spring', queryClient)

    expect(document.title).toBe('All templates | Template Store')
    expect(metaContent('description')).toBe('All templates: 144 templates')
    expect(linkHref('link[rel="canonical"]')).toBe('https://store.example/store/all?page=2')
    const list = jsonLd().find((data) => data['@type'] === 'ItemList')
    expect(list?.itemListElement).toEqual([
      {
        '@type': 'ListItem',
        position: 21,
        name: LIST_TEMPLATE.templateTitle,
        url: 'https://store.example/store/templates/tpl-42',
      },
    ])
  })

  it('an unknown template is titled 404 in its language and noindex, without canonical', async () => {
    const queryClient = seededClient()
    const ensure = queryClient.ensureQueryData.bind(queryClient)
    vi.spyOn(queryClient, 'ensureQueryData').mockImplementation(((options: {
      queryKey: readonly unknown[]
    }) =>
      options.queryKey.includes('nope')
        ? Promise.reject(new ApiError('Template not found', 404, 'not_found'))
        : ensure(options as never)) as never)
    await renderHead('/ja/store/templates/nope', queryClient)

    expect(document.title).toMatch(/^404 .+ \| テンプレートストア$/)
    expect(metaContent('robots')).toBe('noindex')
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull()
  })

  it('/ja designer page: name as title, Person and breadcrumbs in Japanese', async () => {
    const queryClient = seededClient()
    queryClient.setQueryData(designerQueryOptions('lumen', 'ja').queryKey, {
      designerId: 'lumen',
      name: 'Lumen & Co.',
      bio: '静かなタイポグラフィ。',
      avatarUrl: '/avatars/lumen.svg',
      country: 'JP',
      templates: [],
    })
    queryClient.setQueryData(
      searchTemplatesQueryOptions(
        listingQueryParams({ page: 1, sort: 'ranking' }, 'ja', designerListingScope('lumen')),
      ).queryKey,
      { templates: [], totalCount: 0 },
    )
    await renderHead('/ja/store/designers/lumen', queryClient)

    expect(document.title).toBe('Lumen & Co. | テンプレートストア')
    expect(metaContent('description')).toBe('Lumen & Co.：静かなタイポグラフィ。')
    expect(metaContent('og:type')).toBe('profile')
    const person = jsonLd().find((data) => data['@type'] === 'Person')
    expect(person).toMatchObject({
      name: 'Lumen & Co.',
      url: 'https://store.example/ja/store/designers/lumen',
    })
    const crumbs = jsonLd().find((data) => data['@type'] === 'BreadcrumbList')
    expect(crumbs?.itemListElement).toHaveLength(3)
  })

  it('/ja info page and the liked page: titles in Japanese, liked is noindex', async () => {
    await renderHead('/ja/store/affiliate-program', seededClient())
    expect(document.title).toMatch(/ \| テンプレートストア$/)
    expect(linkHref('link[rel="canonical"]')).toBe(
      'https://store.example/ja/store/affiliate-program',
    )
    expect(metaContent('robots')).toBeUndefined()
    cleanup()
    document.head.innerHTML = ''

    await renderHead('/store/liked', seededClient())
    expect(document.title).toBe('Liked templates | Template Store')
    expect(metaContent('robots')).toBe('noindex')
  })

  it('an unknown subtype is a noindex 404 too', async () => {
    await renderHead('/store/sitetype/business/nope', seededClient())
    expect(document.title).toBe('404 Not Found | Template Store')
    expect(metaContent('robots')).toBe('noindex')
  })
})
