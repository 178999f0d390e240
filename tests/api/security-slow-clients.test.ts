// Issue 9, security: slow and vanished clients, against a real listening server. A stalled
// body or stalled headers are answered 408 in seconds (not held for minutes); a client that
// disconnects mid-body is one log line, not a logged 500 with a stack trace.
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import type { ServerType } from '@hono/node-server'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { startServer } from '#server/node-server'
import { ENGINES, createTestApp, type TestApp } from './test-app'

/** Writes `request` on a fresh connection and answers everything the server sends back. */
function exchange(
  port: number,
  request: string,
  options: { closeAfterMs?: number } = {},
): Promise<{ text: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now()
    let text = ''
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(request)
      if (options.closeAfterMs !== undefined) {
        setTimeout(() => socket.destroy(), options.closeAfterMs)
      }
    })
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (text += chunk))
    socket.on('close', () => resolve({ text, ms: Date.now() - started }))
    socket.on('error', reject)
  })
}

async function until(check: () => boolean, ms = 3000) {
  const end = Date.now() + ms
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 25))
}

describe.each(ENGINES)('slow and dropped clients (%s)', (engine) => {
  let t: TestApp
  let server: ServerType
  let port: number
  beforeAll(async () => {
    t = await createTestApp({
      engine,
      config: { bodyTimeoutMs: 400, headersTimeoutMs: 800 },
    })
    await new Promise<void>((resolve) => {
      server = startServer(t.app, { ...t.deps.config, port: 0 }, () => resolve())
    })
    port = (server.address() as AddressInfo).port
  })
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve))
    await t?.close()
  })
  afterEach(() => {
    vi.restoreAllMocks()
  })

  const partialPost = (path: string) =>
    `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
    `Content-Length: 200\r\n\r\n{"query":`

  it('answers a stalled body 408 with a JSON error after the body timeout', async () => {
    const { text, ms } = await exchange(port, partialPost('/v2/store/templates/search'))
    expect(text).toMatch(/^HTTP\/1\.1 408 /)
    expect(text).toMatch(/content-type: application\/json/i)
    const body = JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) as unknown
    expect(body).toEqual({
      error: { code: 'request_timeout', message: expect.stringMatching(/did not arrive/) },
    })
    expect(ms).toBeLessThan(3000)
  })

  it('answers stalled headers 408 after the headers timeout', async () => {
    const { text, ms } = await exchange(port, 'GET /v2/health HTTP/1.1\r\nHost: localhost\r\n')
    expect(text).toMatch(/^HTTP\/1\.1 408 /)
    expect(ms).toBeLessThan(4000)
  })

  it('still serves a body that arrives in time', async () => {
    const json = '{"query":"cafe","limit":1}'
    const { text } = await exchange(
      port,
      `POST /v2/store/templates/search HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${json.length}\r\n\r\n${json}`,
    )
    expect(text).toMatch(/^HTTP\/1\.1 200 /)
  })

  it('logs a client that disconnects mid-body as one line, not an error', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const infos = vi.spyOn(console, 'info').mockImplementation(() => undefined)
    const chunked = (path: string) =>
      `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
      `Transfer-Encoding: chunked\r\n\r\n9\r\n{"query":\r\n`
    // Routes that read the body themselves (search) or through the streamed body limit.
    const requests = [
      partialPost('/v2/store/templates/search'),
      chunked('/v2/store/templates/search'),
      chunked('/auth/sign-in'),
    ]
    await Promise.all(requests.map((r) => exchange(port, r, { closeAfterMs: 50 })))
    await until(() => infos.mock.calls.length >= 2)
    await new Promise((r) => setTimeout(r, 200))
    expect(errors).not.toHaveBeenCalled()
    const lines = infos.mock.calls.map((call) => call.map(String).join(' '))
    expect(lines.length).toBeGreaterThanOrEqual(2)
    for (const line of lines) {
      expect(line).toMatch(/client closed the connection mid-request/)
      expect(line).not.toContain('\n')
    }
  })
})
