// The detail page of a template the signed-in visitor has bought (issue 14): instead of
// Purchase, that it is theirs, since when, and its receipt (a short-lived link the API signs).
import { useState, type ReactNode } from 'react'
import type { TemplatePurchase } from '#catalogue/api-contract'
import { useI18n } from '#i18n/react'
import { getReceiptUrl } from '#src/features/shared/api/templates'
import { leavePage } from '../lib/leave-page'
import styles from './template-detail.module.scss'

export function OwnedTemplate({
  purchase,
  justPurchased,
}: {
  purchase: TemplatePurchase
  /** Back from the checkout's confirmation: thank the buyer. */
  justPurchased: boolean
}): ReactNode {
  const { LP } = useI18n()
  // One request at a time; a failure is said until the next press. Plain state, not useMutation:
  // its chunk of TanStack Query (0.9 kB gzip) came with every detail page for owners only.
  const [receipt, setReceipt] = useState<'idle' | 'pending' | 'failed'>('idle')
  const openReceipt = async () => {
    setReceipt('pending')
    try {
      const { receiptUrl } = await getReceiptUrl(purchase.salesHistoryId)
      setReceipt('idle')
      leavePage.assign(receiptUrl)
    } catch {
      setReceipt('failed')
    }
  }
  return (
    <div className={styles.owned} data-testid="template-owned">
      {justPurchased ? (
        <p role="status" className={styles.purchaseComplete} data-testid="purchase-complete">
          {LP.template.purchaseComplete()}
        </p>
      ) : null}
      <p className={styles.ownedLine}>
        <strong>{LP.template.owned()}</strong>
        <span> · {LP.template.purchasedOn({ date: purchase.purchasedAt })}</span>
      </p>
      <button
        type="button"
        className={styles.secondary}
        onClick={() => void openReceipt()}
        disabled={receipt === 'pending'}
        aria-busy={receipt === 'pending' || undefined}
        data-testid="template-receipt"
      >
        {LP.template.receipt()}
      </button>
      {receipt === 'failed' ? (
        <p className={styles.error} role="alert">
          {LP.template.receiptFailed()}
        </p>
      ) : null}
    </div>
  )
}
