import { useEffect } from 'react'
import { useI18n } from '../../../../i18n/react'

/** '{page} | Template Store', or just the store name (spec §9 default title) without a page. */
export function usePageTitle(page?: string) {
  const { LL } = useI18n()
  const title = page ? LL.store.pageTitle({ page }) : LL.store.name()
  useEffect(() => {
    document.title = title
  }, [title])
}

/** Spec §9 default description, in the page's language (index.html ships the English one). */
export function useDefaultDescription() {
  const { LL } = useI18n()
  const description = LL.store.description()
  useEffect(() => {
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]')
    if (!meta) {
      meta = document.createElement('meta')
      meta.name = 'description'
      document.head.append(meta)
    }
    meta.content = description
  }, [description])
}
