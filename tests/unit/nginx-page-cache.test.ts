// Decision 037: what nginx keeps of the store's pages is decided by deploy/nginx.conf and
// deploy/nginx-page-cache.conf, which the cluster test runs as they are. They name things the
// app defines elsewhere (the session cookie, the search engines of the campaign cookie, what a
// page varies by): these tests fail when one side changes without the other.
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ORGANIC_SEARCH_ENGINES, campaignCookie } from '#catalogue/campaign'
import { TOKEN_COOKIE } from '#catalogue/cookie-names'
import { LAYOUT_GUESS_VARY } from '#catalogue/layout-guess'
import { nginxConfig } from '#scripts/nginx-config'

const deployed = fs.readFileSync('deploy/nginx.conf', 'utf8')
const pageCache = fs.readFileSync('deploy/nginx-page-cache.conf', 'utf8')
const directive = (text: string, name: string) =>
  new RegExp(`^\\s*${name}\\s+([^;]+);`, 'm').exec(text)?.[1] ?? ''

describe('the nginx page cache', () => {
  it('passes and never keeps requests with the session cookie', () => {
    for (const name of ['proxy_cache_bypass', 'proxy_no_cache']) {
      expect(directive(pageCache, name).split(/\s+/)).toContain(`$cookie_${TOKEN_COOKIE}`)
    }
  })

  it('passes every landing from a search engine, whose answer writes the campaign cookie', () => {
    expect(directive(pageCache, 'proxy_cache_bypass').split(/\s+/)).toContain(
      '$store_search_landing',
    )
    const pattern = /"~\*([^"]+)"\s+1;/.exec(deployed)?.[1] ?? ''
    const landing = new RegExp(pattern, 'i')
    const referrers = [
      ...ORGANIC_SEARCH_ENGINES.map((engine) => `https://www.${engine}.com/search?q=x`),
      'https://search.yahoo.co.jp/search?p=x',
      'http://www.google.co.jp/',
    ]
    for (const referrer of referrers) {
      // Whatever the app writes a cookie for, nginx passes.
      expect(campaignCookie('https://store.example/store', referrer)).not.toBeNull()
      expect(landing.test(referrer), referrer).toBe(true)
    }
    expect(landing.test('https://store.example/store/all')).toBe(false)
  })

  it('keys a page by what it varies by, but for the cookie it passes on', () => {
    const key = directive(pageCache, 'proxy_cache_key')
    const varies = ['Accept-Encoding', ...LAYOUT_GUESS_VARY.split(', ')]
    for (const header of varies) {
      expect(key).toContain(`$http_${header.toLowerCase().replaceAll('-', '_')}`)
    }
    expect(key).toContain('$request_uri')
    expect(directive(pageCache, 'proxy_ignore_headers')).toBe('Vary')
    expect(directive(pageCache, 'proxy_cache_use_stale')).toContain('updating')
    expect(directive(pageCache, 'proxy_cache_lock')).toBe('on')
  })

  it('is what the cluster test runs: the deployed file with local addresses and folders', () => {
    const local = nginxConfig({ folder: '/tmp/x', port: 4000, instancePorts: [4001, 4002] })
    expect(local).toContain(`include ${process.cwd()}/deploy/nginx-page-cache.conf;`)
    expect(local).toContain('proxy_cache_path /tmp/x/cache ')
    expect(local.match(/server 127\.0\.0\.1:4001 /g)).toHaveLength(2)
    expect(local.match(/server 127\.0\.0\.1:4002 /g)).toHaveLength(2)
    expect(local).not.toContain('store:3000')
    // Every directive of the deployed file but the machine's own is there unchanged.
    const machineOwn = /server store:3000|listen 80|include \/etc\/nginx|proxy_cache_path|_log /
    for (const line of deployed.split('\n')) {
      if (line.trim() && !line.trim().startsWith('#') && !machineOwn.test(line)) {
        expect(local).toContain(line)
      }
    }
  })
})
