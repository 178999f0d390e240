// Development: one server (restarted when server code changes) that renders every page from the
// sources through Vite in middleware mode, with hot reload in the browser (server/dev-ssr.ts).
import { spawn } from 'node:child_process'

const child = spawn('npx', ['tsx', 'watch', '--exclude', 'src/**', 'server/main.ts'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'development', ...process.env, STORE_DEV_SSR: '1' },
})
const stop = () => child.kill('SIGTERM')
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
child.on('exit', (code) => process.exit(code ?? 0))
