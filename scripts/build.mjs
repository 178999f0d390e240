// `npm run build`: the browser bundle (dist/client, with its manifest) and the server render
// bundle (dist/server) of one build. Both carry the same build id and timestamp, which is how
// a rendered page and the scripts it loads agree on the build they belong to.
import { execFileSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'

const env = {
  ...process.env,
  BUILD_ID: process.env.BUILD_ID ?? randomUUID(),
  BUILD_TIMESTAMP: process.env.BUILD_TIMESTAMP ?? String(Date.now()),
}
const vite = (args) => execFileSync('npx', ['vite', 'build', ...args], { stdio: 'inherit', env })
vite([])
vite(['--ssr', 'src/entry-server.tsx'])
