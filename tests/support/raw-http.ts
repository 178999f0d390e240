// One HTTP/1.1 request written byte for byte on a fresh connection, for what fetch cannot send:
// a body shorter than its Content-Length, a connection half-closed mid-body, any Content-Type.
// It resolves with the answer as soon as the answer is complete, or with `undefined` when none
// has come within the deadline: that is the "request never answered" these tests look for.
import net from 'node:net'

export type RawRequest = {
  method: string
  /** Path and query exactly as sent (already percent-encoded, or deliberately not). */
  target: string
  headers?: Record<string, string>
  body?: string
  /** Content-Length to declare; more than the body's length leaves the body unfinished. */
  declaredLength?: number
  /** After writing, end our side of the connection (a client that stops mid-body and leaves). */
  halfClose?: boolean
}

export type RawAnswer = {
  status: number
  headers: Record<string, string>
  body: string
  ms: number
}

function dechunk(raw: Buffer): Buffer | undefined {
  const parts: Buffer[] = []
  let at = 0
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', at)
    if (lineEnd < 0) return undefined
    const size = parseInt(raw.subarray(at, lineEnd).toString('latin1'), 16)
    if (Number.isNaN(size)) return undefined
    if (size === 0) return Buffer.concat(parts)
    const start = lineEnd + 2
    if (raw.length < start + size + 2) return undefined
    parts.push(raw.subarray(start, start + size))
    at = start + size + 2
  }
}

/** The answer in `raw` once it is complete, else undefined. */
function parseAnswer(raw: Buffer, method: string, ended: boolean) {
  const headEnd = raw.indexOf('\r\n\r\n')
  if (headEnd < 0) return undefined
  const [statusLine = '', ...lines] = raw.subarray(0, headEnd).toString('latin1').split('\r\n')
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1])
  const headers: Record<string, string> = {}
  for (const line of lines) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  const rest = raw.subarray(headEnd + 4)
  let body: Buffer | undefined
  if (method === 'HEAD' || status === 204 || status === 304) body = Buffer.alloc(0)
  else if (/chunked/i.test(headers['transfer-encoding'] ?? '')) body = dechunk(rest)
  else if (headers['content-length'] !== undefined) {
    const length = Number(headers['content-length'])
    body = rest.length >= length ? rest.subarray(0, length) : undefined
  } else if (ended) body = rest
  return body === undefined ? undefined : { status, headers, body: body.toString('utf8') }
}

export function rawRequest(
  port: number,
  request: RawRequest,
  deadlineMs: number,
): Promise<RawAnswer | undefined> {
  const body = Buffer.from(request.body ?? '', 'utf8')
  const headers: Record<string, string> = {
    host: `127.0.0.1:${port}`,
    connection: 'close',
    ...request.headers,
  }
  if (request.body !== undefined || request.declaredLength !== undefined) {
    headers['content-length'] = String(request.declaredLength ?? body.length)
  }
  const head =
    `${request.method} ${request.target} HTTP/1.1\r\n` +
    Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('') +
    '\r\n'
  return new Promise((resolve) => {
    const started = Date.now()
    let received = Buffer.alloc(0)
    let settled = false
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(Buffer.concat([Buffer.from(head, 'latin1'), body]))
      if (request.halfClose) socket.end()
    })
    const settle = (answer: RawAnswer | undefined) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      socket.destroy()
      resolve(answer)
    }
    const timer = setTimeout(() => settle(undefined), deadlineMs)
    const check = (ended: boolean) => {
      const answer = parseAnswer(received, request.method, ended)
      if (answer) settle({ ...answer, ms: Date.now() - started })
      else if (ended) settle(undefined)
    }
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk])
      check(false)
    })
    socket.on('end', () => check(true))
    socket.on('close', () => check(true))
    // A reset after the answer arrived changes nothing; before it, there is no answer.
    socket.on('error', () => check(true))
  })
}
