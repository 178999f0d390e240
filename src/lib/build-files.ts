// The build files scripts/vite-plugin-build-meta.ts writes next to the app (spec §7 housekeeping).
// They change with every deploy, so every read goes past the HTTP cache.

/** GET builds/meta/{buildId}.json: the route-rules manifest of one build. */
export async function fetchBuildMeta(buildId: string, baseUrl = '/builds/meta'): Promise<unknown> {
  if (!/^[\w.-]+$/.test(buildId)) throw new Error(`Not a build id: ${JSON.stringify(buildId)}`)
  const url = `${baseUrl}/${buildId}.json`
  const res = await fetch(url, { cache: 'no-store' })
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`)
  return res.json()
}
