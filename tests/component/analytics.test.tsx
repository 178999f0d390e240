import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { waitFor } from '@testing-library/react'
import type { Account } from '../../catalogue/api-contract'
import {
  createStoreRuntime,
  stopStoreRuntime,
  type StoreRuntime,
} from '../../src/hooks/actors/create-store-actors'
import { createBrowserIo } from '../../src/app/browser-io'
import {
  ANALYTICS_EVENTS,
  loadAnalytics,
  setAnalyticsUserId,
  trackEvent,
} from '../../src/lib/analytics'

type DataLayerWindow = Window & { dataLayer?: unknown[] }
const dataLayer = () => (window as DataLayerWindow).dataLayer ?? []

const ACCOUNT: Account = {
  id: 'acc-77',
  email: 'demo@example.com',
  language: 'en',
  templateDesignerStatus: 'NONE',
  plan: 'free',
  myBilling: { country: null },
}

beforeEach(() => {
  delete (window as DataLayerWindow).dataLayer
})
afterEach(() => {
  for (const script of document.querySelectorAll('script[data-analytics]')) script.remove()
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

describe('loadAnalytics', () => {
  it('adds the tag-manager script once for a valid GTM id', () => {
    expect(loadAnalytics('GTM-AB12')).toBe(true)
    expect(loadAnalytics('GTM-AB12')).toBe(true)
    const scripts = document.querySelectorAll<HTMLScriptElement>('script[data-analytics]')
    expect(scripts).toHaveLength(1)
    expect(scripts[0]?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-AB12')
    expect(scripts[0]?.async).toBe(true)
    expect(dataLayer()[0]).toMatchObject({ event: 'gtm.js' })
  })

  it('configures gtag for a G- id', () => {
    expect(loadAnalytics('G-XYZ9')).toBe(true)
    expect(document.querySelector<HTMLScriptElement>('script[data-analytics]')?.src).toBe(
      'https://www.googletagmanager.com/gtag/js?id=G-XYZ9',
    )
    const commands = dataLayer().map((entry) => Array.from(entry as ArrayLike<unknown>))
    expect(commands[1]).toEqual(['config', 'G-XYZ9'])
  })

  it.each(['', 'gtm-x', 'UA-1', 'G-', 'G-ab', undefined])(
    'loads nothing for an invalid id (%j)',
    (id) => {
      expect(loadAnalytics(id)).toBe(false)
      expect(document.querySelector('script[data-analytics]')).toBeNull()
      expect(dataLayer()).toEqual([])
    },
  )
})
