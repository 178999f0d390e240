// The search field is served without its machine (issue 29): the machine's code loads on the
// field's first use. What a person typed before it arrived is not lost: the machine starts from
// the field's text, asks for suggestions for it and shows them, as if it had been there all along.
// The logic is held back here until the words are typed.
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Suggestion } from '#catalogue/api-contract'
import { SearchForm } from '#src/components/layout/search-form'
import { renderStoreUi } from './render-store-ui'

const logic = vi.hoisted(() => {
  let arrive = () => {}
  const arrived = new Promise<void>((resolve) => (arrive = resolve))
  return { arrive, arrived, asked: 0 }
})

vi.mock('#src/hooks/actors/search-logic', async (importOriginal) => {
  logic.asked += 1
  await logic.arrived
  return importOriginal()
})

const SUGGESTIONS: Suggestion[] = [
  { kind: 'template', id: 't1', label: 'Trattoria — Minimal', path: '/store/templates/t1' },
]

describe("the search field's first use", () => {
  it('loads the machine, which adopts the words typed before it arrived and suggests for them', async () => {
    const user = userEvent.setup()
    const { fake, runtime } = await renderStoreUi(<SearchForm testId="page-search-form" />)
    const field = screen.getByRole('combobox', { name: 'Search templates' })
    // Shown is not used: nothing loaded, no actor.
    expect(logic.asked).toBe(0)
    expect(runtime.root.getSnapshot().context.searches).toEqual({})

    await user.type(field, 'resta')
    expect(logic.asked).toBe(1)
    expect(field).toHaveValue('resta')
    expect(runtime.root.getSnapshot().context.searches).toEqual({})

    await act(async () => logic.arrive())
    // After the typing pause (150 ms), once.
    await waitFor(
      () =>
        expect(fake.io.fetchSuggestions).toHaveBeenCalledExactlyOnceWith(
          'resta',
          'en',
          expect.any(AbortSignal),
        ),
      { timeout: 2_000 },
    )
    await act(async () => {
      await fake.settle('fetchSuggestions', { output: SUGGESTIONS })
    })
    expect(field).toHaveValue('resta')
    expect(field).toHaveAttribute('aria-expanded', 'true')
    const listbox = screen.getByRole('listbox')
    expect(within(listbox).getByRole('option', { name: SUGGESTIONS[0]!.label })).toBeVisible()
  })
})
