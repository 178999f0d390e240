import { Link } from '@tanstack/react-router'
import { useI18n } from '#i18n/react'
import { storeConfig } from '#src/lib/store-config'
import styles from './empty-view.module.scss'
import { popularKeywords } from './popular-keywords'

/** Spec §2 empty result view; Japanese visitors get the fuller version with the request link. */
export function EmptyView() {
  const { LL, LP, locale } = useI18n()
  const isJapanese = locale === 'ja'
  const keywords = popularKeywords(locale)
  return (
    <section className={styles.empty} data-testid="empty-view" aria-labelledby="empty-view-title">
      <div className={styles.icon} aria-hidden="true">
        <svg
          viewBox="0 0 48 48"
          width="48"
          height="48"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
        >
          <circle cx="21" cy="21" r="12" />
          <path d="m30 30 10 10" strokeLinecap="round" />
        </svg>
      </div>
      <h2 id="empty-view-title" className={styles.title}>
        {LP.empty.title()}
      </h2>
      {isJapanese ? <p className={styles.description}>{LP.empty.description()}</p> : null}
      <div className={styles.keywords}>
        {isJapanese ? (
          <h3 className={styles.keywordsHeading}>{LP.empty.popularKeywords()}</h3>
        ) : null}
        <ul className={styles.chips}>
          {keywords.map((keyword) => (
            <li key={keyword.key}>
              <Link to={keyword.path} className={styles.chip}>
                {LP.empty.keywords[keyword.key]()}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      {isJapanese ? (
        <a
          className={styles.request}
          href={storeConfig().templateRequestFormUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {LP.empty.requestTemplate()}
          <span className="visually-hidden"> {LL.a11y.opensInNewWindow()}</span>
        </a>
      ) : null}
    </section>
  )
}
