import net from 'node:net'
import path from 'node:path'
import { DEFAULT_STORE_CONFIG, type StoreConfig } from '#catalogue/store-config'
import { parseTrustProxy, type ProxyTrust } from './proxy-trust'

/** What the pages hand the browser app comes from here too (its origin is the request's). */
export type ServerConfig = Omit<StoreConfig, 'siteOrigin'> & {
  port: number
  /** HOST: the address to listen on; undefined listens on every interface. */
  host: string | undefined
  dataDir: string
  databaseUrl: string | undefined
  adminEmailDomain: string
  /** ADMIN_EMAILS: addresses (lowercased) that are admins without a stored role. */
  adminEmails: readonly string[]
  /**
   * PUBLIC_URL: the origin visitors use, for canonical URLs, the sitemap and same-origin checks
   * of form posts; HSTS is sent only when it is https.
   */
  publicUrl: string | undefined
  /** TRUST_PROXY: which peers' Forwarded / X-Forwarded-* headers are believed (none by default). */
  trustProxy: ProxyTrust
  /** DATABASE_POOL_MAX: PostgreSQL connections this instance opens at most. */
  databasePoolMax: number
  /**
   * DATABASE_STATEMENT_TIMEOUT_MS: a request's statement taking longer is cancelled and the
   * request answered 503 (PostgreSQL's statement_timeout, a read timeout for a silent network;
   * SQLite's wait for a lock). 0 turns it off.
   */
  databaseStatementTimeoutMs: number
  /** DATABASE_CONNECT_TIMEOUT_MS: longest wait for a (pooled or new) PostgreSQL connection. */
  databaseConnectTimeoutMs: number
  /** KEEP_ALIVE_TIMEOUT: an idle keep-alive connection is closed after this (ms). */
  keepAliveTimeoutMs: number
  /** SHUTDOWN_GRACE_MS: after SIGTERM, readiness is 503 but requests are still taken this long. */
  shutdownGraceMs: number
  /** SEARCH_CACHE_BYTES: byte budget of the anonymous search answer cache. */
  searchCacheBytes: number
  /** COVER_PNG_CACHE_BYTES: byte budget of the rendered PNG covers kept in memory. */
  coverPngCacheBytes: number
  /** URLs per sitemap file (the protocol's limit); past it /sitemap.xml becomes an index. */
  sitemapUrlLimit: number
  /** AUTH_ATTEMPTS_PER_ADDRESS: sign-in failures, sign-ups, password changes per 10 min. */
  authAttemptsPerAddress: number
  /** A request's headers must arrive within this (node answers 408). */
  headersTimeoutMs: number
  /** A request's body must arrive within this (408 JSON). */
  bodyTimeoutMs: number
  /** Seed the demo accounts (published passwords): development, test or SEED_DEMO_ACCOUNTS=1. */
  seedDemoAccounts: boolean
  clientDir: string
  /** The server render bundle (entry-server.js), built beside the client one. */
  serverDir: string
  /**
   * The template pages rendered ahead of any request, by layout (server/render/pages-ahead.ts,
   * decision 041): PAGES_AHEAD=desktop,mobile (the default in production), `desktop`, or 0.
   */
  pagesAhead: PagesAheadLayout[]
}

export const DEFAULT_SEARCH_CACHE_BYTES = 64 * 1024 * 1024
export const DEFAULT_COVER_PNG_CACHE_BYTES = 32 * 1024 * 1024
/** The sitemap protocol's limit of URLs in one file. */
export const SITEMAP_PROTOCOL_URL_LIMIT = 50_000

