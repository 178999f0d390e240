import type { ReactNode } from 'react'
import { phraseFit, typeset } from '#i18n/react'
import styles from './info-page.module.scss'

/** A section's wording, phrase marks and all (`LM`): the page typesets it. */
export type InfoSection = { key: string; heading: string; body: string }

/**
 * Text page of the store (template review, affiliate program): heading, lead, sections, CTA. The
 * wording comes with its phrase marks (`LM`).
 */
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
        <h1 className={styles.title}>{typeset(title)}</h1>
        <p className={styles.lead}>{typeset(lead)}</p>
      </header>
      {/* The sections' bodies share one size: the one their longest phrase fits at. */}
      <div
        className={styles.sections}
        style={phraseFit(sections.map((section) => section.body).join(' '))}
      >
        {sections.map((section, index) => (
          <section key={section.key} className={styles.section}>
            <span className={styles.step} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h2 className={styles.heading}>{typeset(section.heading)}</h2>
            <p className={styles.body}>{typeset(section.body)}</p>
          </section>
        ))}
      </div>
      <div className={styles.cta}>
        <a className={styles.button} href={cta.href}>
          {typeset(cta.label)}
        </a>
      </div>
    </article>
  )
}
