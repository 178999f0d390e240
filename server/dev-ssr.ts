// `npm run dev`: one server on PORT. Vite (middleware mode) serves the sources with hot reload
// and loads the render entry through its module graph, so every page is rendered on the server
// from the current sources, as in production; the API and everything else is the Hono app.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import type { ServerManifest } from '@tanstack/router-core'
import type { Hono } from 'hono'
import type { AppEnv } from './app-env'
import type { LoadedBuild, RenderSource } from './render/store-pages'

/** What the page needs in development: Vite's client, React Refresh and the source entry. */
const DEV_MANIFEST: ServerManifest = {
  routes: {
    __root__: {
      scripts: [
        {
          attrs: { type: 'module' },
          children: [
            'import RefreshRuntime from "/@react-refresh"',
            'RefreshRuntime.injectIntoGlobalHook(window)',
            'window.$RefreshReg$ = () => {}',
            'window.$RefreshSig$ = () => (type) => type',
            'window.__vite_plugin_react_preamble_installed__ = true',
          ].join('\n'),
        },
        { attrs: { type: 'module', src: '/@vite/client' } },
        { attrs: { type: 'module', src: '/src/entry-client.tsx' } },
      ],
    },
  },
}

export async function createDevSsr() {
  const { createServer } = await import('vite')
  // Hot reload rides on the store's own server: the CSP allows connections to it alone.
  const httpServer = http.createServer()
  const vite = await createServer({
    server: { middlewareMode: true, hmr: { server: httpServer } },
    appType: 'custom',
  })
  const renderSource: RenderSource = async () => ({
    stamp: 'dev',
    buildId: 'dev',
    bundle: (await vite.ssrLoadModule('/src/entry-server.tsx')) as LoadedBuild['bundle'],
    manifest: DEV_MANIFEST,
  })
  function listen(
    app: Hono<AppEnv>,
    { port, host }: { port: number; host: string | undefined },
    onListen: (info: AddressInfo) => void,
  ) {
    const honoListener = getRequestListener(app.fetch)
    httpServer.on('request', (req, res) => {
      vite.middlewares(req, res, () => void honoListener(req, res))
    })
    httpServer.listen(port, host, () => onListen(httpServer.address() as AddressInfo))
    return httpServer
  }
  return { renderSource, listen, close: () => vite.close() }
}
