// Starts the real server on a throw-away SQLite database for the browser tests.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'template-store-e2e-'))
const child = spawn('npx', ['tsx', 'server/main.ts'], {
  stdio: 'inherit',
  // The browser tests sign in with the demo accounts, which production never seeds.
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    // Pages are rendered as `npm start` renders them: React's production build, which is also
    // several times faster per render than its development build.
    NODE_ENV: 'production',
    // Nothing is rendered ahead (decision 041): on the 2-core CI machine the walk would compete
    // with the browsers; those pages are the same bytes as a render on request (API tests).
    PAGES_AHEAD: '0',
    SEED_DEMO_ACCOUNTS: '1',
    // Every browser test signs up from 127.0.0.1; the per-address limit has its API tests.
    AUTH_ATTEMPTS_PER_ADDRESS: '100000',
  },
})
const cleanUp = () => fs.rmSync(dataDir, { recursive: true, force: true })
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal))
}
child.on('exit', (code) => {
  cleanUp()
  process.exit(code ?? 0)
})
