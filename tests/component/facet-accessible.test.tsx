// The listing's Accessibility filter (issue 27): one option beside the facets, a real link to the
// list with `?accessible=true` (and back without it), ticked when chosen, a chip to remove it, in
// the page's language.
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { FacetCounts, FacetSearch } from '#catalogue/facets'
import {
  FacetChips,
  FacetSidebar,
  type FacetFiltersProps,
} from '#src/features/templates/components/facet-filters'
import { renderStoreUi } from './render-store-ui'

const COUNTS: FacetCounts = {
  siteTypes: [],
  industries: [],
  styleTags: [],
  featureTags: [],
  price: [
    { value: 'free', count: 3 },
    { value: 'paid', count: 9 },
  ],
  tiers: [],
}
const hrefOf = (filters: FacetSearch) => `/store/all${filters.accessible ? '?accessible=true' : ''}`

function props(filters: FacetSearch, onChange = vi.fn()): FacetFiltersProps {
  return { filters, counts: COUNTS, hrefOf, onChange, keptParams: [], priceOf: () => 'Free' }
}

describe('the Accessibility filter (issue 27)', () => {
  it('links to the list with accessible=true and chooses it through the listing', async () => {
    const onChange = vi.fn()
    await renderStoreUi(<FacetSidebar {...props({ price: 'free' }, onChange)} />)
    const group = screen.getByTestId('facet-group-accessible')
    expect(within(group).getByText('Accessibility')).toBeInTheDocument()
    const option = screen.getByTestId('facet-option-accessible')
    expect(option).toHaveTextContent('No serious issues, AA contrast')
    expect(option).toHaveAttribute('href', '/store/all?accessible=true')
    expect(option).not.toHaveAttribute('aria-current')
    fireEvent.click(option)
    expect(onChange).toHaveBeenCalledWith({ price: 'free', accessible: true })
  })

  it('is ticked when chosen, and a press or its chip takes it away, in Japanese too', async () => {
    const onChange = vi.fn()
    await renderStoreUi(
      <>
        <FacetChips
          filters={{ accessible: true }}
          hrefOf={hrefOf}
          onChange={onChange}
          onClear={vi.fn()}
        />
        <FacetSidebar {...props({ accessible: true }, onChange)} />
      </>,
      { locale: 'ja' },
    )
    const option = screen.getByTestId('facet-option-accessible')
    expect(option).toHaveAttribute('aria-current', 'true')
    expect(option).toHaveAttribute('href', '/store/all')
    expect(option).toHaveTextContent('重大な問題なし・コントラストAA')
    const chip = screen.getByTestId('facet-chip-accessible-true')
    expect(chip).toHaveTextContent('重大な問題なし・コントラストAA')
    fireEvent.click(chip)
    expect(onChange).toHaveBeenLastCalledWith({ accessible: undefined })
  })
})
