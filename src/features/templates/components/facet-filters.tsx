// The list pages' facet filters (issue 12): a panel of options with their counts, the chosen ones
// as removable chips, and on small screens the panel as a sheet. Every option and chip is a real
// link to the filtered URL (page 1), so it all works without JavaScript; once hydrated, a press
// goes to the listing machine instead, which navigates.
import { useHydrated } from '@tanstack/react-router'
import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react'
import type { TemplateListItem } from '#catalogue/api-contract'
import { TIERS } from '#catalogue/enums'
import {
  MAX_TIER,
  activeFacets,
  facetOptionName,
  formatTierRange,
  parseTierRange,
  toggleFacet,
  withoutFacet,
  LIST_FACET_OF_PARAM,
  type ActiveFacet,
  type FacetCount,
  type FacetCounts,
  type FacetSearch,
} from '#catalogue/facets'
import { formatNumber } from '#i18n/formatters'
import { phraseFit, useI18n } from '#i18n/react'
import { useLayout } from '#src/hooks/actors/use-layout'
import { useModalDialog } from '#src/hooks/use-modal-dialog'
import { useViewport } from '#src/hooks/use-viewport'
import styles from './facet-filters.module.scss'

export type FacetFiltersProps = {
  /** The listing machine's filters. */
  filters: FacetSearch
  counts: FacetCounts | undefined
  /** The address of the list with these filters (page 1). */
  hrefOf: (filters: FacetSearch) => string
  onChange: (filters: FacetSearch) => void
  /** The other query fields, for the tier form sent without JavaScript. */
  keptParams: readonly (readonly [string, string])[]
  priceOf: (template: Pick<TemplateListItem, 'tier'>) => string
}

type ListParam = keyof typeof LIST_FACET_OF_PARAM

/** A link that navigates by itself without JavaScript and through the machine with it. */
function FilterLink({
  href,
  onPress,
  className,
  children,
  ...rest
}: {
  href: string
  onPress: () => void
  className?: string | undefined
  children: ReactNode
  'aria-current'?: 'true' | undefined
  'aria-label'?: string
  'data-testid'?: string
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window keeps the browser's own behaviour.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    onPress()
  }
  return (
    <a href={href} className={className} onClick={onClick} {...rest}>
      {children}
    </a>
  )
}

function OptionList({
  param,
  counts,
  props,
}: {
  param: ListParam | 'price'
  counts: readonly FacetCount[]
  props: FacetFiltersProps
}) {
  const { LL, locale } = useI18n()
  const chosen = props.filters[param]?.split(',') ?? []
  // Options that would leave nothing are left out, unless chosen (so they can be removed).
  const shown = counts.filter((c) => c.count > 0 || chosen.includes(c.value))
  const nameOf = (value: string) =>
    param === 'price'
      ? value === 'free'
        ? LL.filters.free()
        : LL.filters.paid()
      : facetOptionName(LIST_FACET_OF_PARAM[param], value, locale)
  const next = (value: string): FacetSearch =>
    param === 'price'
      ? { ...props.filters, price: chosen.includes(value) ? undefined : (value as 'free' | 'paid') }
      : toggleFacet(props.filters, param, value)
  return (
    <ul className={styles.options}>
      {shown.map(({ value, count }) => {
        const selected = chosen.includes(value)
        return (
          <li key={value}>
            <FilterLink
              href={props.hrefOf(next(value))}
              onPress={() => props.onChange(next(value))}
              className={selected ? `${styles.option} ${styles.selected}` : styles.option}
              aria-current={selected ? 'true' : undefined}
              data-testid={`facet-option-${param}-${value}`}
            >
              <span className={styles.box} aria-hidden="true" />
              <span className={styles.name} style={phraseFit(nameOf(value))}>
                {nameOf(value)}
              </span>
              <span className={styles.count} data-testid="facet-count">
                <span aria-hidden="true">{formatNumber(locale, count)}</span>
                <span className="visually-hidden">{LL.filters.optionCount({ count })}</span>
              </span>
            </FilterLink>
          </li>
        )
      })}
    </ul>
  )
}

/**
 * The tier range as a GET form: two selects sending `?tier=2&tier=5` and Apply without
 * JavaScript; once hydrated a change goes straight to the listing machine.
 */