/** Reads configuration from the environment once, at start-up (never at import time). */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000)
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${env.PORT}"`)
  }
  const host = env.HOST?.trim() || undefined
  if (host !== undefined && !isListenAddress(host)) {
    throw new Error(
      `HOST must be an IP address (0.0.0.0, 127.0.0.1, ::1) or a host name, got "${env.HOST}"`,
    )
  }
  const publicUrl = env.PUBLIC_URL?.trim() || undefined
  if (publicUrl !== undefined && !/^https?:\/\/[^/]/i.test(publicUrl)) {
    throw new Error(`PUBLIC_URL must be an http(s) URL, got "${publicUrl}"`)
  }
  const searchCacheBytes = Number(env.SEARCH_CACHE_BYTES ?? DEFAULT_SEARCH_CACHE_BYTES)
  if (!Number.isInteger(searchCacheBytes) || searchCacheBytes < 0) {
    throw new Error(
      `SEARCH_CACHE_BYTES must be a non-negative integer, got "${env.SEARCH_CACHE_BYTES}"`,
    )
  }
  const coverPngCacheBytes = Number(env.COVER_PNG_CACHE_BYTES ?? DEFAULT_COVER_PNG_CACHE_BYTES)
  if (!Number.isInteger(coverPngCacheBytes) || coverPngCacheBytes < 0) {
    throw new Error(
      `COVER_PNG_CACHE_BYTES must be a non-negative integer, got "${env.COVER_PNG_CACHE_BYTES}"`,
    )
  }
  const authAttemptsPerAddress = Number(env.AUTH_ATTEMPTS_PER_ADDRESS ?? 30)
  if (!Number.isInteger(authAttemptsPerAddress) || authAttemptsPerAddress < 1) {
    throw new Error(
      `AUTH_ATTEMPTS_PER_ADDRESS must be a positive integer, got "${env.AUTH_ATTEMPTS_PER_ADDRESS}"`,
    )
  }
  const databasePoolMax = positiveInteger(env, 'DATABASE_POOL_MAX', 10)
  // The API's statements take milliseconds; one that takes seconds is a stuck database, and the
  // request is better answered 503 (and retried elsewhere) than held for as long as it is stuck.
  const databaseStatementTimeoutMs = nonNegativeInteger(env, 'DATABASE_STATEMENT_TIMEOUT_MS', 5_000)
  const databaseConnectTimeoutMs = positiveInteger(env, 'DATABASE_CONNECT_TIMEOUT_MS', 5_000)
  // Longer than the idle timeout of common balancers (60 s): the balancer, not this server,
  // closes an idle connection, so it never sends a request on a socket being closed.
  const keepAliveTimeoutMs = positiveInteger(env, 'KEEP_ALIVE_TIMEOUT', 65_000)
  // In production a balancer needs a few health checks to notice the 503 before the listener goes.
  const shutdownGraceMs = nonNegativeInteger(
    env,
    'SHUTDOWN_GRACE_MS',
    env.NODE_ENV === 'production' ? 2_000 : 0,
  )
  if (shutdownGraceMs > 5_000) {
    throw new Error(
      `SHUTDOWN_GRACE_MS must be at most 5000 (a stop ends within 10 s), got "${env.SHUTDOWN_GRACE_MS}"`,
    )
  }
  return {
    port,
    host,
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    adminEmailDomain: (env.ADMIN_EMAIL_DOMAIN ?? 'templatestore.test').toLowerCase(),
    adminEmails: (env.ADMIN_EMAILS ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    publicUrl,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    databasePoolMax,
    databaseStatementTimeoutMs,
    databaseConnectTimeoutMs,
    keepAliveTimeoutMs,
    shutdownGraceMs,
    searchCacheBytes,
    coverPngCacheBytes,
    sitemapUrlLimit: SITEMAP_PROTOCOL_URL_LIMIT,
    authAttemptsPerAddress,
    headersTimeoutMs: 15_000,
    bodyTimeoutMs: 10_000,
    seedDemoAccounts:
      env.SEED_DEMO_ACCOUNTS === '1' || env.NODE_ENV === 'development' || env.NODE_ENV === 'test',
    studioAppUrl: env.STUDIO_APP_URL ?? DEFAULT_STORE_CONFIG.studioAppUrl,
    previewBaseUrl: env.PREVIEW_BASE_URL ?? DEFAULT_STORE_CONFIG.previewBaseUrl,
    templateRequestFormUrl:
      env.TEMPLATE_REQUEST_FORM_URL ?? DEFAULT_STORE_CONFIG.templateRequestFormUrl,
    designerProgramUrl: env.DESIGNER_PROGRAM_URL ?? DEFAULT_STORE_CONFIG.designerProgramUrl,
    affiliateProgramUrl: env.AFFILIATE_PROGRAM_URL ?? DEFAULT_STORE_CONFIG.affiliateProgramUrl,
    analyticsContainerId: (env.ANALYTICS_CONTAINER_ID ?? '').trim(),
    clientDir: path.resolve(env.CLIENT_DIR ?? 'dist/client'),
    serverDir: path.resolve(env.SERVER_DIR ?? 'dist/server'),
    pagesAhead: parsePagesAhead(env.PAGES_AHEAD, env.NODE_ENV === 'production'),
  }
}

export type PagesAheadLayout = 'desktop' | 'mobile'
const PAGES_AHEAD_LAYOUTS: readonly PagesAheadLayout[] = ['desktop', 'mobile']

/** `0`/`off`: none; a list of layouts; unset: both in production, none elsewhere (tests, dev). */
export function parsePagesAhead(text: string | undefined, production: boolean): PagesAheadLayout[] {
  const value = text?.trim().toLowerCase()
  if (value === undefined || value === '') return production ? [...PAGES_AHEAD_LAYOUTS] : []
  if (value === '0' || value === 'off') return []
  const layouts = value.split(',').map((part) => part.trim())
  const unknown = layouts.find(
    (layout) => !PAGES_AHEAD_LAYOUTS.includes(layout as PagesAheadLayout),
  )
  if (unknown !== undefined) {
    throw new Error(`PAGES_AHEAD must be 0 or a list of desktop and mobile, got "${text}"`)
  }
  return PAGES_AHEAD_LAYOUTS.filter((layout) => layouts.includes(layout))
}

const HOST_NAME = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i

function isListenAddress(host: string): boolean {
  return net.isIP(host) !== 0 || HOST_NAME.test(host)
}

function nonNegativeInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name]?.trim()
  if (!text) return fallback
  const value = Number(text)
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a non-negative integer, got "${text}"`)
  }
  return value
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = nonNegativeInteger(env, name, fallback)
  if (value < 1) throw new Error(`${name} must be a positive integer, got "${env[name]}"`)
  return value
}
