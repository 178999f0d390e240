// The one loader of the list routes: it fills exactly the cache entry the page's TemplateListing
// reads (listingQueryOptions), hands the head what it needs, and leaves the liked page alone when
// nobody is signed in.
import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { listingQueryOptions } from '#src/features/shared/api/listing'
import { setRequestScopeResolver } from '#src/lib/request-scope'
import {
  listingHead,
  listingLoaderDeps,
  loadListing,
  loadSignedInListing,
} from '#src/routes/-shared/listing-loader'

const RESULT = {
  totalCount: 41,
  templates: [{ templateId: 't-1', templateTitle: 'Harbour Studio' }],
}
const DEPS = { page: 2, sort: 'hot' as const, verificationMode: undefined }
const SCOPE = { filters: { siteTypeGroup: 'business' } }

/** A query client whose cache already holds the answer the page's component would read. */
function seededClient(locale: 'en' | 'ja', scope = SCOPE): QueryClient {
  const queryClient = new QueryClient()
  queryClient.setQueryData(listingQueryOptions(DEPS, locale, scope).queryKey, RESULT as never)
  return queryClient
}

function loaderArgs(queryClient: QueryClient, href = '/store/sitetype/business?page=2&sort=hot') {
  return { context: { queryClient }, deps: DEPS, location: { href, publicHref: href } }
}

afterEach(() => {
  setRequestScopeResolver(() => undefined)
  vi.unstubAllGlobals()
})

describe('list route loader', () => {
  it("reads the page's own cache entry: no request, the head's count and items", async () => {
    const fetchSpy = vi.fn(() => Promise.reject(new Error('the loader asked the API')))
    vi.stubGlobal('fetch', fetchSpy)
    const data = await loadListing(loaderArgs(seededClient('en')), SCOPE)
    expect(data).toEqual({
      locale: 'en',
      listing: { totalCount: 41, items: [{ templateId: 't-1', templateTitle: 'Harbour Studio' }] },
    })
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('takes the locale from the public address (/ja prefix)', async () => {
    const href = '/ja/store/sitetype/business?page=2&sort=hot'
    const data = await loadListing(loaderArgs(seededClient('ja'), href), SCOPE)
    expect(data.locale).toBe('ja')
    expect(data.listing?.totalCount).toBe(41)
  })

  it('keeps page, sort and the admin switch as its dependencies, nothing else', () => {
    const search = { page: 3, sort: 'ranking' as const, verificationMode: true, q: 'cafe' }
    expect(listingLoaderDeps({ search })).toEqual({
      page: 3,
      sort: 'ranking',
      verificationMode: true,
    })
  })

  it('loads nothing for the liked page when no token cookie came with the request', async () => {
    const queryClient = new QueryClient()
    const ensure = vi.spyOn(queryClient, 'ensureQueryData')
    const data = await loadSignedInListing(loaderArgs(queryClient, '/store/liked'), SCOPE)
    expect(data).toEqual({ locale: 'en', listing: undefined })
    expect(ensure).not.toHaveBeenCalled()
  })

  it('a signed-in liked page whose load fails shows the sign-in prompt, not an error', async () => {
    setRequestScopeResolver(() => ({
      cookieHeader: 'store_token=abc',
      fetch: () => Promise.reject(new Error('API away')),
      config: {} as never,
      userAgent: '',
    }))
    const queryClient = new QueryClient()
    const ensure = vi
      .spyOn(queryClient, 'ensureQueryData')
      .mockRejectedValue(new Error('401 expired token'))
    const data = await loadSignedInListing(loaderArgs(queryClient, '/store/liked'), SCOPE)
    expect(ensure).toHaveBeenCalledOnce()
    expect(data).toEqual({ locale: 'en', listing: undefined })
  })
})

describe('list route head', () => {
  const headArgs = (listing: typeof RESULT | undefined) => ({
    match: {
      status: 'success' as const,
      error: undefined,
      context: { siteOrigin: 'https://store.example' },
      pathname: '/store/all',
      search: { page: 1, sort: 'ranking' },
    },
    matches: [],
    loaderData: {
      locale: 'en' as const,
      listing: listing && { totalCount: listing.totalCount, items: listing.templates },
    },
  })

  it('titles the page with the fields the route gives and its canonical address', () => {
    const head = listingHead(headArgs(RESULT), () => ({ path: '/store/all', name: 'All' }))
    expect(head.meta).toContainEqual({ title: expect.stringContaining('All') })
    expect(head.links).toContainEqual({ rel: 'canonical', href: 'https://store.example/store/all' })
  })

  it('is the 404 head when the route loaded no listing (a returned not-found)', () => {
    const head = listingHead(headArgs(undefined), () => ({ path: '/store/all', name: 'All' }))
    expect(head.meta).toContainEqual({ title: expect.stringContaining('404') })
    const refused = listingHead(headArgs(RESULT), () => undefined)
    expect(refused.meta).toContainEqual({ title: expect.stringContaining('404') })
  })
})
