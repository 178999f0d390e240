// @vitest-environment jsdom
// The page's one inline script (startOnFirstIntent, server/render/router-manifest.ts; decision
// 025): the server's page works without the app, so the entry is fetched at a person's first sign
// of activity, exactly once, with every file the page's data blocks list preloaded beside it. A
// page that cannot finish without the app starts it at once; a press on one of the app's buttons
// before hydration is held and pressed again once the page has hydrated.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { INTENT_EVENTS, START_NOW_ATTR, START_NOW_PARAMS } from '#catalogue/app-start'
import { APP_CHUNKS_ATTR, startOnFirstIntent } from '#server/render/router-manifest'

const ENTRY = '/assets/entry-client-1.js'
/** What the script added to the window, removed after each test. */
let registered: [string, EventListenerOrEventListenerObject, unknown][] = []

/** Runs the page's script with `import()` replaced by a spy, as the browser would run it. */
function runStarter() {
  const entryImport = vi.fn()
  const script = startOnFirstIntent(ENTRY).replace('import(', 'entry(')
  const add = (type: string, listener: EventListenerOrEventListenerObject, options?: unknown) => {
    registered.push([type, listener, options])
    window.addEventListener(type, listener, options as AddEventListenerOptions)
  }
  const remove = (type: string, listener: EventListenerOrEventListenerObject, options?: unknown) =>
    window.removeEventListener(type, listener, options as EventListenerOptions)
  new Function('entry', 'addEventListener', 'removeEventListener', script)(entryImport, add, remove)
  return entryImport
}

/** A data block as the server renders one for the root or a route. */
function chunksBlock(hrefs: string[]) {
  const block = document.createElement('script')
  block.type = 'application/json'
  block.setAttribute(APP_CHUNKS_ATTR, '')
  block.textContent = JSON.stringify(hrefs)
  document.body.append(block)
}

const preloaded = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  )

function hydrate() {
  document.documentElement.dataset.hydrated = ''
}

/** Lets the mutation observer and microtasks run. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => {
  document.head.innerHTML = ''
  document.body.innerHTML = ''
  delete document.documentElement.dataset.hydrated
  window.history.replaceState({}, '', '/store')
})
afterEach(() => {
  for (const [type, listener, options] of registered) {
    window.removeEventListener(type, listener, options as EventListenerOptions)
  }
  registered = []
})

describe("the page's entry starter", () => {
  it('loads nothing with the page: no entry, no preload, however long the page is read', async () => {
    chunksBlock(['/assets/shared-1.js'])
    const entryImport = runStarter()
    await new Promise((resolve) => setTimeout(resolve, 50))
    // Scrolling with a finger starts with a touch, which counts; a scroll event alone does not.
    window.dispatchEvent(new Event('scroll'))
    expect(entryImport).not.toHaveBeenCalled()
    expect(preloaded()).toEqual([])
  })

  it.each(INTENT_EVENTS)(
    'starts at the first %s, preloading every listed file, and only once',
    (type) => {
      chunksBlock(['/assets/shared-1.js', '/assets/en-1.js'])
      chunksBlock(['/assets/listing-1.js'])
      const entryImport = runStarter()
      document.body.dispatchEvent(new Event(type, { bubbles: true }))
      expect(entryImport).toHaveBeenCalledExactlyOnceWith(ENTRY)
      expect(preloaded()).toEqual([
        '/assets/shared-1.js',
        '/assets/en-1.js',
        '/assets/listing-1.js',
      ])
      for (const again of INTENT_EVENTS)
        document.body.dispatchEvent(new Event(again, { bubbles: true }))
      expect(entryImport).toHaveBeenCalledOnce()
      expect(preloaded()).toHaveLength(3)
    },
  )

  it.each(START_NOW_PARAMS)('starts at once when the address carries %s', (key) => {
    window.history.replaceState({}, '', `/store/templates/t-1?${key}=1`)
    expect(runStarter()).toHaveBeenCalledOnce()
  })

  it('starts at once for an element that needs the app, and not for other query keys', () => {
    window.history.replaceState({}, '', '/store/all?page=2&sort=likes_count&utm_source=google')
    expect(runStarter()).not.toHaveBeenCalled()
    const account = document.createElement('a')
    account.setAttribute(START_NOW_ATTR, '')
    document.body.append(account)
    expect(runStarter()).toHaveBeenCalledOnce()
  })

  it("holds a press on the app's button until the page has hydrated, then presses it again", async () => {
    const entryImport = runStarter()
    const button = document.createElement('button')
    button.type = 'button'
    button.append(document.createElement('svg'))
    document.body.append(button)
    const pressed = vi.fn()
    document.addEventListener('click', pressed)
    // The press lands on the icon inside the button.
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    button.firstElementChild!.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
    // Nothing of the page (React's root listener included) heard the first press.
    expect(pressed).not.toHaveBeenCalled()
    expect(entryImport).toHaveBeenCalledOnce()
    hydrate()
    await tick()
    expect(pressed).toHaveBeenCalledOnce()
    expect(pressed.mock.calls[0]?.[0].target).toBe(button)
    // Hydrated: presses pass straight through.
    button.click()
    expect(pressed).toHaveBeenCalledTimes(2)
    document.removeEventListener('click', pressed)
  })

  it('presses again only the last button held, and only if it is still on the page', async () => {
    runStarter()
    const [first, second] = ['a', 'b'].map((name) => {
      const button = document.createElement('button')
      button.type = 'button'
      button.name = name
      document.body.append(button)
      return button
    })
    const pressed = vi.fn()
    document.addEventListener('click', (event) => pressed((event.target as HTMLButtonElement).name))
    first!.click()
    second!.click()
    second!.remove()
    hydrate()
    await tick()
    expect(pressed).not.toHaveBeenCalled()
  })

  it('leaves links and form buttons to the browser: they work without the app', () => {
    const entryImport = runStarter()
    const link = document.createElement('a')
    link.href = '/store/all?page=2'
    const form = document.createElement('form')
    const submit = document.createElement('button')
    submit.type = 'submit'
    form.append(submit)
    document.body.append(link, form)
    for (const target of [link, submit]) {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true })
      target.dispatchEvent(click)
      // jsdom's default actions are not run for synthetic events; not cancelled is what counts.
      expect(click.defaultPrevented).toBe(false)
    }
    expect(entryImport).not.toHaveBeenCalled()
  })
})