function TierRange({ counts, props }: { counts: readonly FacetCount[]; props: FacetFiltersProps }) {
  const { LL, LP } = useI18n()
  const id = useId()
  const hydrated = useHydrated()
  const range = parseTierRange(props.filters.tier) ?? { min: 0, max: MAX_TIER }
  const choose = (min: number, max: number) =>
    props.onChange({
      ...props.filters,
      tier: formatTierRange(Math.min(min, max), Math.max(min, max)),
    })
  const label = (n: number) =>
    `${props.priceOf({ tier: TIERS[n] ?? 'TIER_0' })} (${counts[n]?.count ?? 0})`
  const kept = props.keptParams.filter(([name]) => name !== 'tier' && name !== 'page')
  return (
    <form
      method="get"
      className={styles.tiers}
      onSubmit={(event) => {
        event.preventDefault()
        choose(range.min, range.max)
      }}
    >
      {kept.map(([name, text], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={text} />
      ))}
      {(['min', 'max'] as const).map((end) => (
        <label key={end} className={styles.tierEnd} htmlFor={`${id}-${end}`}>
          <span>{end === 'min' ? LL.filters.tierFrom() : LL.filters.tierTo()}</span>
          <select
            id={`${id}-${end}`}
            name="tier"
            value={range[end]}
            data-testid={`facet-tier-${end}`}
            onChange={(event) => {
              const n = Number(event.target.value)
              if (end === 'min') choose(n, range.max)
              else choose(range.min, n)
            }}
          >
            {TIERS.map((tier, n) => (
              <option key={tier} value={n}>
                {label(n)}
              </option>
            ))}
          </select>
        </label>
      ))}
      {hydrated ? null : (
        <button type="submit" className={styles.apply}>
          {LP.filters.applyTiers()}
        </button>
      )}
    </form>
  )
}

/**
 * Issue 27: only templates whose measured pages have no serious accessibility issue and AA
 * contrast (`?accessible=true`). One option, shown like the others (a box that is ticked when
 * chosen, a real link without JavaScript); it has no count, as it narrows every count shown.
 */
function AccessibleOption({ props }: { props: FacetFiltersProps }) {
  const { LP, LM } = useI18n()
  const selected = props.filters.accessible === true
  const next: FacetSearch = { ...props.filters, accessible: selected ? undefined : true }
  return (
    <ul className={styles.options}>
      <li>
        <FilterLink
          href={props.hrefOf(next)}
          onPress={() => props.onChange(next)}
          className={selected ? `${styles.option} ${styles.selected}` : styles.option}
          aria-current={selected ? 'true' : undefined}
          data-testid="facet-option-accessible"
        >
          <span className={styles.box} aria-hidden="true" />
          <span className={styles.name} style={phraseFit(LM.filters.accessible())}>
            {LP.filters.accessible()}
          </span>
        </FilterLink>
      </li>
    </ul>
  )
}

function FacetGroup({
  title,
  open,
  children,
  testId,
}: {
  title: string
  open: boolean
  children: ReactNode
  testId: string
}) {
  return (
    <details className={styles.group} open={open} data-testid={testId}>
      <summary className={styles.groupTitle}>{title}</summary>
      {children}
    </details>
  )
}

/** Every facet with its options and counts. */
export function FacetPanel(props: FacetFiltersProps) {
  const { LL } = useI18n()
  const counts = props.counts
  if (!counts) return null
  const lists: [ListParam, keyof FacetCounts, string, boolean][] = [
    ['style', 'styleTags', LL.filters.styleTags(), true],
    ['feature', 'featureTags', LL.filters.featureTags(), true],
    ['sitetype', 'siteTypes', LL.filters.siteTypes(), false],
    ['industry', 'industries', LL.filters.industries(), false],
  ]
  return (
    <div className={styles.panel} data-testid="facet-panel">
      <FacetGroup title={LL.filters.price()} open testId="facet-group-price">
        <OptionList param="price" counts={counts.price} props={props} />
      </FacetGroup>
      <FacetGroup title={LL.filters.accessibility()} open testId="facet-group-accessible">
        <AccessibleOption props={props} />
      </FacetGroup>
      {lists.map(([param, facet, title, openByDefault]) => (
        <FacetGroup
          key={param}
          title={title}
          open={openByDefault || props.filters[param] !== undefined}
          testId={`facet-group-${param}`}
        >
          <OptionList param={param} counts={counts[facet]} props={props} />
        </FacetGroup>
      ))}
      <FacetGroup title={LL.filters.tiers()} open testId="facet-group-tier">
        <TierRange counts={counts.tiers} props={props} />
      </FacetGroup>
    </div>
  )
}

/** What a chip says for a chosen value. */
function useChipName(): (active: ActiveFacet) => string {
  const { LL, locale } = useI18n()
  return (active) => {
    if (active.key === 'price')
      return active.value === 'free' ? LL.filters.free() : LL.filters.paid()
    if (active.key === 'tier') {
      const range = parseTierRange(active.value) ?? { min: 0, max: MAX_TIER }
      return LL.filters.tierRange(range)
    }
    if (active.key === 'accessible') return LL.filters.accessible()
    return facetOptionName(LIST_FACET_OF_PARAM[active.key], active.value, locale)
  }
}

/** The chosen filters as chips, each removable, and "clear all". */
export function FacetChips({
  filters,
  hrefOf,
  onChange,
  onClear,
}: Pick<FacetFiltersProps, 'filters' | 'hrefOf' | 'onChange'> & { onClear: () => void }) {
  const { LL, LP } = useI18n()
  const nameOf = useChipName()
  const active = activeFacets(filters)
  if (active.length === 0) return null
  return (
    <div className={styles.chips} data-testid="facet-chips">
      <h2 className="visually-hidden">{LL.filters.active()}</h2>
      <ul className={styles.chipList}>
        {active.map((chip) => {
          const name = nameOf(chip)
          const next = withoutFacet(filters, chip)
          return (
            <li key={`${chip.key}:${chip.value}`}>
              <FilterLink
                href={hrefOf(next)}
                onPress={() => onChange(next)}
                className={styles.chip}
                aria-label={LL.filters.remove({ name })}
                data-testid={`facet-chip-${chip.key}-${chip.value}`}
              >
                {name}
                <span aria-hidden="true" className={styles.chipX}>
                  ×
                </span>
              </FilterLink>
            </li>
          )
        })}
      </ul>
      <FilterLink
        href={hrefOf({})}
        onPress={onClear}
        className={styles.clearAll}
        data-testid="facet-clear-all"
      >
        {LP.filters.clearAll()}
      </FilterLink>
    </div>
  )
}

