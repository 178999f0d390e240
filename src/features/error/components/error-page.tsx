import { Link } from '@tanstack/react-router'
import { isbot } from 'isbot'
import { START_NOW_ATTR } from '#catalogue/app-start'
import { typeset, useI18n } from '#i18n/react'
import { currentUserAgent } from '#src/lib/request-scope'
import { getMarkedTranslator, statusHeading, statusMessage } from '#i18n/messages'
import { UseCaseTiles } from '#src/features/shared/components/use-case-tiles'
import { RecentlyViewed } from '#src/features/shared/components/recently-viewed-slot'
import { normalizeStatus } from '#src/lib/error-status'
import styles from './error-page.module.scss'
import { PopularTemplates } from './popular-templates'

export type ErrorPageProps = {
  /** Absent means a server error (spec §4). */
  status?: number | undefined
  /** The specific reason ('No applicable site type', 'Page Not Found: /x', an API message). */
  message?: string | undefined
  /** Injected by tests; the browser's own user agent otherwise. */
  userAgent?: string | undefined
}

/**
 * Spec §2 error page. Crawlers get only the status and a line of text: the popular row and tiles
 * would otherwise be indexed as the content of every broken URL.
 */
export function ErrorPage({ status, message, userAgent = currentUserAgent() }: ErrorPageProps) {
  const { LL, LP, locale } = useI18n()
  const code = normalizeStatus(status)
  const localized = statusMessage(LL, code, message)
  // The localized line already is the error's own message for codes without a catalogue entry.
  const detail = message && message !== localized ? message : undefined

  if (isbot(userAgent)) {
    return (
      <main className={styles.botPage} data-testid="error-page" data-status={code}>
        <h1>{code}</h1>
        <p>{detail ?? localized}</p>
      </main>
    )
  }

  return (
    <div
      className={styles.page}
      data-testid="error-page"
      data-status={code}
      // A server error: the app watches for the API's return and loads the page again.
      {...(code >= 500 ? { [START_NOW_ATTR]: '' } : {})}
    >
      <section className={styles.hero} aria-labelledby="error-heading">
        <h1 id="error-heading" className={styles.heading}>
          {typeset(statusHeading(code, getMarkedTranslator(locale)))}
        </h1>
        <p className={styles.message}>
          {typeset(statusMessage(getMarkedTranslator(locale), code, message))}
        </p>
        {detail ? (
          <p className={styles.detail} data-testid="error-detail">
            {detail}
          </p>
        ) : null}
        <Link to="/store/all" className={styles.allTemplates} data-testid="error-all-templates">
          {LP.error.allTemplates()}
        </Link>
      </section>

      <section className={styles.block} aria-labelledby="error-usage-heading">
        <h2 id="error-usage-heading" className={styles.blockHeading}>
          {LP.error.searchFromUsage()}
        </h2>
        <UseCaseTiles />
      </section>

      <section className={styles.block} aria-labelledby="error-popular-heading">
        <div className={styles.blockHeader}>
          <h2 id="error-popular-heading" className={styles.blockHeading}>
            {LP.error.popularTemplates()}
          </h2>
          <Link to="/store/all" className={styles.showMore} data-testid="error-show-more">
            {LP.error.showMore()}
            <span aria-hidden="true"> →</span>
          </Link>
        </div>
        <PopularTemplates />
      </section>

      <RecentlyViewed />
    </div>
  )
}
