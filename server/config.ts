import path from 'node:path'

export type ServerConfig = {
  port: number
  dataDir: string
  databaseUrl: string | undefined
  adminEmailDomain: string
  studioAppUrl: string
  previewBaseUrl: string
  templateRequestFormUrl: string
  /** Tag-manager container id (spec §5); '' when unset. */
  analyticsContainerId: string
  clientDir: string
}

/** Reads configuration from the environment once, at start-up (never at import time). */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000)
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${env.PORT}"`)
  }
  return {
    port,
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    adminEmailDomain: (env.ADMIN_EMAIL_DOMAIN ?? 'templatestore.test').toLowerCase(),
    studioAppUrl: env.STUDIO_APP_URL ?? '/studio',
    previewBaseUrl: env.PREVIEW_BASE_URL ?? '/preview',
    templateRequestFormUrl: env.TEMPLATE_REQUEST_FORM_URL ?? 'https://forms.gle/template-request',
    analyticsContainerId: (env.ANALYTICS_CONTAINER_ID ?? '').trim(),
    clientDir: path.resolve(env.CLIENT_DIR ?? 'dist/client'),
  }
}
