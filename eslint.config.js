import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import { importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// Every folder under src/features, read from disk so a new feature is fenced in without editing
// this file. `shared` is the one every feature may import: what two or more features show or
// fetch lives there, and it imports no other feature.
const SHARED_FEATURE = 'shared'
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'coverage/**',
      // A mutation run's sandbox copies of the project (left behind when a run is stopped).
      '.stryker-tmp/**',
      'reports/**',
      'node_modules/**',
      'src/routeTree.gen.ts',
      'i18n/i18n-*.ts',
      'i18n/i18n-*.tsx',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.tsx', 'src/**/*.ts', 'tests/component/**', 'tests/model/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Pure modules: browser I/O reaches machines through provide(), never directly, so these
    // stay importable in Node (server rendering, tests).
    files: ['catalogue/**', 'machines/**', 'i18n/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'location'].map(
          (name) => ({ name, message: `${name} is browser I/O: inject it with provide()` }),
        ),
      ],
    },
  },
  {
    // The direction of dependencies (STYLE.md, practice 15): routes → features →
    // components/hooks/lib → machines, catalogue, i18n. src/app composes and only the entries
    // import it; the pure folders and the server never reach into the React app, nor it into them.
    files: ['src/**', 'machines/**', 'catalogue/**', 'i18n/**', 'server/**'],
    plugins: { 'import-x': importX },
    settings: {
      // import-x follows a dependency's own imports only when its extension is listed here or a
      // parser is named for it; the defaults know .js alone, so without these a TypeScript file is
      // opaque and import-x/no-cycle finds nothing (import-boundaries.test.ts has the cycle cases).
      // Both are set, as import-x's own TypeScript preset does.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...['./src/features', './src/components', './src/hooks', './src/lib'].map((target) => ({
              target,
              from: ['./src/routes', './src/app'],
              message: 'routes and app sit above this folder',
            })),
            ...['./src/components', './src/hooks', './src/lib'].map((target) => ({
              target,
              from: './src/features',
              message: 'features sit above shared components, hooks and lib',
            })),
            {
              target: './src/routes',
              from: './src/app',
              message: 'src/app composes; only the entries import it',
            },
            {
              target: ['./machines', './catalogue', './i18n'],
              from: ['./src', './server'],
              message: 'machines, catalogue and i18n are pure: they import no app or server code',
            },
            ...FEATURES.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [...new Set([`./${feature}`, `./${SHARED_FEATURE}`])],
              message: `a feature imports no other feature; move what two features use to src/features/${SHARED_FEATURE} (or down to components, hooks, lib)`,
            })),
            { target: './server', from: './src', message: 'the server never imports the app' },
            { target: './src', from: './server', message: 'the app never imports the server' },
          ],
        },
      ],
    },
  },
)
