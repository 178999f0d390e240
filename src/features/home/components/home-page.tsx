import { phraseFit, useI18n } from '#i18n/react'
import { SearchForm } from '#src/components/layout/search-form'
import { HOME_SECTIONS } from './home-sections'
import styles from './home-page.module.scss'
import { TemplateSection } from './template-section'
import { UseCaseTiles } from '#src/features/shared/components/use-case-tiles'
import { RecentlyViewed } from '#src/features/shared/components/recently-viewed-slot'

export function HomePage() {
  const { LP, LM } = useI18n()
  return (
    <div className={styles.home} data-testid="store-home">
      <section className={styles.hero}>
        <div className={styles.heroText}>
          <h1 className={styles.heading} style={phraseFit(LM.home.heading())}>
            {LP.home.heading()}
          </h1>
          <p className={styles.lead}>{LP.home.lead()}</p>
        </div>
        <div className={styles.heroSearch}>
          <SearchForm testId="home-search-form" />
        </div>
      </section>

      <section className={styles.block} aria-labelledby="home-use-cases">
        <h2 id="home-use-cases" className={styles.blockHeading}>
          {LP.home.useCasesHeading()}
        </h2>
        <UseCaseTiles />
      </section>

      {HOME_SECTIONS.map((section, index) => (
        <TemplateSection key={section.key} section={section} priority={index === 0} />
      ))}

      <RecentlyViewed />
    </div>
  )
}
