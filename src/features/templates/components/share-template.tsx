import { useEffect, useRef, useState } from 'react'
import { useI18n } from '#i18n/react'
import { Tooltip } from '#src/components/layout/tooltip'
import { ANALYTICS_EVENTS, trackEvent } from '#src/lib/analytics'
import styles from './template-detail.module.scss'

/** How long 'Link copied' stays up when nothing else hides it first. */
const COPIED_VISIBLE_MS = 2000

async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard) {
      await navigator.clipboard.writeText(text)
      return true
    }
  } catch {
    // Blocked clipboard (permissions, insecure origin): fall through to the selection copy.
  }
  try {
    return document.execCommand('copy')
  } catch {
    return false
  }
}

export type ShareTemplateProps = { templateId: string; title: string; url: string }

/**
 * Share button (the system share sheet where there is one, otherwise copy the link) and the link
 * field, whose 'url-input' tooltip (spec §9) confirms the copy.
 */
export function ShareTemplate({ templateId, title, url }: ShareTemplateProps) {
  const { LL, LP } = useI18n()
  const [copied, setCopied] = useState(false)
  const fieldRef = useRef<HTMLInputElement>(null)

  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_VISIBLE_MS)
    return () => clearTimeout(timer)
  }, [copied])

  const copyLink = async () => {
    fieldRef.current?.select()
    if (await copyText(url)) setCopied(true)
  }

  const share = async () => {
    trackEvent(ANALYTICS_EVENTS.templateShare, { template_id: templateId })
    if (typeof navigator !== 'undefined' && typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url })
        return
      } catch (error) {
        // The visitor closed the sheet: nothing to do. Anything else falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    await copyLink()
  }

  return (
    <div className={styles.share}>
      <button
        type="button"
        className={styles.secondary}
        onClick={() => void share()}
        data-testid="template-share"
      >
        {LP.template.share()}
      </button>
      {/* Without JavaScript the button would do nothing: a link to the page takes its place, to
          copy or share from the browser's own menu. With it, the button stays a button, so a
          press before the app has started is held and replayed (decision 025), not a reload. */}
      <noscript>
        <style>{`.${styles.share} button{display:none}`}</style>
        <a href={url} className={styles.secondary}>
          {LP.template.share()}
        </a>
      </noscript>
      <Tooltip
        theme="url-input"
        content={LP.template.linkCopied()}
        shown={copied}
        onHide={() => setCopied(false)}
        testId="share-copied"
      >
        {(trigger) => (
          <input
            ref={fieldRef}
            className={styles.shareUrl}
            type="url"
            readOnly
            value={url}
            aria-label={LL.template.shareUrl()}
            aria-describedby={trigger['aria-describedby']}
            onClick={() => void copyLink()}
            data-testid="share-url"
          />
        )}
      </Tooltip>
    </div>
  )
}
