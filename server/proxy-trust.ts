// TRUST_PROXY: which connecting peers are proxies whose Forwarded / X-Forwarded-* headers are
// believed. Off by default: without a proxy in front, anyone can write those headers. The walk
// follows Express's proxy-addr: the socket's peer first, then X-Forwarded-For from the right,
// skipping trusted hops; the first untrusted address is the client.
import { BlockList, isIP } from 'node:net'

export type ProxyTrust = {
  /** How TRUST_PROXY was written, for messages. */
  readonly description: string
  /** Whether `address`, `hop` steps from this server (0: the socket's peer), is a trusted proxy. */
  trusts(address: string, hop: number): boolean
}

export const TRUST_NO_PROXY: ProxyTrust = { description: 'off', trusts: () => false }

/** Named ranges, as Express names them. */
const PRESETS: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
}

const MAPPED_DOTTED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i
const MAPPED_HEX = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i

/** An IPv4-mapped IPv6 address (`::ffff:127.0.0.1`) as the IPv4 address it carries. */
export function normalizeAddress(address: string): string {
  const trimmed = address.trim()
  const dotted = MAPPED_DOTTED.exec(trimmed)
  if (dotted && isIP(dotted[1]!) === 4) return dotted[1]!
  const hex = MAPPED_HEX.exec(trimmed)
  if (hex) {
    const high = parseInt(hex[1]!, 16)
    const low = parseInt(hex[2]!, 16)
    return [high >> 8, high & 255, low >> 8, low & 255].join('.')
  }
  return trimmed
}

function addRange(list: BlockList, entry: string): void {
  const [rawAddress = '', prefixText, ...extra] = entry.split('/')
  const family = isIP(rawAddress)
  if (extra.length > 0 || family === 0) {
    throw new Error(`TRUST_PROXY: "${entry}" is not an IP address, a CIDR range or a preset`)
  }
  let address = rawAddress
  let type: 'ipv4' | 'ipv6' = family === 4 ? 'ipv4' : 'ipv6'
  let prefix = prefixText === undefined ? (family === 4 ? 32 : 128) : Number(prefixText)
  const max = family === 4 ? 32 : 128
  if (!/^\d+$/.test(prefixText ?? '0') || !Number.isInteger(prefix) || prefix > max) {
    throw new Error(`TRUST_PROXY: "${entry}" has an invalid prefix length`)
  }
  // `::ffff:10.0.0.0/104` names IPv4 addresses; addresses are compared in their IPv4 form.
  const mapped = normalizeAddress(address)
  if (type === 'ipv6' && mapped !== address && prefix >= 96) {
    address = mapped
    type = 'ipv4'
    prefix -= 96
  }
  list.addSubnet(address, prefix, type)
}

/**
 * Parses TRUST_PROXY: unset, '', 'false' or '0' trust nobody; a positive integer trusts that
 * many hops nearest the server; otherwise a comma list of presets (loopback, linklocal,
 * uniquelocal), addresses and CIDR ranges, IPv4 or IPv6.
 */
export function parseTrustProxy(value: string | undefined): ProxyTrust {
  const text = value?.trim() ?? ''
  if (text === '' || text === 'false' || text === '0') return TRUST_NO_PROXY
  if (/^\d+$/.test(text)) {
    const hops = Number(text)
    return { description: `${hops} hop${hops === 1 ? '' : 's'}`, trusts: (_, hop) => hop < hops }
  }
  const list = new BlockList()
  for (const entry of text.split(',').map((part) => part.trim())) {
    if (entry === '') continue
    const preset = PRESETS[entry.toLowerCase()]
    for (const range of preset ?? [entry]) addRange(list, range)
  }
  return {
    description: text,
    trusts: (address) => {
      const normalized = normalizeAddress(address)
      const family = isIP(normalized)
      return family !== 0 && list.check(normalized, family === 4 ? 'ipv4' : 'ipv6')
    },
  }
}

/** The node of an RFC 7239 `for=` value: `"[2001:db8::1]:4711"` → `2001:db8::1`. */
function forwardedNode(value: string): string {
  let node = value.trim().replace(/^"(.*)"$/, '$1')
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(node)
  if (bracketed) return bracketed[1]!
  // An IPv4 address may carry a port; a bare IPv6 address has colons of its own.
  if (/^[\d.]+:\d+$/.test(node)) node = node.slice(0, node.lastIndexOf(':'))
  return node
}

type ForwardedElement = Record<string, string>

/** `Forwarded: for=a;proto=https, for=b` → one record per hop, keys lowercased. */
export function parseForwarded(header: string): ForwardedElement[] {
  const elements: ForwardedElement[] = []
  // Commas inside quoted strings belong to the value, not the list.
  for (const element of header.match(/(?:[^,"]|"[^"]*")+/g) ?? []) {
    const record: ForwardedElement = {}
    for (const pair of element.match(/(?:[^;"]|"[^"]*")+/g) ?? []) {
      const eq = pair.indexOf('=')
      if (eq === -1) continue
      const key = pair.slice(0, eq).trim().toLowerCase()
      record[key] = pair
        .slice(eq + 1)
        .trim()
        .replace(/^"(.*)"$/, '$1')
    }
    elements.push(record)
  }
  return elements
}

export type HeaderReader = (name: string) => string | undefined

const commaList = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)

/** The hops the request passed, nearest the client first (X-Forwarded-For, else Forwarded). */
function forwardedHops(header: HeaderReader): string[] {
  const xff = commaList(header('x-forwarded-for'))
  if (xff.length > 0) return xff.map(normalizeAddress)
  const forwarded = header('forwarded')
  if (!forwarded) return []
  return parseForwarded(forwarded)
    .map((element) => (element.for ? normalizeAddress(forwardedNode(element.for)) : ''))
    .filter(Boolean)
}

/**
 * The client's address: the socket's peer unless it is a trusted proxy, then X-Forwarded-For
 * (or Forwarded) from the right, stopping at the first address that is not a trusted proxy.
 */
export function forwardedClientAddress(
  peer: string,
  header: HeaderReader,
  trust: ProxyTrust,
): string {
  const addresses = [normalizeAddress(peer), ...forwardedHops(header).reverse()]
  for (let hop = 0; hop < addresses.length - 1; hop++) {
    if (!trust.trusts(addresses[hop]!, hop)) return addresses[hop]!
  }
  return addresses[addresses.length - 1]!
}

/**
 * The scheme and host the client asked for, as a trusted proxy reports them (X-Forwarded-Proto
 * and X-Forwarded-Host, else Forwarded's proto and host; the first value, written by the proxy
 * nearest the client). Undefined parts were not reported.
 */
export function forwardedOrigin(header: HeaderReader): { proto?: string; host?: string } {
  const first = header('forwarded') ? parseForwarded(header('forwarded')!)[0] : undefined
  const proto = (commaList(header('x-forwarded-proto'))[0] ?? first?.proto)?.toLowerCase()
  const host = commaList(header('x-forwarded-host'))[0] ?? first?.host
  return {
    ...(proto === 'http' || proto === 'https' ? { proto } : {}),
    // A host is a name or address with an optional port: nothing that could bend a URL.
    ...(host && /^[a-z0-9.\-[\]:]+$/i.test(host) ? { host: host.toLowerCase() } : {}),
  }
}
