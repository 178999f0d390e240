// Issue 26: HOST is the address the server listens on; unset, every interface, as before. An
// instance behind a proxy on the same machine can listen on loopback only.
import type { AddressInfo } from 'node:net'
import type { ServerType } from '@hono/node-server'
import { Hono } from 'hono'
import { afterEach, describe, expect, it } from 'vitest'
import type { AppEnv } from '#server/app-env'
import { readConfig } from '#server/config'
import { startServer } from '#server/node-server'

const TIMEOUTS = { headersTimeoutMs: 1_000, bodyTimeoutMs: 1_000 }

describe('HOST', () => {
  let server: ServerType | undefined
  afterEach(async () => {
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)))
    server = undefined
  })

  const listen = (host: string | undefined) =>
    new Promise<AddressInfo>((resolve) => {
      const app = new Hono<AppEnv>().get('/', (c) => c.text('ok'))
      server = startServer(app, { ...TIMEOUTS, port: 0, host }, resolve)
    })

  it('is read from the environment; unset or blank means every interface', () => {
    expect(readConfig({}).host).toBeUndefined()
    expect(readConfig({ HOST: '  ' }).host).toBeUndefined()
    expect(readConfig({ HOST: '127.0.0.1' }).host).toBe('127.0.0.1')
    expect(readConfig({ HOST: '::1' }).host).toBe('::1')
    expect(readConfig({ HOST: 'localhost' }).host).toBe('localhost')
    expect(() => readConfig({ HOST: 'http://0.0.0.0' })).toThrow(/HOST must be/)
    expect(() => readConfig({ HOST: '127.0.0.1:3000' })).toThrow(/HOST must be/)
  })

  it('binds the listener to that address', async () => {
    expect((await listen('127.0.0.1')).address).toBe('127.0.0.1')
  })

  it('listens on every interface without it', async () => {
    expect(['::', '0.0.0.0']).toContain((await listen(undefined)).address)
  })
})
