import { describe, expect, it } from 'vitest'
import {
  TRUST_NO_PROXY,
  forwardedClientAddress,
  forwardedOrigin,
  normalizeAddress,
  parseForwarded,
  parseTrustProxy,
} from '#server/proxy-trust'

const headers = (record: Record<string, string>) => (name: string) => record[name]

describe('parseTrustProxy', () => {
  it('trusts nobody when unset, empty, false or 0', () => {
    for (const value of [undefined, '', 'false', '0']) {
      expect(parseTrustProxy(value).trusts('127.0.0.1', 0)).toBe(false)
    }
  })

  it('trusts loopback in IPv4, IPv6 and IPv4-mapped IPv6 form', () => {
    const trust = parseTrustProxy('loopback')
    for (const address of ['127.0.0.1', '127.9.8.7', '::1', '::ffff:127.0.0.1', '::ffff:7f00:1']) {
      expect(trust.trusts(address, 0), address).toBe(true)
    }
    for (const address of ['10.0.0.1', '::2', '::ffff:10.0.0.1', 'unknown', '']) {
      expect(trust.trusts(address, 0), address).toBe(false)
    }
  })

  it('trusts a list of addresses and CIDR ranges, whatever the hop', () => {
    const trust = parseTrustProxy(' 10.0.0.0/8 , 192.0.2.7, 2001:db8::/32, ::ffff:172.16.0.0/108 ')
    expect(trust.trusts('10.200.1.1', 3)).toBe(true)
    expect(trust.trusts('192.0.2.7', 0)).toBe(true)
    expect(trust.trusts('192.0.2.8', 0)).toBe(false)
    expect(trust.trusts('2001:db8:1::5', 1)).toBe(true)
    expect(trust.trusts('2001:db9::5', 1)).toBe(false)
    expect(trust.trusts('172.31.255.1', 0)).toBe(true)
    expect(trust.trusts('::ffff:172.16.0.1', 0)).toBe(true)
    expect(trust.trusts('172.32.0.1', 0)).toBe(false)
  })

  it('trusts a number of hops nearest the server', () => {
    const trust = parseTrustProxy('2')
    expect([0, 1, 2].map((hop) => trust.trusts('203.0.113.1', hop))).toEqual([true, true, false])
  })

  it('refuses what it cannot read', () => {
    for (const value of ['example.com', '10.0.0.0/33', '::/129', '10.0.0.1/8/1', 'yes', '1.2.3']) {
      expect(() => parseTrustProxy(value), value).toThrow(/TRUST_PROXY/)
    }
  })
})

describe('forwardedClientAddress', () => {
  const xff = (value: string) => headers({ 'x-forwarded-for': value })

  it('answers the peer when no proxy is trusted, whatever the headers say', () => {
    expect(forwardedClientAddress('192.0.2.1', xff('1.1.1.1'), TRUST_NO_PROXY)).toBe('192.0.2.1')
    expect(forwardedClientAddress('::ffff:192.0.2.1', xff('1.1.1.1'), TRUST_NO_PROXY)).toBe(
      '192.0.2.1',
    )
  })

  it('walks X-Forwarded-For from the right, skipping trusted hops (as proxy-addr)', () => {
    const trust = parseTrustProxy('loopback, 10.0.0.0/8')
    // The client forged the leftmost entry; the first untrusted hop from the right is the client.
    const chain = xff('6.6.6.6, 203.0.113.9, 10.0.0.2')
    expect(forwardedClientAddress('127.0.0.1', chain, trust)).toBe('203.0.113.9')
    expect(forwardedClientAddress('203.0.113.50', chain, trust)).toBe('203.0.113.50')
    // Every hop trusted: the farthest one is the client.
    expect(forwardedClientAddress('127.0.0.1', xff('10.0.0.3'), trust)).toBe('10.0.0.3')
    expect(forwardedClientAddress('127.0.0.1', headers({}), trust)).toBe('127.0.0.1')
  })

  it('counts hops', () => {
    const chain = xff('6.6.6.6, 203.0.113.9, 10.0.0.2')
    expect(forwardedClientAddress('10.0.0.1', chain, parseTrustProxy('1'))).toBe('10.0.0.2')
    expect(forwardedClientAddress('10.0.0.1', chain, parseTrustProxy('2'))).toBe('203.0.113.9')
  })

  it('reads Forwarded when there is no X-Forwarded-For', () => {
    const trust = parseTrustProxy('loopback')
    const forwarded = headers({
      forwarded: 'for="[2001:db8:cafe::17]:4711";proto=https, for=127.0.0.1',
    })
    expect(forwardedClientAddress('::1', forwarded, trust)).toBe('2001:db8:cafe::17')
    expect(
      forwardedClientAddress('::1', headers({ forwarded: 'for="192.0.2.60:8080"' }), trust),
    ).toBe('192.0.2.60')
  })
})

describe('forwarded headers', () => {
  it('parses Forwarded elements with quoted values', () => {
    expect(parseForwarded('for=192.0.2.43;Proto=https;host="a,b.example", for="[::1]"')).toEqual([
      { for: '192.0.2.43', proto: 'https', host: 'a,b.example' },
      { for: '[::1]' },
    ])
  })

  it('takes the first proto and host, and only plausible ones', () => {
    expect(
      forwardedOrigin(
        headers({ 'x-forwarded-proto': 'https, http', 'x-forwarded-host': 'Shop.Example, x' }),
      ),
    ).toEqual({ proto: 'https', host: 'shop.example' })
    expect(forwardedOrigin(headers({ forwarded: 'proto=https;host=shop.example:8443' }))).toEqual({
      proto: 'https',
      host: 'shop.example:8443',
    })
    expect(
      forwardedOrigin(headers({ 'x-forwarded-proto': 'javascript', 'x-forwarded-host': 'a/b@c' })),
    ).toEqual({})
  })

  it('reads IPv4-mapped IPv6 addresses as IPv4', () => {
    expect(normalizeAddress('::ffff:203.0.113.4')).toBe('203.0.113.4')
    expect(normalizeAddress('::FFFF:cb00:7104')).toBe('203.0.113.4')
    expect(normalizeAddress('2001:db8::1')).toBe('2001:db8::1')
  })
})
