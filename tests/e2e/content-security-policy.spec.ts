// Decision 014: kept pages are sent byte for byte, so their inline scripts are admitted by hash
// instead of a per-answer nonce. That must stay as strict as a nonce: a script injected into the
// page (here added to the HTML on its way to the browser, the server's headers kept) does not
// run, while the page's own scripts still do (the page hydrates).
import { createHash } from 'node:crypto'
import { expect, test, waitForHydration } from './fixtures'

const INJECTED = 'window.__injected = true'
const INJECTED_HASH = `sha256-${createHash('sha256').update(INJECTED).digest('base64')}`

for (const path of ['/store', '/ja/store']) {
  test(`an inline script the server did not send is blocked on ${path}, the page still hydrates`, async ({
    page,
  }) => {
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
    })
    await page.route(path, async (route) => {
      const response = await route.fetch()
      const html = (await response.text()).replace('</body>', `<script>${INJECTED}</script></body>`)
      const headers = { ...response.headers() }
      delete headers['content-encoding']
      delete headers['content-length']
      await route.fulfill({ status: response.status(), headers, body: html })
    })
    const answer = await page.goto(path)
    expect(answer?.headers()['content-security-policy']).toMatch(/script-src 'sha256-/)
    await waitForHydration(page)
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBe(
      undefined,
    )
    // One refusal, of the injected script (named by its hash); the page's own scripts all ran.
    expect(violations).toHaveLength(1)
    expect(violations[0]).toContain(INJECTED_HASH)
  })
}
