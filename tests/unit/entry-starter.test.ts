// @vitest-environment jsdom
// The page's one inline script (startOnFirstIntent, server/render/router-manifest.ts; decision
// 032): the server's page works without the app, so the app's files are fetched (not run) once
// the page is idle, and the entry runs at a person's first sign of activity, exactly once, with
// every file the page's data blocks list preloaded beside it. A page that cannot finish without
// the app starts it at once; a press on one of the app's buttons before hydration is held, shown
// as working, and pressed again once the page has hydrated; a control changed before hydration
// is set again and its event sent once the page has hydrated.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  INTENT_EVENTS,
  START_NOW_ATTR,
  START_NOW_PARAMS,
  SUBMIT_BEFORE_APP_ATTR,
  WAITING_ATTR,
} from '#catalogue/app-start'
import { APP_CHUNKS_ATTR, startOnFirstIntent } from '#server/render/router-manifest'

const ENTRY = '/assets/entry-client-1.js'
/** What the script added to the window, removed after each test. */
let registered: [string, EventListenerOrEventListenerObject, unknown][] = []

/** Ends the frames and timers of the starters run so far: none acts on a later test's page. */
const endStarters: (() => void)[] = []

/** Runs the page's script with `import()` replaced by a spy, as the browser would run it. */
function runStarter() {
  const entryImport = vi.fn(() => new Promise(() => {}))
  const script = startOnFirstIntent(ENTRY).replace('import(', 'entry(')
  const add = (type: string, listener: EventListenerOrEventListenerObject, options?: unknown) => {
    registered.push([type, listener, options])
    window.addEventListener(type, listener, options as AddEventListenerOptions)
  }
  const remove = (type: string, listener: EventListenerOrEventListenerObject, options?: unknown) =>
    window.removeEventListener(type, listener, options as EventListenerOptions)
  // The globals of the moment (fake ones in a test that fakes them), inert once the test ends: a
  // start held back while a press is down waits up to a second, longer than a test.
  let live = true
  endStarters.push(() => (live = false))
  const frame = (run: () => void) => requestAnimationFrame(() => live && run())
  const later = (run: () => void, ms?: number) => setTimeout(() => live && run(), ms)
  new Function(
    'entry',
    'addEventListener',
    'removeEventListener',
    'requestAnimationFrame',
    'setTimeout',
    script,
  )(entryImport, add, remove, frame, later)
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

/**
 * The starter's frames and timers on a fake clock: its start waits a frame, or up to about a
 * second while a press is down, and a loaded machine must not decide whether a test sees it.
 */
const fakeFrames = () =>
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
  })

/** Lets the mutation observer and microtasks run. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

/** The browser's network information, as a visitor's settings and line would set it. */
function connection(value: { saveData?: boolean; effectiveType?: string } | undefined) {
  Object.defineProperty(window.navigator, 'connection', { value, configurable: true })
}

const prefetched = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => [
    link.getAttribute('href'),
    link.fetchPriority,
  ])

