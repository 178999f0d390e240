// The starter (decision 032) under React 19's own hydration: controls a person changed before the
// app was there are adopted by the hydrated components' handlers, whether their region has
// hydrated already (React's value tracker then holds the person's value, and the component's
// state the served one) or is still dehydrated behind a Suspense boundary (the event hydrates it
// first), and a re-render that puts the served value back (as `useHydrated` flipping does) does
// not win.
import { Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest'
import { HYDRATED_ATTR } from '#catalogue/app-start'
import { startOnFirstIntent } from '#server/render/router-manifest'

const subscribeNothing = () => () => {}
/** False as served and while hydrating, then true: the page re-renders once hydrated. */
const useHydratedFlag = () =>
  useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  )

function MarkHydrated() {
  useEffect(() => document.documentElement.setAttribute(HYDRATED_ATTR, ''), [])
  return null
}

/** Not re-rendered at hydration: React's value tracker keeps the value the page showed then. */
function SearchField({ onText }: { onText: (text: string) => void }) {
  const [text, setText] = useState('')
  return (
    <>
      <input
        name="q"
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          onText(event.target.value)
        }}
      />
      <output>{text}</output>
    </>
  )
}

function Page({ onSort, onText }: { onSort: (sort: string) => void; onText: (t: string) => void }) {
  const [sort, setSort] = useState('ranking')
  const hydrated = useHydratedFlag()
  return (
    <form>
      <MarkHydrated />
      <select
        name="sort"
        value={sort}
        onChange={(event) => {
          setSort(event.target.value)
          onSort(event.target.value)
        }}
      >
        <option value="ranking">Ranking</option>
        <option value="hot">Hot</option>
      </select>
      {hydrated ? null : <button type="submit">Apply</button>}
      {/* Its own region: hydrated after the shell, or first when an event lands in it. */}
      <Suspense fallback={null}>
        <SearchField onText={onText} />
      </Suspense>
    </form>
  )
}

/** Serves `page`, runs the page's starter over it, and returns the entry's import (a spy). */
function serve(page: ReactNode): { container: HTMLElement; entry: Mock } {
  const container = document.createElement('div')
  container.innerHTML = renderToString(page)
  document.body.append(container)
  const entry = vi.fn(() => new Promise(() => {}))
  const script = startOnFirstIntent('/assets/entry-client-1.js').replace('import(', 'entry(')
  new Function('entry', script)(entry)
  return { container, entry }
}

/** What a person does to a control: a new value, and the events the browser sends. */
function change(control: HTMLInputElement | HTMLSelectElement, value: string) {
  control.value = value
  control.dispatchEvent(new Event('input', { bubbles: true }))
  control.dispatchEvent(new Event('change', { bubbles: true }))
}

let root: Root | undefined
afterEach(() => {
  root?.unmount()
  root = undefined
  document.body.innerHTML = ''
  document.documentElement.removeAttribute(HYDRATED_ATTR)
})

describe('the starter hands what a person did to the hydrated app', () => {
  it('a select chosen and words typed before the app are what the app holds once hydrated', async () => {
    const onSort = vi.fn()
    const onText = vi.fn()
    const { container, entry } = serve(<Page onSort={vi.fn()} onText={vi.fn()} />)
    // The person, before the app: a choice and some words (a focus or a key starts the app).
    const select = container.querySelector('select')!
    const field = container.querySelector('input')!
    change(select, 'hot')
    change(field, 'cafe')
    await vi.waitFor(() => expect(entry).toHaveBeenCalledOnce())

    root = hydrateRoot(container, <Page onSort={onSort} onText={onText} />)
    await vi.waitFor(() => expect(onText).toHaveBeenLastCalledWith('cafe'))
    expect(onSort).toHaveBeenLastCalledWith('hot')
    await vi.waitFor(() => expect(container.querySelector('button')).toBeNull())
    expect(select.value).toBe('hot')
    expect(field.value).toBe('cafe')
  })

  it('words typed into a field its component does not render again at hydration reach its state', async () => {
    // React's value tracker starts from the words the page shows when it hydrates, so setting
    // them again alone would be no change: the starter puts the served value back first.
    const onText = vi.fn()
    const page = (
      <Suspense fallback={null}>
        <MarkHydrated />
        <SearchField onText={onText} />
      </Suspense>
    )
    const { container } = serve(page)
    change(container.querySelector('input')!, 'cafe')
    root = hydrateRoot(container, page)
    await vi.waitFor(() => expect(container.querySelector('output')?.textContent).toBe('cafe'))
    expect(onText).toHaveBeenLastCalledWith('cafe')
    expect(container.querySelector('input')?.value).toBe('cafe')
  })
})
