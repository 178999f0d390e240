import { Link, useRouterState } from '@tanstack/react-router'
import {
  COMPARE_LIMIT,
  addCompared,
  compareIdsOf,
  compareIdsParam,
  removeCompared,
} from '#catalogue/compare'
import { useI18n } from '#i18n/react'
import { useCompare } from '#src/hooks/actors/use-compare'
import styles from './compare-control.module.scss'

/** The set a page carries in its address (`?compare=a,b`, from the compare page's links). */
export const CARRIED_COMPARE_PARAM = 'compare'

export type CompareControlProps = {
  templateId: string
  title: string
}

/**
 * Issue 31: adds the template to the comparison, or takes it out. It is a link to the compare page
 * with the set it would make, so without the app it still works (a full page load); with the app
 * it changes the visit's set in place and offers the compare page as 'Compare (n)'.
 */
export function CompareControl({ templateId, title }: CompareControlProps) {
  const { LL } = useI18n()
  const compare = useCompare()
  const searchStr = useRouterState({ select: (state) => state.location.searchStr })
  // Until the app has read the visit's set, the one this page's address carries.
  const known =
    compare.ids.length > 0
      ? compare.ids
      : compareIdsOf(new URLSearchParams(searchStr).get(CARRIED_COMPARE_PARAM) ?? undefined)
  const added = known.includes(templateId)
  const next = added ? removeCompared(known, templateId) : addCompared(known, templateId).ids
  return (
    <div className={styles.control} data-testid="compare-control">
      <Link
        to="/store/compare"
        search={{ ids: compareIdsParam(next) }}
        className={styles.toggle}
        data-state={added ? 'added' : 'idle'}
        data-testid="compare-toggle"
        // The name starts with the visible text (WCAG 2.5.3), then says which template.
        aria-label={added ? LL.compare.addedLabel({ title }) : LL.compare.addLabel({ title })}
        onClick={(event) => {
          event.preventDefault()
          // The set this page's address carried becomes the visit's before it changes.
          if (compare.ids.length === 0 && known.length > 0) compare.replace(known)
          if (added) compare.remove(templateId)
          else compare.add(templateId)
        }}
      >
        {added ? LL.compare.added() : LL.compare.add()}
      </Link>
      {compare.ids.length > 0 && (added || compare.refused === templateId) ? (
        <Link
          to="/store/compare"
          search={{ ids: compareIdsParam(compare.ids) }}
          className={styles.open}
          data-testid="compare-open"
        >
          {LL.compare.open({ count: compare.ids.length })}
        </Link>
      ) : null}
      {compare.refused === templateId ? (
        <p className={styles.refused} role="alert" data-testid="compare-refused">
          {LL.compare.full({ limit: COMPARE_LIMIT, title })}
        </p>
      ) : null}
    </div>
  )
}
