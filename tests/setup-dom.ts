import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

afterEach(() => cleanup())

// A find waits for what a step makes appear. Its default second was too short on CI's loaded two
// cores with two test files at a time: a lazily loaded part's first render (the drawer: every
// menu entry in a modal dialog) took 2–4 s there. A find returns as soon as it finds.
configure({ asyncUtilTimeout: 5_000 })

// jsdom reflects <dialog open> but has no showModal/close. A minimal stand-in: the open state,
// the close event, and Escape closing the topmost modal (cancel first, as browsers do). Like a
// browser, close() fires `close` from a queued task, not at once: code that waits for it sees a
// closed dialog before hearing about it. The browser's own focus trap and inert page are checked
// in the e2e suite.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  const modals: HTMLDialogElement[] = []
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '')
    modals.push(this)
  }
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return
    this.removeAttribute('open')
    modals.splice(modals.indexOf(this) >>> 0, 1)
    setTimeout(() => this.dispatchEvent(new Event('close')))
  }
  document.addEventListener('keydown', (event) => {
    const top = modals.filter((dialog) => dialog.isConnected).at(-1)
    if (event.key !== 'Escape' || !top) return
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close()
  })
}
