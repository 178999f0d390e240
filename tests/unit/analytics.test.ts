import { describe, expect, it } from 'vitest'
import {
  ANALYTICS_EVENTS,
  analyticsHeadScripts,
  isValidContainerId,
  tagScriptUrl,
  trackEvent,
} from '#src/lib/analytics'

describe('analytics container id (spec §5: GTM or G, a dash, uppercase letters and digits)', () => {
  it.each(['GTM-AB12', 'G-XYZ9', 'GTM-5', 'G-0ABC'])('accepts %s', (id) => {
    expect(isValidContainerId(id)).toBe(true)
  })

  it.each([
    'gtm-x',
    'UA-1',
    'G-',
    'G-ab',
    'GTM-ab12',
    'GTM_AB12',
    'GT-AB12',
    'GTM-AB 12',
    ' GTM-AB12',
    'GTM-AB12\n',
    '',
    undefined,
    42,
  ])('rejects %j', (id) => {
    expect(isValidContainerId(id)).toBe(false)
  })

  it('loads gtm.js for containers and gtag.js for measurement ids, from the tag manager host', () => {
    expect(tagScriptUrl('GTM-AB12')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-AB12')
    expect(tagScriptUrl('G-XYZ9')).toBe('https://www.googletagmanager.com/gtag/js?id=G-XYZ9')
  })

  it('works without a window (Node import and call): the head tag is made, events are dropped', () => {
    expect(analyticsHeadScripts('GTM-AB12')).toHaveLength(2)
    expect(() => trackEvent(ANALYTICS_EVENTS.templateShare)).not.toThrow()
  })

  it('names the spec §7 events exactly', () => {
    expect(ANALYTICS_EVENTS).toEqual({
      templatePurchase: 'Click Template Purchase',
      templateShare: 'Click Template Share',
      useFreeTemplate: 'Click Use Free Template',
    })
  })
})
