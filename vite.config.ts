import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { buildMetaPlugin } from './scripts/vite-plugin-build-meta.ts'
import { catalogueNamesPlugin } from './scripts/vite-plugin-catalogue-names.ts'
import { shortCssModuleNames } from './scripts/css-module-names.ts'
import { jaPhrasesPlugin } from './scripts/vite-plugin-ja-phrases.ts'
import { messageGroupsPlugin } from './scripts/vite-plugin-message-groups.ts'

/** The browser build loads each locale's messages as their own chunk (i18n/messages.ts). */
const browserLocaleLoader = {
  find: /^\.\/i18n-util\.sync$/,
  replacement: fileURLToPath(new URL('./i18n/browser-locale-loader.ts', import.meta.url)),
}

/** …and the sections only some pages show as chunks of their own (i18n/message-groups.ts). */
const browserMessageGroupLoader = {
  find: /^\.\/message-group-loader$/,
  replacement: fileURLToPath(new URL('./i18n/browser-message-group-loader.ts', import.meta.url)),
}

/**
 * React 19 has useSyncExternalStore: @xstate/react's imports of the pre-18 shims take the
 * package's plain entries instead, which use React's own (the shim's fallback is ~0.4 kB gzip).
 */
const noPreReact18Shims = [
  {
    find: /^use-sync-external-store\/shim\/with-selector$/,
    replacement: 'use-sync-external-store/with-selector',
  },
  { find: /^use-sync-external-store\/shim$/, replacement: 'use-sync-external-store' },
]

/**
 * ofetch stays the app's client; in the browser its two helpers, ufo's address functions and
 * destr's parser, are the few lines it uses (src/lib/ofetch-deps, decision 044): ~0.85 kB gzip of
 * every page's first load.
 */
const ofetchDependencies = [
  {
    find: /^ufo$/,
    replacement: fileURLToPath(new URL('./src/lib/ofetch-deps/ufo.ts', import.meta.url)),
  },
  {
    find: /^destr$/,
    replacement: fileURLToPath(new URL('./src/lib/ofetch-deps/destr.ts', import.meta.url)),
  },
]

export default defineConfig(({ command, isSsrBuild }) => ({
  // The router plugin must come before the React plugin so route files are split first.
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      quoteStyle: 'single',
      semicolons: false,
    }),
    react(),
    buildMetaPlugin(),
    // The Japanese dictionary's phrase boundaries, marked at build time (decision 034).
    jaPhrasesPlugin(),
    // The taxonomies' names of the page's language only, in its dictionary chunk (decision 036).
    catalogueNamesPlugin(),
    // The dictionary's sections only some pages show, as chunks of their own (decision 043).
    messageGroupsPlugin(),
  ],
  // The built store's CSS module names: the class and its stylesheet's hash, without Vite's line
  // number (scripts/css-module-names.ts); development keeps Vite's.
  ...(command === 'build'
    ? { css: { modules: { generateScopedName: shortCssModuleNames() } } }
    : {}),
  resolve: {
    alias: [
      ...(command === 'build' && !isSsrBuild
        ? [browserLocaleLoader, browserMessageGroupLoader, ...ofetchDependencies]
        : []),
      ...noPreReact18Shims,
    ],
  },
  // Two bundles of one app (scripts/build.mjs): the browser's, whose manifest tells the server
  // which files each route needs, and the server's render entry (`vite build --ssr`).
  // The render bundle carries the router and query libraries (and what they import that the
  // store does not name itself) with their `process.env.NODE_ENV` checks decided at build time:
  // read at run time, each check is a call into the environment (~1 µs), and a page's links,
  // matches and queries made thousands of them per render (issue 30).
  ...(isSsrBuild
    ? {
        ssr: {
          noExternal: [/^@tanstack\//, /^seroval/, 'cookie-es', /^use-sync-external-store/],
        },
        define: { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV || 'production') },
      }
    : {}),
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        sourcemap: false,
        // Bundled libraries' doc comments hold example imports of packages nobody installs.
        rollupOptions: { output: { comments: { legal: true, annotation: true, jsdoc: false } } },
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        sourcemap: false,
        manifest: true,
        // Every browser the store supports has <link rel="modulepreload">: no polyfill to ship.
        modulePreload: { polyfill: false },
        // One stylesheet for the whole store (~7.5 kB gzip): a first visit paints after one CSS
        // request instead of one per chunk (seven on /store, each a round trip on a slow phone
        // before anything shows), and every later page has it cached.
        cssCodeSplit: false,
        rollupOptions: {
          input: 'src/entry-client.tsx',
          output: {
            // Everything the entry needs at once in one chunk: the parts loaded later (routes,
            // dictionaries, the drawer, dialogs) would otherwise cut it into a dozen shared
            // pieces, each its own request and gzip stream.
            codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
          },
        },
      },
  test: {
    // Vitest's default is one worker fewer than the cores: one on CI's two. Most files wait on
    // a database, a child process or a socket as much as they compute, so two keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'model',
          include: ['tests/model/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/ensure-build.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
}))
