// Shared by the cluster test (tests/cluster/cluster.ts) and bench:cluster: nginx run from the
// deployed configuration (deploy/nginx.conf and the files it includes: routing, proxy settings,
// the page cache) with loopback addresses and a temporary folder put in, a throw-away PostgreSQL
// database, ports, and plain HTTP requests that can choose their loopback source address.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { sleep } from './bench-support'
import { nginxConfig } from './nginx-config'

export function nginxPath(): string | undefined {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']) {
    if (fs.existsSync(candidate)) return candidate
  }
  const found = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' })
  return found.status === 0 && found.stdout.trim() ? found.stdout.trim() : undefined
}

export type RunningNginx = {
  url: string
  port: number
  folder: string
  /**
   * Access-log lines: `$remote_addr $status $upstream_addr "$request" $upstream_cache_status
   * $upstream_http_x_page_cache` (`-` for what nginx answered itself, or did not cache).
   */
  accessLog: () => string[]
  errorLog: () => string
  stop: () => Promise<void>
}

/** Starts nginx in the foreground (our child) and waits until it answers on `port`. */
export async function startNginx(options: {
  port: number
  instancePorts: number[]
  pageCache?: boolean
}): Promise<RunningNginx> {
  const binary = nginxPath()
  if (!binary) throw new Error('nginx is not installed (apt-get install nginx)')
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'store-cluster-nginx-'))
  // Workers run as `nobody` when nginx starts as root: they must reach the temp folders.
  fs.chmodSync(folder, 0o755)
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    fs.mkdirSync(path.join(folder, 'tmp', sub), { recursive: true, mode: 0o777 })
    fs.chmodSync(path.join(folder, 'tmp', sub), 0o777)
  }
  const conf = path.join(folder, 'nginx.conf')
  fs.writeFileSync(conf, nginxConfig({ folder, ...options }))
  const child: ChildProcess = spawn(
    binary,
    ['-p', folder, '-c', conf, '-e', path.join(folder, 'error.log')],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let stderr = ''
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  const read = (file: string) => {
    try {
      return fs.readFileSync(path.join(folder, file), 'utf8')
    } catch {
      return ''
    }
  }
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
      child.kill('SIGQUIT')
      await Promise.race([exited, sleep(5_000)])
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    }
    fs.rmSync(folder, { recursive: true, force: true })
  }
  const deadline = Date.now() + 10_000
  while (!(await portOpen(options.port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const why = `${stderr}${read('error.log')}`
      await stop()
      throw new Error(`nginx did not start: ${why}`)
    }
    await sleep(50)
  }
  return {
    url: `http://127.0.0.1:${options.port}`,
    port: options.port,
    folder,
    accessLog: () => read('access.log').split('\n').filter(Boolean),
    errorLog: () => read('error.log'),
    stop,
  }
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/** Free loopback ports: from CLUSTER_BASE_PORT upwards when set, else chosen by the system. */
export async function clusterPorts(count: number): Promise<number[]> {
  const base = Number(process.env.CLUSTER_BASE_PORT)
  if (Number.isInteger(base) && base > 0) return Array.from({ length: count }, (_, i) => base + i)
  const ports: number[] = []
  while (ports.length < count) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = net.createServer()
      server.once('error', reject)
      server.listen(0, '127.0.0.1', () => {
        const address = server.address()
        server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
      })
    })
    if (!ports.includes(port)) ports.push(port)
  }
  return ports
}

export async function adminQuery<Row extends pg.QueryResultRow = pg.QueryResultRow>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<Row>(text, values)).rows
  } finally {
    await client.end()
  }
}

export type ClusterDatabase = { url: string; name: string; drop: () => Promise<void> }

/** A new, empty database next to the one `baseUrl` names (its name contains `cluster`). */
export async function createClusterDatabase(baseUrl: string): Promise<ClusterDatabase> {
  const name = `cluster_${process.pid}_${Date.now().toString(36)}`
  await adminQuery(baseUrl, `CREATE DATABASE ${name}`)
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    name,
    drop: async () => {
      await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    },
  }
}

export type PlainResponse = { status: number; headers: http.IncomingHttpHeaders; body: string }

/**
 * One request on a new connection, optionally from a chosen loopback source address (127.0.0.2,
 * 127.0.0.3…: all of 127/8 is the loopback interface on Linux), which fetch cannot choose.
 */
export function plainRequest(
  url: string,
  options: {
    method?: string
    headers?: Record<string, string>
    body?: string
    localAddress?: string
    timeoutMs?: number
  } = {},
): Promise<PlainResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: options.method ?? 'GET',
        headers: options.headers,
        localAddress: options.localAddress,
        agent: false,
        timeout: options.timeoutMs ?? 15_000,
      },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        )
        response.on('error', reject)
      },
    )
    request.on('timeout', () => request.destroy(new Error(`timed out: ${url}`)))
    request.on('error', reject)
    request.end(options.body)
  })
}
