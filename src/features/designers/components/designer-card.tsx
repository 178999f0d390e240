import { Link } from '@tanstack/react-router'
import { phrased, useI18n } from '#i18n/react'
import type { DesignerSummary } from '../api/designers'
import styles from './designer-card.module.scss'

export function DesignerCard({ designer }: { designer: DesignerSummary }) {
  const { LP } = useI18n()
  const covers = designer.templates?.slice(0, 3) ?? []
  // The search answer carries a count instead of the templates themselves.
  const reported: unknown = 'templateCount' in designer ? designer.templateCount : undefined
  const templateCount = typeof reported === 'number' ? reported : designer.templates?.length
  return (
    <article className={styles.card} data-testid="designer-card">
      <Link
        to="/store/designers/$designerId"
        params={{ designerId: designer.designerId }}
        className={styles.link}
      >
        {covers.length > 0 ? (
          <div className={styles.covers} aria-hidden="true">
            {covers.map((template) => (
              <img key={template.templateId} src={template.coverUrl} alt="" loading="lazy" />
            ))}
          </div>
        ) : null}
        <div className={styles.body}>
          <img className={styles.avatar} src={designer.avatarUrl} alt="" width={48} height={48} />
          <div className={styles.text}>
            <h2 className={styles.name}>
              {phrased(designer.name, designer.phraseBoundaries?.name)}
            </h2>
            {templateCount !== undefined ? (
              <p className={styles.count}>{LP.designers.templateCount({ count: templateCount })}</p>
            ) : null}
          </div>
        </div>
        <p className={styles.bio}>{phrased(designer.bio, designer.phraseBoundaries?.bio)}</p>
        <span className={styles.more}>{LP.designers.viewProfile()} →</span>
      </Link>
    </article>
  )
}
