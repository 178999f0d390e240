// Spec §2 pagination: up to 5 pages all numbers; otherwise 3 numbers at the edge the current page
// is near, or first … c−1 c c+1 … last in the middle.
export const FULL_LIST_MAX_PAGES = 5
export const EDGE_NUMBERS = 3

export type PaginationItem =
  { type: 'page'; page: number } | { type: 'ellipsis'; key: 'start' | 'end' }

function pages(...numbers: number[]): PaginationItem[] {
  return numbers.map((page) => ({ type: 'page', page }))
}

export function paginationItems(current: number, total: number): PaginationItem[] {
  const last = Math.max(1, Math.floor(total))
  const page = Math.min(Math.max(1, Math.floor(current)), last)
  if (last <= FULL_LIST_MAX_PAGES) return pages(...Array.from({ length: last }, (_, i) => i + 1))
  if (page <= EDGE_NUMBERS) {
    return [...pages(1, 2, 3), { type: 'ellipsis', key: 'end' }, ...pages(last)]
  }
  if (page >= last - (EDGE_NUMBERS - 1)) {
    return [...pages(1), { type: 'ellipsis', key: 'start' }, ...pages(last - 2, last - 1, last)]
  }
  return [
    ...pages(1),
    { type: 'ellipsis', key: 'start' },
    ...pages(page - 1, page, page + 1),
    { type: 'ellipsis', key: 'end' },
    ...pages(last),
  ]
}
