// machines/personalise.ts with fake timers: the address follows the fields 300 ms after the last
// change (never at each key, at once on submit), the visit's choices are read only once the page
// has hydrated and only for a page without choices of its own, and the visit keeps what the
// address shows. The effects are recorded through provide(), as the page provides them.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { assign, createActor } from 'xstate'
import type { Personalisation } from '#catalogue/personalise'
import {
  PERSONALISE_TYPING_PAUSE_MS,
  fieldsOf,
  personaliseMachine,
  type PersonalFields,
} from '#machines/personalise'

function start(options: { visit?: Personalisation | null; fields?: Partial<PersonalFields> } = {}) {
  const addresses: PersonalFields[] = []
  const kept: Personalisation[] = []
  const reads = vi.fn(() => options.visit ?? null)
  const actor = createActor(
    personaliseMachine.provide({
      actions: {
        restore: assign({ visit: () => reads() }),
        keep: (_, { choices }) => kept.push(choices),
        writeAddress: (_, { fields }) => addresses.push({ ...fields }),
      },
    }),
    { input: { fields: { ...fieldsOf({}, 'en'), ...options.fields } } },
  ).start()
  return { actor, addresses, kept, reads }
}

describe('personalise machine', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('moves the address once the typing pauses, not at each key', () => {
    const { actor, addresses } = start()
    actor.send({ type: 'page.hydrated', given: false, choices: {} })
    actor.send({ type: 'fields.change', fields: { name: 'C' } })
    vi.advanceTimersByTime(PERSONALISE_TYPING_PAUSE_MS - 1)
    actor.send({ type: 'fields.change', fields: { name: 'Ca' } })
    vi.advanceTimersByTime(PERSONALISE_TYPING_PAUSE_MS - 1)
    actor.send({ type: 'fields.change', fields: { name: 'Café' } })
    expect(actor.getSnapshot().context.fields.name).toBe('Café')
    expect(addresses).toEqual([])
    vi.advanceTimersByTime(PERSONALISE_TYPING_PAUSE_MS - 1)
    expect(addresses).toEqual([])
    vi.advanceTimersByTime(1)
    expect(addresses).toEqual([{ name: 'Café', tagline: '', accent: '', lang: 'en' }])
    expect(actor.getSnapshot().matches({ ready: 'settled' })).toBe(true)
    // Nothing more happens by itself.
    vi.advanceTimersByTime(10 * PERSONALISE_TYPING_PAUSE_MS)
    expect(addresses).toHaveLength(1)
  })

  it('a sent form moves the address at once, and only once', () => {
    const { actor, addresses } = start()
    actor.send({ type: 'page.hydrated', given: false, choices: {} })
    actor.send({ type: 'fields.change', fields: { accent: '#1a73e8' } })
    actor.send({ type: 'fields.submit' })
    expect(addresses).toEqual([{ name: '', tagline: '', accent: '#1a73e8', lang: 'en' }])
    vi.advanceTimersByTime(PERSONALISE_TYPING_PAUSE_MS * 2)
    expect(addresses).toHaveLength(1)
  })

  it('before hydration the fields follow the input but the visit is not read', () => {
    const { actor, addresses, reads } = start({ visit: { name: 'Kept' } })
    actor.send({ type: 'fields.change', fields: { name: 'Typed early' } })
    actor.send({ type: 'address.change', choices: { name: 'x' } })
    vi.advanceTimersByTime(PERSONALISE_TYPING_PAUSE_MS * 2)
    expect(reads).not.toHaveBeenCalled()
    expect(addresses).toEqual([])
    expect(actor.getSnapshot().value).toBe('served')
  })

  it('a page without choices takes the visit’s, once', () => {
    const { actor, addresses, reads } = start({
      visit: { name: 'Café Luna', accent: '#abcdef' },
      fields: { lang: 'ja' },
    })
    actor.send({ type: 'page.hydrated', given: false, choices: {} })
    expect(reads).toHaveBeenCalledTimes(1)
    expect(addresses).toEqual([{ name: 'Café Luna', tagline: '', accent: '#abcdef', lang: 'ja' }])
    expect(actor.getSnapshot().context.fields.name).toBe('Café Luna')
    // Emptying the fields later forgets them: the visit is not read again.
    actor.send({ type: 'fields.change', fields: { name: '', accent: '' } })
    vi.advanceTimersByTime(PERSONALISE_TYPING_PAUSE_MS)
    actor.send({ type: 'page.hydrated', given: false, choices: {} })
    expect(reads).toHaveBeenCalledTimes(1)
    expect(addresses.at(-1)).toEqual({ name: '', tagline: '', accent: '', lang: 'ja' })
  })

  it('a page with choices of its own keeps them for the visit and reads nothing', () => {
    const { actor, addresses, kept, reads } = start({ visit: { name: 'Old' } })
    actor.send({ type: 'page.hydrated', given: true, choices: { name: 'New' } })
    expect(reads).not.toHaveBeenCalled()
    expect(addresses).toEqual([])
    expect(kept).toEqual([{ name: 'New' }])
    actor.send({ type: 'address.change', choices: { name: 'Newer', lang: 'ja' } })
    expect(kept.at(-1)).toEqual({ name: 'Newer', lang: 'ja' })
  })

  it('with no visit kept, or only a language, the page stays as it is', () => {
    for (const visit of [null, {}, { lang: 'ja' as const }]) {
      const { actor, addresses } = start({ visit })
      actor.send({ type: 'page.hydrated', given: false, choices: {} })
      expect(addresses).toEqual([])
      expect(actor.getSnapshot().matches({ ready: 'settled' })).toBe(true)
    }
  })

  it('"Back to the sample business" empties the fields and drops a pending address', () => {
    const { actor, addresses } = start({ fields: { name: 'Café', lang: 'ja' } })
    actor.send({ type: 'page.hydrated', given: true, choices: { name: 'Café' } })
    actor.send({ type: 'fields.change', fields: { tagline: 'Brea' } })
    actor.send({ type: 'choices.reset', lang: 'en' })
    expect(actor.getSnapshot().context.fields).toEqual(fieldsOf({}, 'en'))
    vi.advanceTimersByTime(PERSONALISE_TYPING_PAUSE_MS * 2)
    // The reset link changes the address itself; the typing before it is not written over it.
    expect(addresses).toEqual([])
  })

  it('the pause is a named delay the app can provide', () => {
    const addresses: string[] = []
    const actor = createActor(
      personaliseMachine.provide({
        actions: { writeAddress: (_, { fields }) => addresses.push(fields.name) },
        delays: { typingPause: 50 },
      }),
      { input: { fields: fieldsOf({}, 'en') } },
    ).start()
    actor.send({ type: 'page.hydrated', given: false, choices: {} })
    actor.send({ type: 'fields.change', fields: { name: 'A' } })
    vi.advanceTimersByTime(50)
    expect(addresses).toEqual(['A'])
  })
})
