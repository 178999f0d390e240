// Headers issue 9 asks for on top of hono's secureHeaders (see app.ts).
import type { MiddlewareHandler } from 'hono'
import type { secureHeaders } from 'hono/secure-headers'
import type { AppEnv } from './app-env'
import type { ServerConfig } from './config'

/**
 * Powerful features the store never uses: denied to the page and to anything it embeds. Only
 * features Chromium knows: an unknown one ('bluetooth') logs a console warning on every page.
 */
export const PERMISSIONS_POLICY: NonNullable<
  Parameters<typeof secureHeaders>[0]
>['permissionsPolicy'] = {
  accelerometer: [],
  autoplay: [],
  camera: [],
  displayCapture: [],
  geolocation: [],
  gyroscope: [],
  hid: [],
  magnetometer: [],
  microphone: [],
  midi: [],
  payment: [],
  publickeyCredentialsGet: [],
  serial: [],
  usb: [],
  xrSpatialTracking: [],
}

/**
 * HSTS only when the configured public address is https: a plain-HTTP or local run must not pin
 * HTTPS on its host name for a year, and without PUBLIC_URL the scheme is not known for sure.
 */
export function strictTransportSecurity(config: Pick<ServerConfig, 'publicUrl'>): string | false {
  return config.publicUrl?.toLowerCase().startsWith('https://')
    ? 'max-age=31536000; includeSubDomains'
    : false
}

const PRIVATE_PATH = /^\/(v2\/)?(account|auth)/

/** Account and sign-in answers (errors too) carry personal data or tokens: never cached. */
export const noStoreForAccountAnswers: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next()
  if (PRIVATE_PATH.test(c.req.path)) c.res.headers.set('Cache-Control', 'no-store')
}
