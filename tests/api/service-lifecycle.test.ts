// Issue 15, start and stop like a service: liveness and readiness, a drain on SIGTERM that
// answers every request in flight and exits 0 within 10 s, and keep-alive connections that
// outlast a balancer's idle timeout.
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import type { ServerType } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLifecycle } from '#server/lifecycle'
import { startServer } from '#server/node-server'
import { spawnServer } from '../support/spawn-server'
import { ENGINES, createTestApp, readJson, type TestApp } from './test-app'

/** Resolves with everything the server sent once it closes the connection (or after `ms`). */
function collect(socket: net.Socket, ms: number): Promise<{ text: string; closed: boolean }> {
  return new Promise((resolve) => {
    let text = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (text += chunk))
    const timer = setTimeout(() => resolve({ text, closed: false }), ms)
    socket.on('close', () => {
      clearTimeout(timer)
      resolve({ text, closed: true })
    })
    socket.on('error', () => {})
  })
}

const connect = (port: number) =>
  new Promise<net.Socket>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket))
    socket.once('error', reject)
  })

describe.each(ENGINES)('health and draining in-process (%s)', (engine) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ engine, templates: 12 })
    t.deps.lifecycle = createLifecycle()
  })
  afterAll(async () => {
    await t?.close()
  })

  it('is live and ready, then not ready while draining, closing each connection it answers', async () => {
    expect(await readJson(await t.request('/v2/health/live'))).toEqual({
      status: 200,
      body: { data: { status: 'live' } },
    })
    const ready = await t.request('/v2/health/ready')
    expect(await readJson(ready)).toEqual({
      status: 200,
      body: { data: { status: 'ready', engine } },
    })
    expect(ready.headers.get('connection')).toBeNull()

    t.deps.lifecycle!.draining = true
    try {
      const draining = await t.request('/v2/health/ready')
      expect(draining.status).toBe(503)
      expect(draining.headers.get('retry-after')).toBe('5')
      expect((await draining.json()).error.code).toBe('shutting_down')
      const live = await t.request('/v2/health/live')
      expect(live.status).toBe(200)
      expect(live.headers.get('connection')).toBe('close')
      expect((await t.request('/v2/store/prices')).headers.get('connection')).toBe('close')
      // The older check keeps answering (Playwright's webServer waits on it).
      expect((await t.request('/v2/health')).status).toBe(200)
    } finally {
      t.deps.lifecycle!.draining = false
    }
  })

  it('is not ready when the database does not answer', async () => {
    const broken = await createTestApp({ engine, templates: 12 })
    await broken.db.destroy()
    const response = await broken.request('/v2/health/ready')
    expect(response.status).toBe(503)
    expect((await response.json()).error.code).toBe('database_unavailable')
    expect((await broken.request('/v2/health/live')).status).toBe(200)
    await broken.close().catch(() => {})
  })
})

describe('keep-alive (a real listener)', () => {
  let t: TestApp
  let server: ServerType
  let port: number
  beforeAll(async () => {
    t = await createTestApp({ templates: 12 })
    await new Promise<void>((resolve) => {
      server = startServer(
        t.app,
        { ...t.deps.config, port: 0, headersTimeoutMs: 400, keepAliveTimeoutMs: 1_500 },
        () => resolve(),
      )
    })
    port = (server.address() as AddressInfo).port
  })
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve))
    await t?.close()
  })

  it('keeps an idle connection for KEEP_ALIVE_TIMEOUT, longer than the headers timeout', async () => {
    const socket = await connect(port)
    const received = collect(socket, 5_000)
    const ask = 'GET /v2/health/live HTTP/1.1\r\nHost: localhost\r\n\r\n'
    socket.write(ask)
    await new Promise((r) => setTimeout(r, 900))
    // Idle for twice the headers timeout: still open, and it still answers.
    expect(socket.destroyed).toBe(false)
    socket.write(ask)
    const started = Date.now()
    const { text, closed } = await received
    expect(text.match(/HTTP\/1\.1 200/g)).toHaveLength(2)
    expect(closed).toBe(true)
    // Closed by the server once idle for KEEP_ALIVE_TIMEOUT, not before.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_300)
  })
})

describe('SIGTERM on the real server', () => {
  let dataDir: string
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-lifecycle-'))
  })
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('turns not ready, answers all 20 requests in flight with Connection: close and exits 0 within 10 s', async () => {
    const server = await spawnServer({
      // SQLite in its own folder: CI's DATABASE_URL would put it on the shared public schema.
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      SEED_TEMPLATES: '24',
      SHUTDOWN_GRACE_MS: '600',
    })
    try {
      const body = JSON.stringify({ query: '', limit: 5, offset: 0 })
      const head =
        'POST /v2/store/templates/search HTTP/1.1\r\nHost: localhost\r\n' +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`
      // 20 requests in flight: headers and half a body sent, the rest after the signal.
      const sockets = await Promise.all(Array.from({ length: 20 }, () => connect(server.port)))
      const answers = sockets.map((socket) => collect(socket, 12_000))
      for (const socket of sockets) socket.write(head + body.slice(0, 10))
      await new Promise((r) => setTimeout(r, 200))

      const signalledAt = Date.now()
      server.child.kill('SIGTERM')
      await new Promise((r) => setTimeout(r, 100))
      // Within the grace window the listener still takes requests: not ready, but live.
      const ready = await fetch(server.url('/v2/health/ready'))
      expect(ready.status).toBe(503)
      expect(ready.headers.get('connection')).toBe('close')
      expect((await fetch(server.url('/v2/health/live'))).status).toBe(200)

      await new Promise((r) => setTimeout(r, 800))
      for (const socket of sockets) socket.write(body.slice(10))
      const results = await Promise.all(answers)
      for (const { text, closed } of results) {
        expect(text).toMatch(/^HTTP\/1\.1 200 /)
        expect(text.toLowerCase()).toContain('connection: close')
        expect(text).toContain('"templates"')
        expect(closed).toBe(true)
      }

      const exit = await server.exited
      expect(exit).toEqual({ code: 0, signal: null })
      expect(Date.now() - signalledAt).toBeLessThan(10_000)
      // After the grace window the listener is gone: a balancer's next try is refused at once.
      await expect(fetch(server.url('/v2/health/live'))).rejects.toThrow()
    } finally {
      server.child.kill('SIGKILL')
    }
  }, 40_000)
})
