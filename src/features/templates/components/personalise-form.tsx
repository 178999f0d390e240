import { getRouteApi, useHydrated, useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import {
  PERSONAL_KEYS,
  PERSONAL_NAME_MAX,
  PERSONAL_PROBLEM_LIMITS,
  PERSONAL_TAGLINE_MAX,
  SITE_LANGUAGES,
  hexColour,
  isPersonalised,
  type Personalisation,
} from '#catalogue/personalise'
import { useI18n } from '#i18n/react'
import { usePersonalChoices } from '../lib/personal-choices'
import styles from './personalise-form.module.scss'

const templateRoute = getRouteApi('/store/templates/$templateId')

/** The pause after the last key before the address (and so the preview) follows (issue 31). */
export const PERSONALISE_DEBOUNCE_MS = 300

/** Where a visit's choices wait for the next template page (this tab only, gone with it). */
const VISIT_STORAGE_KEY = 'store.personalise'

type Fields = { name: string; tagline: string; accent: string; lang: string }

function readVisitChoices(): Personalisation | undefined {
  try {
    const saved = sessionStorage.getItem(VISIT_STORAGE_KEY)
    return saved ? (JSON.parse(saved) as Personalisation) : undefined
  } catch {
    return undefined
  }
}

function keepVisitChoices(choices: Personalisation | undefined): void {
  try {
    if (choices && isPersonalised(choices))
      sessionStorage.setItem(VISIT_STORAGE_KEY, JSON.stringify(choices))
    else sessionStorage.removeItem(VISIT_STORAGE_KEY)
  } catch {
    // Storage refused (private mode, quota): the choices still live in the address.
  }
}

export type PersonaliseFormProps = { templateId: string }

/**
 * "Try it as yours" (issue 31): the visitor's business name, tagline, accent and site language.
 * Without JavaScript a GET form back to this page (the server renders the preview and gallery
 * with the choices); with the app, the address follows the typing (replace, 300 ms after the
 * last key) and the preview and gallery follow the address. The choices are kept for the visit
 * (sessionStorage) and given to the next template page that has none in its address.
 */
export function PersonaliseForm({ templateId }: PersonaliseFormProps) {
  const { LL, LP, locale } = useI18n()
  const hydrated = useHydrated()
  const navigate = templateRoute.useNavigate()
  const search = templateRoute.useSearch()
  const { choices, problems } = usePersonalChoices()
  // The address as the visitor sees it (`/ja/…` kept): the form comes back to this page.
  const pathname = useRouterState({
    select: (state) => state.location.publicHref.split(/[?#]/)[0] ?? '',
  })
  const fromAddress = (): Fields => ({
    name: search.name ?? '',
    tagline: search.tagline ?? '',
    accent: search.accent ?? '',
    lang: choices.lang ?? locale,
  })
  const [fields, setFields] = useState<Fields>(fromAddress)
  const [editing, setEditing] = useState(false)

  // Typing settles: the address takes the fields (an unfinished hex waits, it is no colour yet).
  useEffect(() => {
    if (!editing) return
    const timer = setTimeout(() => {
      setEditing(false)
      const accent = fields.accent.trim()
      void navigate({
        to: '.',
        search: (prev) => ({
          ...prev,
          name: fields.name || undefined,
          tagline: fields.tagline || undefined,
          accent: accent === '' ? undefined : (hexColour(accent) ?? prev.accent),
          lang: fields.lang === locale ? undefined : fields.lang,
        }),
        replace: true,
        resetScroll: false,
      })
    }, PERSONALISE_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [editing, fields, navigate, locale])

  // The visit's choices: kept while they change, given to a template page that has none.
  const personalised = isPersonalised(choices)
  const addressChoices = JSON.stringify(choices)
  useEffect(() => {
    if (!hydrated) return
    const given = PERSONAL_KEYS.some((key) => search[key] !== undefined)
    if (given) {
      keepVisitChoices(JSON.parse(addressChoices) as Personalisation)
      return
    }
    const saved = readVisitChoices()
    if (!saved || !isPersonalised(saved)) return
    setFields({
      name: saved.name ?? '',
      tagline: saved.tagline ?? '',
      accent: saved.accent ?? '',
      lang: saved.lang ?? locale,
    })
    void navigate({
      to: '.',
      search: (prev) => ({ ...prev, ...saved }),
      replace: true,
      resetScroll: false,
    })
    // Once per template page and address; `search` itself is a new object each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated, templateId, addressChoices])

  const change = (key: keyof Fields) => (event: { target: { value: string } }) => {
    setFields((prev) => ({ ...prev, [key]: event.target.value }))
    setEditing(true)
  }
  const colour = hexColour(fields.accent)

  return (
    <section className={styles.personalise} aria-labelledby="personalise-heading">
      <h2 id="personalise-heading">{LP.personalise.heading()}</h2>
      <p className={styles.lead}>{LP.personalise.lead()}</p>
      <form
        method="get"
        action={pathname}
        className={styles.form}
        data-testid="personalise-form"
        onSubmit={(event) => {
          event.preventDefault()
          setEditing(true)
        }}
      >
        {search.device ? <input type="hidden" name="device" value={search.device} /> : null}
        <label className={styles.field}>
          <span>{LP.personalise.name()}</span>
          <input
            type="text"
            name="name"
            value={fields.name}
            onChange={change('name')}
            maxLength={PERSONAL_NAME_MAX}
            autoComplete="organization"
            aria-describedby="personalise-name-limit"
          />
          <small id="personalise-name-limit">
            {LP.personalise.maxLength({ max: PERSONAL_NAME_MAX })}
          </small>
        </label>
        <label className={styles.field}>
          <span>{LP.personalise.tagline()}</span>
          <input
            type="text"
            name="tagline"
            value={fields.tagline}
            onChange={change('tagline')}
            maxLength={PERSONAL_TAGLINE_MAX}
            aria-describedby="personalise-tagline-limit"
          />
          <small id="personalise-tagline-limit">
            {LP.personalise.maxLength({ max: PERSONAL_TAGLINE_MAX })}
          </small>
        </label>
        <div className={styles.field}>
          <label htmlFor="personalise-accent">{LP.personalise.accent()}</label>
          <span className={styles.colour}>
            {hydrated ? (
              // Not submitted (no name): a picker's value is always some colour, the text is not.
              <input
                type="color"
                aria-label={LL.personalise.accent()}
                value={colour ?? '#000000'}
                onChange={change('accent')}
              />
            ) : null}
            <input
              id="personalise-accent"
              type="text"
              name="accent"
              value={fields.accent}
              onChange={change('accent')}
              placeholder="#1a73e8"
              pattern="#?[0-9a-fA-F]{6}"
              maxLength={7}
              spellCheck={false}
              aria-describedby="personalise-accent-hint"
            />
          </span>
          <small id="personalise-accent-hint">{LP.personalise.accentHint()}</small>
        </div>
        <label className={styles.field}>
          <span>{LP.personalise.language()}</span>
          <select name="lang" value={fields.lang} onChange={change('lang')}>
            {SITE_LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {LL.language[language]()}
              </option>
            ))}
          </select>
        </label>
        <div className={styles.actions}>
          <button type="submit" className={styles.apply}>
            {LP.personalise.apply()}
          </button>
          {personalised ? (
            <templateRoute.Link
              to="."
              search={(prev) => ({
                ...prev,
                name: undefined,
                tagline: undefined,
                accent: undefined,
                lang: undefined,
              })}
              replace
              resetScroll={false}
              onClick={() => {
                keepVisitChoices(undefined)
                setFields({ name: '', tagline: '', accent: '', lang: locale })
              }}
              data-testid="personalise-reset"
            >
              {LP.personalise.reset()}
            </templateRoute.Link>
          ) : null}
        </div>
      </form>
      {problems.length > 0 ? (
        <ul className={styles.problems} role="alert" data-testid="personalise-problems">
          {problems.map((problem) => (
            <li key={problem}>
              {LP.personalise.problems[problem]({ max: PERSONAL_PROBLEM_LIMITS[problem] })}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
