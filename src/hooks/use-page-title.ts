import { useEffect } from 'react'
import { useI18n } from '#i18n/react'

/** '{page} | Template Store', or just the store name (spec §9 default title) without a page. */
export function usePageTitle(page?: string) {
  const { LL } = useI18n()
  const title = page ? LL.store.pageTitle({ page }) : LL.store.name()
  useEffect(() => {
    document.title = title
  }, [title])
}
