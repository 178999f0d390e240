import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { I18nProvider } from '#i18n/react'
import {
  Pagination,
  paginationItems,
  type PaginationItem,
} from '#src/features/templates/components/pagination'

function labels(items: PaginationItem[]): string {
  return items.map((i) => (i.type === 'page' ? String(i.page) : '…')).join(' ')
}

describe('paginationItems (spec §2)', () => {
  it('shows every number up to 5 pages', () => {
    expect(labels(paginationItems(1, 1))).toBe('1')
    expect(labels(paginationItems(3, 5))).toBe('1 2 3 4 5')
    expect(labels(paginationItems(1, 0))).toBe('1')
  })

  it('near the start: the first 3 numbers, an ellipsis and the last page', () => {
    expect(labels(paginationItems(1, 8))).toBe('1 2 3 … 8')
    expect(labels(paginationItems(3, 8))).toBe('1 2 3 … 8')
    expect(labels(paginationItems(3, 6))).toBe('1 2 3 … 6')
  })

  it('near the end: the first page, an ellipsis and the last 3 numbers', () => {
    expect(labels(paginationItems(8, 8))).toBe('1 … 6 7 8')
    expect(labels(paginationItems(6, 8))).toBe('1 … 6 7 8')
    expect(labels(paginationItems(4, 6))).toBe('1 … 4 5 6')
  })

  it('in the middle: first, ellipsis, c−1 c c+1, ellipsis, last', () => {
    expect(labels(paginationItems(4, 8))).toBe('1 … 3 4 5 … 8')
    expect(labels(paginationItems(5, 8))).toBe('1 … 4 5 6 … 8')
    expect(labels(paginationItems(50, 144))).toBe('1 … 49 50 51 … 144')
  })

  it('clamps a current page outside [1, total]', () => {
    expect(labels(paginationItems(99, 8))).toBe('1 … 6 7 8')
    expect(labels(paginationItems(-2, 8))).toBe('1 2 3 … 8')
  })
})

function renderPagination(page: number, pageCount: number) {
  const onChange = vi.fn()
  render(
    <I18nProvider locale="en">
      <Pagination
        page={page}
        pageCount={pageCount}
        onChange={onChange}
        hrefOf={(n) => `?page=${n}&sort=ranking`}
      />
    </I18nProvider>,
  )
  return onChange
}

describe('<Pagination>', () => {
  it('links every page by URL (it works without JavaScript); a plain click goes to onChange', () => {
    const onChange = renderPagination(4, 8)
    expect(screen.getByRole('link', { name: 'Go to page 5' })).toHaveAttribute(
      'href',
      '?page=5&sort=ranking',
    )
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '?page=3&sort=ranking',
    )
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '?page=5&sort=ranking',
    )
    // Seen after React's handler (it listens on the root, inside the document): was the default
    // prevented? Then stop jsdom, which cannot load another document.
    const prevented: boolean[] = []
    const record = (event: Event) => {
      prevented.push(event.defaultPrevented)
      event.preventDefault()
    }
    document.addEventListener('click', record)
    fireEvent.click(screen.getByRole('link', { name: 'Go to page 8' }))
    // A ctrl/cmd click is the browser's: a new tab, no machine event.
    fireEvent.click(screen.getByRole('link', { name: 'Go to page 5' }), { ctrlKey: true })
    document.removeEventListener('click', record)
    expect(prevented).toEqual([true, false])
    expect(onChange.mock.calls).toEqual([[8]])
  })

  it('marks the current page and disables previous on the first page', () => {
    const onChange = renderPagination(1, 8)
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Page 1, current page' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByRole('link', { name: 'Next' })).not.toHaveAttribute('aria-disabled')
    fireEvent.click(screen.getByRole('link', { name: 'Previous' }))
    fireEvent.click(screen.getByRole('link', { name: 'Page 1, current page' }))
    expect(onChange).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('link', { name: 'Next' }))
    fireEvent.click(screen.getByRole('link', { name: 'Go to page 8' }))
    expect(onChange.mock.calls).toEqual([[2], [8]])
  })

  it('disables next on the last page', () => {
    const onChange = renderPagination(8, 8)
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true')
    fireEvent.click(screen.getByRole('link', { name: 'Previous' }))
    expect(onChange).toHaveBeenCalledWith(7)
    const items = [...screen.getByRole('navigation').querySelectorAll('li')].map(
      (li) => li.textContent,
    )
    expect(items).toEqual(['‹', '1', '…', '6', '7', '8', '›'])
    // The ellipsis is decoration: assistive tech hears only the links.
    expect(screen.getAllByRole('listitem')).toHaveLength(6)
  })

  it('disables both with a single page (no href, so no page to go to)', () => {
    renderPagination(1, 1)
    expect(screen.getByRole('link', { name: 'Previous' })).not.toHaveAttribute('href')
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true')
  })
})
