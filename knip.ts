// `npm run lint:unused` (knip): code nothing uses. An export that no file imports and its own file
// does not use is dead and fails the check, as does a file nothing reaches.
//
// Tests are entries, so an export a test imports counts as used: a pure helper whose test is the
// point may be exported for that test. The API calls only the client-contract test makes are not
// kept in the app for it; they live in tests/api/contract-client.ts. `npx knip --production` leaves
// tests (and scripts) out and lists what only they use.
//
// An export its own file uses but no other file imports is not reported (ignoreExportsUsedInFile):
// the code is alive, only its `export` is needless. `npx knip --include exports,types
// --no-config-hints` with that option off lists those.
import type { KnipConfig } from 'knip'

const config: KnipConfig = {
  entry: [
    // The server render bundle (scripts/build.mjs: `vite build --ssr`); knip finds the browser
    // entry in vite.config.ts and server/main.ts in package.json. `!` marks what --production keeps.
    'src/entry-server.tsx!',
    // Kysely's migrator calls each migration's up/down by name (server/db/migrate.ts).
    'server/db/migrations/*.ts!',
    'scripts/*.{ts,mjs}',
    'tests/**/*.{ts,tsx,mjs}',
  ],
  project: [
    'src/**/*.{ts,tsx,scss,sass}!',
    'machines/**/*.ts!',
    'catalogue/**/*.ts!',
    'i18n/**/*.{ts,tsx}!',
    'server/**/*.ts!',
    'tests/**/*.{ts,tsx,mjs}',
    'scripts/**/*.{ts,mjs}',
  ],
  // typesafe-i18n writes these (npm run i18n:generate), exports and all.
  ignore: ['i18n/i18n-*.{ts,tsx}'],
  ignoreIssues: {
    // Written by scripts/picture-icons.ts; the source line records where the icons came from.
    'server/template-sites/picture-icons.ts': ['exports'],
  },
  ignoreExportsUsedInFile: true,
  // Dependencies are package.json's business (npm, the build); this check is about the code.
  include: ['files', 'exports', 'types', 'nsExports', 'nsTypes', 'enumMembers', 'duplicates'],
}

export default config