/** Nothing matches the filters: offer to take the last chip's filter away. */
export function FacetEmptyHint({
  filters,
  hrefOf,
  onChange,
}: Pick<FacetFiltersProps, 'filters' | 'hrefOf' | 'onChange'>) {
  const { LP } = useI18n()
  const nameOf = useChipName()
  const last = activeFacets(filters).at(-1)
  if (!last) return null
  const next = withoutFacet(filters, last)
  return (
    <div className={styles.emptyHint} data-testid="facet-empty-hint">
      <p>{LP.filters.noMatch()}</p>
      <FilterLink
        href={hrefOf(next)}
        onPress={() => onChange(next)}
        className={styles.chip}
        data-testid="facet-remove-last"
      >
        {LP.filters.removeLast({ name: nameOf(last) })}
      </FilterLink>
    </div>
  )
}

export const FACET_PANEL_ID = 'facet-filters'

/**
 * The small-screen "Filters" control. Without JavaScript it is a link to the panel, which the
 * stylesheet shows when it is the page's target; hydrated, it opens the sheet.
 */
export function FilterSheetButton({ activeCount }: { activeCount: number }) {
  const { LL } = useI18n()
  const hydrated = useHydrated()
  const { filterSheetOpen, openFilterSheet } = useLayout()
  const label =
    activeCount > 0 ? LL.filters.openWithCount({ count: activeCount }) : LL.filters.open()
  if (!hydrated) {
    return (
      <a href={`#${FACET_PANEL_ID}`} className={styles.sheetButton} data-testid="filter-sheet-open">
        {label}
      </a>
    )
  }
  return (
    <button
      type="button"
      className={styles.sheetButton}
      aria-haspopup="dialog"
      aria-expanded={filterSheetOpen}
      onClick={openFilterSheet}
      data-testid="filter-sheet-open"
    >
      {label}
    </button>
  )
}

/**
 * The filters as a modal sheet on small screens (decision 012): focus stays inside and returns to
 * the button; Escape, the backdrop, the close button or "show results" close it. The layout
 * machine owns the open flag, so the drawer or search opening closes it.
 */
export function FilterSheet({
  totalCount,
  ...props
}: FacetFiltersProps & { totalCount: number | undefined }) {
  const { LL, LP } = useI18n()
  const { filterSheetOpen, closeFilterSheet } = useLayout()
  const { isMobile } = useViewport()
  const open = filterSheetOpen && isMobile
  const closeRef = useRef<HTMLButtonElement>(null)
  const dialog = useModalDialog(open, closeFilterSheet, { initialFocus: () => closeRef.current })
  const titleId = useId()
  useEffect(() => {
    // Grown past the small screen, the filters sit beside the list: the sheet has no place.
    if (filterSheetOpen && !isMobile) closeFilterSheet()
  }, [filterSheetOpen, isMobile, closeFilterSheet])
  return (
    <dialog
      ref={dialog.ref}
      onClick={dialog.onClick}
      className={styles.sheet}
      aria-labelledby={titleId}
      data-testid="filter-sheet"
    >
      {open ? (
        <div className={styles.sheetPanel}>
          <div className={styles.sheetHeader}>
            <h2 id={titleId} className={styles.sheetTitle}>
              {LP.filters.heading()}
            </h2>
            <button
              ref={closeRef}
              type="button"
              className={styles.sheetClose}
              aria-label={LL.filters.close()}
              onClick={closeFilterSheet}
              data-testid="filter-sheet-close"
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <FacetPanel {...props} />
          <div className={styles.sheetFooter}>
            <button
              type="button"
              className={styles.showResults}
              onClick={closeFilterSheet}
              data-testid="filter-sheet-done"
            >
              {LP.filters.showResults({ count: totalCount ?? 0 })}
            </button>
          </div>
        </div>
      ) : null}
    </dialog>
  )
}

/** The panel beside the list (from md up), the target of the no-JavaScript "Filters" link. */
export function FacetSidebar(props: FacetFiltersProps) {
  const { LP } = useI18n()
  return (
    <aside
      id={FACET_PANEL_ID}
      className={styles.sidebar}
      aria-labelledby={`${FACET_PANEL_ID}-heading`}
      data-testid="facet-sidebar"
    >
      <h2 id={`${FACET_PANEL_ID}-heading`} className={styles.sidebarTitle}>
        {LP.filters.heading()}
      </h2>
      <FacetPanel {...props} />
    </aside>
  )
}
