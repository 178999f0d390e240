// `npm run build`: the browser bundle (dist/client, with its manifest) and the server render
// bundle (dist/server) of one build. Both carry the same build id and timestamp, which is how
// a rendered page and the scripts it loads agree on the build they belong to. Id and timestamp
// come from the sources (scripts/build-id.mjs): the same source builds the same files anywhere.
import { execFileSync } from 'node:child_process'
import { sourceBuildId, sourceTimestamp } from './build-id.mjs'

const env = {
  ...process.env,
  // Always React's production build, even when called under NODE_ENV=test (the API tests' setup
  // rebuilds a stale build): the pages are rendered and the budgets measured as served.
  NODE_ENV: 'production',
  BUILD_ID: process.env.BUILD_ID ?? sourceBuildId(),
  BUILD_TIMESTAMP: process.env.BUILD_TIMESTAMP ?? String(sourceTimestamp()),
}
const vite = (args) => execFileSync('npx', ['vite', 'build', ...args], { stdio: 'inherit', env })
vite([])
vite(['--ssr', 'src/entry-server.tsx'])
