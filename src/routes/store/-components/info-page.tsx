import type { ReactNode } from 'react'
import styles from './info-page.module.scss'

export type InfoSection = { key: string; heading: string; body: string }

/** Text page of the store (template review, affiliate program): heading, lead, sections, CTA. */
export function InfoPage({
  title,
  lead,
  sections,
  cta,
  testId,
}: {
  title: string
  lead: string
  sections: readonly InfoSection[]
  cta: { label: string; href: string }
  testId: string
}): ReactNode {
  return (
    <article className={styles.page} data-testid={testId}>
      <header className={styles.hero}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{lead}</p>
      </header>
      <div className={styles.sections}>
        {sections.map((section, index) => (
          <section key={section.key} className={styles.section}>
            <span className={styles.step} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h2 className={styles.heading}>{section.heading}</h2>
            <p className={styles.body}>{section.body}</p>
          </section>
        ))}
      </div>
      <div className={styles.cta}>
        <a className={styles.button} href={cta.href}>
          {cta.label}
        </a>
      </div>
    </article>
  )
}
