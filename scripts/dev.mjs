// Development: the API server (restarted on change) and Vite's dev server, which proxies the
// server's paths so the app keeps one origin.
import { spawn } from 'node:child_process'

const apiPort = process.env.API_PORT ?? '3000'
const children = [
  spawn('npx', ['tsx', 'watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: { NODE_ENV: 'development', ...process.env, PORT: apiPort },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
]
const stopAll = () => children.forEach((child) => child.kill('SIGTERM'))
process.on('SIGINT', stopAll)
process.on('SIGTERM', stopAll)
for (const child of children) child.on('exit', stopAll)
