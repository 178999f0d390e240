import { QueryClient } from '@tanstack/react-query'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { waitFor } from '@testing-library/react'
import type { Account } from '#catalogue/api-contract'
import {
  createStoreRuntime,
  stopStoreRuntime,
  type StoreRuntime,
} from '#src/hooks/actors/create-store-actors'
import { createBrowserIo } from '#src/app/browser-io'
import {
  ANALYTICS_EVENTS,
  analyticsHeadScripts,
  setAnalyticsUserId,
  trackEvent,
} from '#src/lib/analytics'

type DataLayerWindow = Window & { dataLayer?: unknown[] }
const dataLayer = () => (window as DataLayerWindow).dataLayer ?? []

const ACCOUNT: Account = {
  id: 'acc-77',
  email: 'demo@example.com',
  language: 'en',
  templateDesignerStatus: 'NONE',
  plan: 'free',
  myBilling: { country: null },
  displayName: null,
  emailConfirmed: true,
  redesignerLinked: false,
}

beforeEach(() => {
  delete (window as DataLayerWindow).dataLayer
})

describe('trackEvent and the analytics user id', () => {
  it('pushes each event with its parameters onto dataLayer', () => {
    trackEvent(ANALYTICS_EVENTS.templatePurchase, { template_id: 't-1' })
    trackEvent(ANALYTICS_EVENTS.templateShare, { template_id: 't-2' })
    trackEvent(ANALYTICS_EVENTS.useFreeTemplate)
    expect(dataLayer()).toEqual([
      { event: 'Click Template Purchase', template_id: 't-1' },
      { event: 'Click Template Share', template_id: 't-2' },
      { event: 'Click Use Free Template' },
    ])
  })

  it('sets and clears the user id', () => {
    setAnalyticsUserId('acc-1')
    setAnalyticsUserId(null)
    expect(dataLayer()).toEqual([{ user_id: 'acc-1' }, { user_id: null }])
  })

  it('pushes the account id on sign-in and null on logout (spec §4), through the store actors', async () => {
    const io = {
      ...createBrowserIo({ queryClient: new QueryClient(), router: () => undefined }),
      readToken: () => 'access-1',
      readOneTimeToken: () => null,
      fetchAccount: vi.fn(async () => ACCOUNT),
      revokeToken: vi.fn(async () => ({})),
      navigate: vi.fn(),
      fetchLatestBuild: async () => ({ id: 'b1', timestamp: 1 }),
    }
    let runtime: StoreRuntime | undefined
    try {
      runtime = createStoreRuntime({ io, locale: 'en', build: { id: 'b1', timestamp: 1 } })
      const session = runtime.actors.session
      await waitFor(() => expect(session.getSnapshot().matches('signedIn')).toBe(true))
      expect(dataLayer()).toEqual([{ user_id: 'acc-77' }])
      session.send({ type: 'session.logout' })
      await waitFor(() => expect(session.getSnapshot().matches('signedOut')).toBe(true))
      expect(io.revokeToken).toHaveBeenCalledWith('access-1')
      expect(dataLayer()).toEqual([{ user_id: 'acc-77' }, { user_id: null }])
      expect(io.navigate).toHaveBeenCalledWith('/store')
    } finally {
      if (runtime) stopStoreRuntime(runtime)
    }
  })
})

describe('analyticsHeadScripts', () => {
  /** Runs the inline part as the page's head would, and says what it queued. */
  function runQueue(id: string) {
    const [inline] = analyticsHeadScripts(id)
    new Function(inline && 'children' in inline ? inline.children : '')()
    return dataLayer()
  }

  it('loads the tag-manager script for a GTM id and queues its start', () => {
    const scripts = analyticsHeadScripts('GTM-AB12')
    expect(scripts[1]).toEqual({
      src: 'https://www.googletagmanager.com/gtm.js?id=GTM-AB12',
      async: true,
      'data-analytics': 'GTM-AB12',
    })
    expect(runQueue('GTM-AB12')).toEqual([{ 'gtm.start': expect.any(Number), event: 'gtm.js' }])
  })

  it('configures gtag for a G- id', () => {
    expect(analyticsHeadScripts('G-XYZ9')[1]).toMatchObject({
      src: 'https://www.googletagmanager.com/gtag/js?id=G-XYZ9',
    })
    const commands = runQueue('G-XYZ9').map((entry) => Array.from(entry as ArrayLike<unknown>))
    expect(commands[0]?.[0]).toBe('js')
    expect(commands[1]).toEqual(['config', 'G-XYZ9'])
  })

  it.each(['', 'gtm-x', 'UA-1', 'G-', 'G-ab', "G-X');alert(1);('", undefined])(
    'gives no script for an invalid id (%j)',
    (id) => {
      expect(analyticsHeadScripts(id)).toEqual([])
    },
  )
})
