import type { RecoveryEvent } from '#machines/recovery'
import { errorInfoOf } from '../lib/error-status'
import type { AnyRouter } from '@tanstack/react-router'

/** The status of the first route of the page that failed to load, if one did. */
export function failedPageStatus(router: AnyRouter): number | null {
  const failed = router.state.matches.find((match) => match.status === 'error')
  return failed ? errorInfoOf(failed.error).status : null
}

/**
 * Runs every loader of the current page again. Rejects with the status it failed with this time,
 * which is what the recovery machine decides its next step on.
 */
export async function reloadRouterPage(router: AnyRouter): Promise<void> {
  await router.invalidate()
  const status = failedPageStatus(router)
  if (status !== null) throw { status }
}

/** Tells the recovery actor how each page load ended. */
export function watchPageLoads(router: AnyRouter, send: (event: RecoveryEvent) => void) {
  return router.subscribe('onResolved', () => {
    const status = failedPageStatus(router)
    send(status === null ? { type: 'page.loaded' } : { type: 'page.failed', status })
  })
}
