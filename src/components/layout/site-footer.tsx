import { Link } from '@tanstack/react-router'
import { useI18n } from '#i18n/react'
import { storeConfig } from '#src/lib/store-config'
import styles from './site-footer.module.scss'

export function SiteFooter() {
  const { LL } = useI18n()
  return (
    <footer className={styles.footer} data-testid="site-footer">
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Link to="/store" activeOptions={{ exact: true }} className={styles.logo}>
            {LL.store.name()}
          </Link>
          <p className={styles.tagline}>{LL.store.description()}</p>
        </div>
        <nav className={styles.links} aria-label={LL.store.name()}>
          <Link to="/store/all">{LL.footer.allTemplates()}</Link>
          <Link to="/store/designers">{LL.footer.designers()}</Link>
          <Link to="/store/template-review">{LL.footer.templateReview()}</Link>
          <Link to="/store/affiliate-program">{LL.footer.affiliateProgram()}</Link>
          <a href={storeConfig().templateRequestFormUrl} target="_blank" rel="noopener noreferrer">
            {LL.footer.requestTemplate()}
            <span className="visually-hidden"> {LL.a11y.opensInNewWindow()}</span>
          </a>
        </nav>
      </div>
      <div className={styles.bottom}>
        <p>{LL.footer.copyright({ year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  )
}
