import { Link } from '@tanstack/react-router'
import type { Usage } from '#catalogue/enums'
import type { Locale } from '#catalogue/locale-paths'
import { siteTypePath } from '#catalogue/menus'
import { useI18n } from '#i18n/react'
import styles from './use-case-tiles.module.scss'

type UseCase = { usage: Usage; path: string }

// Each usage opens the site-type listing that serves it (spec §2 site-type links).
const USE_CASES: Record<Usage, UseCase> = {
  CORPORATION: { usage: 'CORPORATION', path: siteTypePath('business', 'corporate') },
  PORTFOLIO: { usage: 'PORTFOLIO', path: siteTypePath('creative', 'portfolio') },
  LP: { usage: 'LP', path: siteTypePath('marketing', 'lp') },
  RECRUITMENT: { usage: 'RECRUITMENT', path: siteTypePath('business', 'careers') },
}

/** Spec §2: Japanese shows all four use cases, English only portfolio and landing page. */
export function useCasesFor(locale: Locale): UseCase[] {
  return locale === 'ja'
    ? [USE_CASES.CORPORATION, USE_CASES.PORTFOLIO, USE_CASES.LP, USE_CASES.RECRUITMENT]
    : [USE_CASES.PORTFOLIO, USE_CASES.LP]
}

function UseCaseIcon({ usage }: { usage: Usage }) {
  const common = {
    viewBox: '0 0 40 40',
    width: 40,
    height: 40,
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round' as const,
    strokeLinejoin: 'round' as const,
    'aria-hidden': true,
  }
  switch (usage) {
    case 'CORPORATION':
      return (
        <svg {...common}>
          <path d="M8 34V8h16v26M24 16h8v18M4 34h32" />
          <path d="M13 14h6M13 20h6M13 26h6" />
        </svg>
      )
    case 'PORTFOLIO':
      return (
        <svg {...common}>
          <rect x="5" y="9" width="30" height="22" rx="3" />
          <path d="m5 26 9-8 7 6 5-4 9 7" />
          <circle cx="27" cy="15" r="2.5" />
        </svg>
      )
    case 'LP':
      return (
        <svg {...common}>
          <rect x="8" y="4" width="24" height="32" rx="3" />
          <path d="M13 11h14M13 16h10M14 24h12v5H14z" />
        </svg>
      )
    case 'RECRUITMENT':
      return (
        <svg {...common}>
          <circle cx="15" cy="14" r="5" />
          <path d="M5 32c1-6 5-9 10-9s9 3 10 9M27 12h8M31 8v8" />
        </svg>
      )
  }
}

export function UseCaseTiles({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { LP, locale } = useI18n()
  const Heading = headingLevel === 2 ? 'h3' : 'h4'
  return (
    <ul className={styles.tiles} data-testid="use-case-tiles">
      {useCasesFor(locale).map(({ usage, path }) => (
        <li key={usage}>
          <Link to={path} className={styles.tile} data-usage={usage}>
            <span className={styles.icon}>
              <UseCaseIcon usage={usage} />
            </span>
            <span className={styles.text}>
              <Heading className={styles.title}>{LP.usage[usage].title()}</Heading>
              <span className={styles.description}>{LP.usage[usage].description()}</span>
            </span>
            <span className={styles.arrow} aria-hidden="true">
              →
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
