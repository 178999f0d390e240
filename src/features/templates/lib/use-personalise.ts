// The template page's "Try it as yours" form and its machine (machines/personalise.ts): the
// machine decides when the address follows the fields and what the visit keeps; this hook gives
// it the page's address (the router) and the visit's storage (the app's io). The actor is the
// page's own, made in the template page's chunk: the store's first load does not carry it.
import { getRouteApi, useHydrated, useRouter } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useActorRef } from '@xstate/react'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { assign } from 'xstate'
import {
  PERSONAL_KEYS,
  isPersonalised,
  readPersonalisation,
  type Personalisation,
} from '#catalogue/personalise'
import { hexColour } from '#catalogue/personal-colour'
import { fieldsOf, personaliseMachine, type PersonalFields } from '#machines/personalise'
import { useStoreRuntime } from '#src/hooks/actors/store-actors-provider'
import type { StoreIo } from '#src/hooks/actors/store-io'

const templateRoute = getRouteApi('/store/templates/$templateId')

type Navigate = ReturnType<typeof templateRoute.useNavigate>

/** The choices the visit kept, read as an address is: whatever else is stored keeps only what is valid. */
function visitChoices(io: Pick<StoreIo, 'readPersonalChoices'>): Personalisation | null {
  const stored = io.readPersonalChoices()
  if (stored === null || typeof stored !== 'object') return null
  const { choices } = readPersonalisation(stored as Record<string, unknown>)
  return isPersonalised(choices) ? choices : null
}

/** The machine with the page's effects: its address (replaced) and the visit's storage. */
export function providePersonaliseMachine(
  io: Pick<StoreIo, 'readPersonalChoices' | 'writePersonalChoices'>,
  page: { navigate: () => Navigate; locale: () => string },
  options: { typingPause?: number } = {},
) {
  return personaliseMachine.provide({
    actions: {
      restore: assign({ visit: () => visitChoices(io) }),
      keep: (_, { choices }) =>
        io.writePersonalChoices(isPersonalised(choices) ? choices : undefined),
      writeAddress: (_, { fields }) => {
        const accent = fields.accent.trim()
        const locale = page.locale()
        void page.navigate()({
          to: '.',
          search: (prev) => ({
            ...prev,
            name: fields.name || undefined,
            tagline: fields.tagline || undefined,
            // An unfinished hex is no colour yet: the address keeps the last one until it is.
            accent: accent === '' ? undefined : (hexColour(accent) ?? prev.accent),
            lang: fields.lang === locale ? undefined : fields.lang,
          }),
          replace: true,
          resetScroll: false,
        })
      },
    },
    ...(options.typingPause !== undefined ? { delays: { typingPause: options.typingPause } } : {}),
  })
}

export type PersonaliseView = {
  fields: PersonalFields
  change(fields: Partial<PersonalFields>): void
  submit(): void
  reset(): void
}

/** The form's fields and what it tells the machine; the machine lives as long as the form. */
export function usePersonalise(choices: Personalisation, locale: string): PersonaliseView {
  const { io } = useStoreRuntime()
  const hydrated = useHydrated()
  const navigate = templateRoute.useNavigate()
  const search = templateRoute.useSearch()
  const page = useRef({ navigate, locale })
  useLayoutEffect(() => {
    page.current = { navigate, locale }
  })
  // Provided once per form, not at every render. A server render never starts the actor (its
  // effects are the browser's, after hydration), so the bare machine draws the same first
  // snapshot there without providing a machine per request (issue 30).
  const { isServer } = useRouter()
  const [logic] = useState(() =>
    isServer
      ? personaliseMachine
      : providePersonaliseMachine(io, {
          navigate: () => page.current.navigate,
          locale: () => page.current.locale,
        }),
  )
  const actor = useActorRef(logic, { input: { fields: fieldsOf(choices, locale) } })
  const fields = useSelector(actor, (snapshot) => snapshot.context.fields)

  const given = PERSONAL_KEYS.some((key) => search[key] !== undefined)
  const addressChoices = JSON.stringify(choices)
  useEffect(() => {
    if (!hydrated) return
    actor.send({ type: 'page.hydrated', given, choices })
    // Once, when the page runs: the machine ignores it after.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated, actor])
  useEffect(() => {
    actor.send({ type: 'address.change', choices: JSON.parse(addressChoices) as Personalisation })
  }, [actor, addressChoices])

  return {
    fields,
    change: (changed) => actor.send({ type: 'fields.change', fields: changed }),
    submit: () => actor.send({ type: 'fields.submit' }),
    reset: () => actor.send({ type: 'choices.reset', lang: locale }),
  }
}
