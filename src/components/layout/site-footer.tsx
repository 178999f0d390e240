import { Link } from '@tanstack/react-router'
import { useI18n } from '#i18n/react'
import { storeConfig } from '#src/lib/store-config'
import styles from './site-footer.module.scss'

export function SiteFooter() {
  const { LL, LP } = useI18n()
  return (
    <footer className={styles.footer} data-testid="site-footer">
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Link to="/store" activeOptions={{ exact: true }} className={styles.logo}>
            {LP.store.name()}
          </Link>
          <p className={styles.tagline}>{LP.store.description()}</p>
        </div>
        <nav className={styles.links} aria-label={LL.store.name()}>
          <Link to="/store/all">{LP.footer.allTemplates()}</Link>
          <Link to="/store/designers">{LP.footer.designers()}</Link>
          <Link to="/store/template-review">{LP.footer.templateReview()}</Link>
          <Link to="/store/affiliate-program">{LP.footer.affiliateProgram()}</Link>
          <a href={storeConfig().templateRequestFormUrl} target="_blank" rel="noopener noreferrer">
            {LP.footer.requestTemplate()}
            <span className="visually-hidden"> {LL.a11y.opensInNewWindow()}</span>
          </a>
        </nav>
      </div>
      <div className={styles.bottom}>
        <p>{LP.footer.copyright({ year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  )
}
