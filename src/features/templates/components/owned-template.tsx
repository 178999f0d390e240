// The detail page of a template the signed-in visitor has bought (issue 14): instead of
// Purchase, that it is theirs, since when, and its receipt (a short-lived link the API signs).
import { useMutation } from '@tanstack/react-query'
import type { ReactNode } from 'react'
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
  const receipt = useMutation({
    mutationFn: () => getReceiptUrl(purchase.salesHistoryId),
    onSuccess: ({ receiptUrl }) => leavePage.assign(receiptUrl),
  })
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
        onClick={() => receipt.mutate()}
        disabled={receipt.isPending}
        aria-busy={receipt.isPending || undefined}
        data-testid="template-receipt"
      >
        {LP.template.receipt()}
      </button>
      {receipt.isError ? (
        <p className={styles.error} role="alert">
          {LP.template.receiptFailed()}
        </p>
      ) : null}
    </div>
  )
}
