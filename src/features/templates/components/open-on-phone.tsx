import { useI18n } from '#i18n/react'
import { storeConfig } from '#src/lib/store-config'
import styles from './open-on-phone.module.scss'
// Not a Suspense boundary of its own (its hydration repainted the served first screen's pixels,
// layout-widths.spec.ts): the code keeps the served drawing and loads its encoder when needed.
import { QrCode } from './qr-code'

/**
 * The address a phone can open: the server's and the browser's agree (the configured origin
 * visitors use; a page without one is a test's, served from the browser's own origin).
 */
function absoluteUrl(url: string): string {
  const origin =
    storeConfig().siteOrigin ||
    (typeof window === 'undefined' ? 'http://localhost' : window.location.origin)
  return new URL(url, origin).href
}

export type OpenOnPhoneProps = {
  /** The preview's address as the page opens it (relative to the store or absolute). */
  previewUrl: string
}

/** Issue 31: the preview's address as a QR code and as text, to try the template on a phone. */
export function OpenOnPhone({ previewUrl }: OpenOnPhoneProps) {
  const { LL, LP } = useI18n()
  const address = absoluteUrl(previewUrl)
  return (
    <section
      className={styles.openOnPhone}
      aria-labelledby="open-on-phone-heading"
      data-testid="open-on-phone"
    >
      <h2 id="open-on-phone-heading" className={styles.heading}>
        {LP.openOnPhone.heading()}
      </h2>
      <div className={styles.body}>
        <QrCode value={address} label={LL.openOnPhone.qrLabel()} className={styles.code} />
        <p className={styles.text}>
          {LP.openOnPhone.lead()}{' '}
          <span className={styles.address} data-testid="open-on-phone-address">
            {address}
          </span>
        </p>
      </div>
    </section>
  )
}
