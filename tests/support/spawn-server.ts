// The real server as a child process (`node --import tsx server/main.ts`) on a port the system
// picks, for tests of what only a process shows: signals, exit codes, two instances at once.
import { spawn, type ChildProcess } from 'node:child_process'

export type SpawnedServer = {
  child: ChildProcess
  port: number
  url: (path: string) => string
  /** Everything the process printed so far. */
  output: () => string
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

const LISTENING = /listening on http:\/\/localhost:(\d+)/

export function spawnServer(env: Record<string, string>, startMs = 60_000): Promise<SpawnedServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'test', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`the server did not start in ${startMs} ms:\n${output}`))
    }, startMs)
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8')
      const port = LISTENING.exec(output)?.[1]
      if (port) {
        clearTimeout(timer)
        resolve({
          child,
          port: Number(port),
          url: (path) => `http://127.0.0.1:${port}${path}`,
          output: () => output,
          exited,
        })
      }
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    void exited.then(({ code }) => {
      clearTimeout(timer)
      reject(new Error(`the server exited (${code}) before listening:\n${output}`))
    })
  })
}