beforeEach(() => {
  connection(undefined)
  document.head.innerHTML = ''
  document.body.innerHTML = ''
  delete document.documentElement.dataset.hydrated
  window.history.replaceState({}, '', '/store')
})
afterEach(() => {
  // A starter's idle fetch and its start (a frame after the first sign, up to a second while a
  // press is down) are timers: ended here, they never act on the next test's page.
  for (const end of endStarters.splice(0)) end()
  vi.useRealTimers()
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
    async (type) => {
      chunksBlock(['/assets/shared-1.js', '/assets/en-1.js'])
      chunksBlock(['/assets/listing-1.js'])
      fakeFrames()
      const entryImport = runStarter()
      document.body.dispatchEvent(new Event(type, { bubbles: true }))
      // A frame later (100 ms at most): the look of a press is painted before the evaluation. A
      // press still down (no pointerup here) holds it back, for about a second at most.
      await vi.advanceTimersByTimeAsync(type === 'pointerdown' ? 2_000 : 100)
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

  it.each(START_NOW_PARAMS)('starts at once when the address carries %s', async (key) => {
    window.history.replaceState({}, '', `/store/templates/t-1?${key}=1`)
    const entryImport = runStarter()
    await vi.waitFor(() => expect(entryImport).toHaveBeenCalledOnce())
  })

  it('starts at once back from the checkout: the app takes the thanks key out of the address', async () => {
    window.history.replaceState({}, '', '/ja/store/templates/t-1?purchased=1')
    const entryImport = runStarter()
    await vi.waitFor(() => expect(entryImport).toHaveBeenCalledOnce())
  })

  it('starts at once for an element that needs the app, and not for other query keys', async () => {
    window.history.replaceState({}, '', '/store/all?page=2&sort=likes_count&utm_source=google')
    const notNeeded = runStarter()
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(notNeeded).not.toHaveBeenCalled()
    const account = document.createElement('a')
    account.setAttribute(START_NOW_ATTR, '')
    document.body.append(account)
    const needed = runStarter()
    await vi.waitFor(() => expect(needed).toHaveBeenCalledOnce())
  })

  it("runs the app's files once the pressing finger or button has lifted: the press's own click comes first", async () => {
    fakeFrames()
    const entryImport = runStarter()
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    await vi.advanceTimersByTimeAsync(300)
    expect(entryImport).not.toHaveBeenCalled()
    document.body.dispatchEvent(new Event('pointerup', { bubbles: true }))
    await vi.advanceTimersByTimeAsync(100)
    expect(entryImport).toHaveBeenCalledOnce()
  })

  it('starts nothing for a sign in a form that submits before the app: a choice submits it, leaving it unchosen starts the app', async () => {
    document.body.innerHTML = `
      <form ${SUBMIT_BEFORE_APP_ATTR}><select name="sort">
        <option value="ranking" selected>R</option><option value="hot">H</option>
      </select></form>`
    const form = document.querySelector('form')!
    const select = document.querySelector('select')!
    const submitted = vi.fn()
    form.requestSubmit = submitted
    fakeFrames()
    const chosen = runStarter()
    for (const type of ['pointerdown', 'touchstart', 'focusin', 'keydown'])
      select.dispatchEvent(new Event(type, { bubbles: true }))
    await vi.advanceTimersByTimeAsync(150)
    expect(chosen).not.toHaveBeenCalled()
    select.value = 'hot'
    select.dispatchEvent(new Event('change', { bubbles: true }))
    expect(submitted).toHaveBeenCalledOnce()
    // Left without a choice (the next page is loading): still nothing started.
    select.dispatchEvent(new Event('focusout', { bubbles: true }))
    await vi.advanceTimersByTimeAsync(150)
    expect(chosen).not.toHaveBeenCalled()

    for (const [type, listener, options] of registered.splice(0))
      window.removeEventListener(type, listener, options as EventListenerOptions)
    const unchosen = runStarter()
    select.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    select.dispatchEvent(new Event('focusout', { bubbles: true }))
    // The press is still down (no pointerup): about a second at most.
    await vi.advanceTimersByTimeAsync(2_000)
    expect(unchosen).toHaveBeenCalledOnce()
  })

  it("shows the app's button as working from the pointer going down, before its click", () => {
    runStarter()
    const button = document.createElement('button')
    button.type = 'button'
    document.body.append(button)
    const select = document.createElement('select')
    document.body.append(select)
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(button.hasAttribute(WAITING_ATTR)).toBe(true)
    // A second press elsewhere moves the look: only the last press is shown and kept.
    select.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(select.getAttribute('aria-busy')).toBe('true')
    expect(button.hasAttribute('aria-busy')).toBe(false)
  })

  it('shows a disclosure as pressed until its own click opens it, and drops a press that became a scroll', () => {
    runStarter()
    const details = document.createElement('details')
    const summary = document.createElement('summary')
    const icon = document.createElement('span')
    summary.append(icon)
    details.append(summary)
    const button = document.createElement('button')
    button.type = 'button'
    document.body.append(details, button)
    // The phone menu works without the app (it opens when the finger lifts): the finger going
    // down shows at once that it was felt, and the click that opens it ends that look.
    icon.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(summary.getAttribute('aria-busy')).toBe('true')
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    icon.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(false)
    expect(summary.hasAttribute('aria-busy')).toBe(false)
    expect(summary.hasAttribute(WAITING_ATTR)).toBe(false)
    // A finger that goes down on a button and then scrolls the page pressed nothing.
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(button.getAttribute('aria-busy')).toBe('true')
    button.dispatchEvent(new Event('pointercancel', { bubbles: true }))
    expect(button.hasAttribute('aria-busy')).toBe(false)
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
    await vi.waitFor(() => expect(entryImport).toHaveBeenCalledOnce())
    hydrate()
    await vi.waitFor(() => expect(pressed).toHaveBeenCalledOnce())
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

  it('fetches every listed file at low priority once the page is idle, without running the entry', async () => {
    chunksBlock(['/assets/shared-1.js', '/assets/en-1.js'])
    chunksBlock(['/assets/listing-1.js'])
    let idle = () => {}
    const requestIdleCallback = vi.fn((callback: () => void) => (idle = callback))
    Object.assign(window, { requestIdleCallback })
    try {
      const entryImport = runStarter()
      expect(requestIdleCallback).toHaveBeenCalledOnce()
      expect(prefetched()).toEqual([])
      idle()
      expect(prefetched()).toEqual([
        ['/assets/shared-1.js', 'low'],
        ['/assets/en-1.js', 'low'],
        ['/assets/listing-1.js', 'low'],
      ])
      expect(preloaded()).toEqual([])
      expect(entryImport).not.toHaveBeenCalled()
    } finally {
      Reflect.deleteProperty(window, 'requestIdleCallback')
    }
  })

  it.each([
    ['the visitor saves data', { saveData: true, effectiveType: '4g' }],
    ['the line is 2G', { effectiveType: '2g' }],
    ['the line is slower than 2G', { effectiveType: 'slow-2g' }],
  ])('fetches nothing before a person shows up when %s', async (_, line) => {
    connection(line)
    chunksBlock(['/assets/shared-1.js'])
    const entryImport = runStarter()
    await tick()
    expect(prefetched()).toEqual([])
    document.body.dispatchEvent(new Event('pointermove', { bubbles: true }))
    await vi.waitFor(() => expect(entryImport).toHaveBeenCalledOnce())
    expect(preloaded()).toEqual(['/assets/shared-1.js'])
  })

  it('fetches early on a 3G line, and not again once the app has started', async () => {
    connection({ saveData: false, effectiveType: '3g' })
    chunksBlock(['/assets/shared-1.js'])
    runStarter()
    await tick()
    expect(prefetched()).toHaveLength(1)
    document.head.innerHTML = ''
    runStarter()
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }))
    await tick()
    expect(prefetched()).toEqual([])
  })

  it('shows a held button as working at once, moves that to the last one, and ends it after the press', async () => {
    runStarter()
    const [first, second] = ['a', 'b'].map((name) => {
      const button = document.createElement('button')
      button.type = 'button'
      button.name = name
      document.body.append(button)
      return button
    })
    second!.setAttribute('aria-busy', 'false')
    const busy = (button: HTMLButtonElement) => [
      button.getAttribute('aria-busy'),
      button.hasAttribute(WAITING_ATTR),
    ]
    first!.click()
    expect(busy(first!)).toEqual(['true', true])
    second!.click()
    // Only the last press is kept: the first button is itself again.
    expect(busy(first!)).toEqual([null, false])
    expect(busy(second!)).toEqual(['true', true])
    let busyWhenPressed: unknown[] = []
    second!.addEventListener('click', () => (busyWhenPressed = busy(second!)))
    hydrate()
    await vi.waitFor(() => expect(busyWhenPressed).toEqual(['true', true]))
    // Its own aria-busy is back once the app has taken the press.
    expect(busy(second!)).toEqual(['false', false])
  })

  it('sets a select, a text field and a box changed before hydration again, sending the events the app listens to', async () => {
    runStarter()
    document.body.innerHTML = `
      <select name="sort"><option value="ranking" selected>R</option><option value="hot">H</option></select>
      <input name="q" value="">
      <input name="on" type="checkbox">`
    const select = document.querySelector('select')!
    const [field, box] = document.querySelectorAll('input')
    const heard: [string, string, string][] = []
    const hear = (event: Event) => {
      const el = event.target as HTMLInputElement
      heard.push([event.type, el.name, el.type === 'checkbox' ? String(el.checked) : el.value])
    }
    // Listening as React does once hydrated; before that, what the person does is only recorded.
    const listen = () => {
      for (const type of ['input', 'change', 'click']) document.addEventListener(type, hear)
    }
    const person = (el: HTMLElement, change: () => void) => {
      change()
      el.dispatchEvent(new Event('input', { bubbles: true }))
      el.dispatchEvent(new Event('change', { bubbles: true }))
    }
    person(select, () => (select.value = 'hot'))
    person(field!, () => (field!.value = 'cafe'))
    person(box!, () => (box!.checked = true))
    expect(select.getAttribute('aria-busy')).toBe('true')
    expect(field!.hasAttribute('aria-busy')).toBe(false)
    // Hydration puts the served values back (as a re-render of a controlled field would).
    select.value = 'ranking'
    field!.value = ''
    box!.checked = false
    listen()
    hydrate()
    await vi.waitFor(() => expect(heard).toHaveLength(5))
    expect(heard).toEqual([
      ['change', 'sort', 'hot'],
      // A text field and a box are first set back to the served value, then to the person's.
      ['input', 'q', ''],
      ['input', 'q', 'cafe'],
      ['click', 'on', 'false'],
      ['click', 'on', 'true'],
    ])
    expect([select.value, field!.value, box!.checked]).toEqual(['hot', 'cafe', true])
    expect(select.hasAttribute('aria-busy')).toBe(false)
    expect(document.querySelector(`[${WAITING_ATTR}]`)).toBeNull()
    for (const type of ['input', 'change', 'click']) document.removeEventListener(type, hear)
  })

  it('a control changed before hydration starts the app, and one changed after is left alone', async () => {
    const entryImport = runStarter()
    document.body.innerHTML = `<input name="q">`
    const field = document.querySelector('input')!
    const heard: string[] = []
    document.addEventListener('input', () => heard.push(field.value))
    const type = (text: string) => {
      field.value = text
      field.dispatchEvent(new Event('input', { bubbles: true }))
    }
    type('a')
    await vi.waitFor(() => expect(entryImport).toHaveBeenCalledOnce())
    hydrate()
    await vi.waitFor(() => expect(heard).toEqual(['a', '', 'a']))
    type('ab')
    await tick()
    await tick()
    expect(heard).toEqual(['a', '', 'a', 'ab'])
  })

  it('leaves a text field typed into since hydration alone', async () => {
    runStarter()
    document.body.innerHTML = `<input name="q" value="">`
    const field = document.querySelector('input')
    const heard: string[] = []
    document.addEventListener('input', (event) =>
      heard.push((event.target as HTMLInputElement).name),
    )
    field!.value = 'caf'
    field!.dispatchEvent(new Event('input', { bubbles: true }))
    hydrate()
    // The person goes on typing as the page hydrates; the app has those words already.
    field!.value = 'cafe'
    await tick()
    await tick()
    expect(field!.value).toBe('cafe')
    expect(heard).toEqual(['q'])
  })
})
