import { useI18n } from '#i18n/react'
import styles from './loading-overlay.module.scss'

export type LoadingOverlayProps = { visible: boolean }

/**
 * Covers the list during the first 300 ms of a page change (spec §2). The parent must be
 * positioned; the overlay fills it.
 */
export function LoadingOverlay({ visible }: LoadingOverlayProps) {
  const { LL } = useI18n()
  if (!visible) return null
  return (
    <div className={styles.overlay} role="status" aria-live="polite" data-testid="loading-overlay">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{LL.loading.label()}</span>
    </div>
  )
}
