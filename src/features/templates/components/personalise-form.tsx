import { getRouteApi, useHydrated, useRouterState } from '@tanstack/react-router'
import {
  PERSONAL_NAME_MAX,
  PERSONAL_PROBLEM_LIMITS,
  PERSONAL_TAGLINE_MAX,
  SITE_LANGUAGES,
  isPersonalised,
} from '#catalogue/personalise'
import { SCHEME_KEY, hexColour } from '#catalogue/personal-colour'
import type { ColourScheme } from '#catalogue/api-contract'
import { useI18n } from '#i18n/react'
import type { PersonalFields } from '#machines/personalise'
import { usePersonalChoices } from '../lib/personal-choices'
import { usePersonalise } from '../lib/use-personalise'
import styles from './personalise-form.module.scss'

const templateRoute = getRouteApi('/store/templates/$templateId')

export type PersonaliseFormProps = {
  /** The template's colour schemes (the detail API's): their accents are offered as swatches. */
  schemes?: readonly ColourScheme[]
}

/**
 * "Try it as yours" (issue 31): the visitor's business name, tagline, accent and site language.
 * Without JavaScript a GET form back to this page (the server renders the preview and gallery
 * with the choices); with the app, the address follows the typing (replace, 300 ms after the
 * last key; machines/personalise.ts) and the preview and gallery follow the address. The choices
 * are kept for the visit and given to the next template page that has none in its address. The
 * page gives the form a `key` per template: each template page has its own machine.
 */
export function PersonaliseForm({ schemes = [] }: PersonaliseFormProps) {
  const { LL, LP, locale } = useI18n()
  const hydrated = useHydrated()
  const search = templateRoute.useSearch()
  const { choices, problems } = usePersonalChoices()
  // The address as the visitor sees it (`/ja/…` kept): the form comes back to this page.
  const pathname = useRouterState({
    select: (state) => state.location.publicHref.split(/[?#]/)[0] ?? '',
  })
  // The machine keeps the fields and moves the address 300 ms after the last key (decision 040).
  const { fields, change, submit, reset } = usePersonalise(choices, locale)
  const personalised = isPersonalised(choices)
  const typed = (key: keyof PersonalFields) => (event: { target: { value: string } }) =>
    change({ [key]: event.target.value })
  const colour = hexColour(fields.accent)
  const pickedScheme = schemes.find((scheme) => scheme.accent === colour)

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
          submit()
        }}
      >
        {search.device ? <input type="hidden" name="device" value={search.device} /> : null}
        <label className={styles.field}>
          <span>{LP.personalise.name()}</span>
          <input
            type="text"
            name="name"
            value={fields.name}
            onChange={typed('name')}
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
            onChange={typed('tagline')}
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
                onChange={typed('accent')}
              />
            ) : null}
            <input
              id="personalise-accent"
              type="text"
              name="accent"
              value={fields.accent}
              onChange={typed('accent')}
              placeholder="#1a73e8"
              pattern="#?[0-9a-fA-F]{6}"
              maxLength={7}
              spellCheck={false}
              aria-describedby="personalise-accent-hint"
            />
          </span>
          <small id="personalise-accent-hint">{LP.personalise.accentHint()}</small>
        </div>
        {schemes.length > 0 ? (
          // Radios of the GET form: without JavaScript a scheme picked is sent as SCHEME_KEY and
          // the page makes it the accent; "your own colour" leaves the typed one.
          <fieldset className={styles.schemes} data-testid="personalise-schemes">
            <legend>{LP.personalise.schemes()}</legend>
            {schemes.map((scheme) => (
              <label key={scheme.name} className={styles.swatch}>
                <input
                  type="radio"
                  name={SCHEME_KEY}
                  value={scheme.accent}
                  checked={pickedScheme === scheme}
                  onChange={() => change({ accent: scheme.accent })}
                />
                <span
                  className={styles.chip}
                  style={{ backgroundColor: scheme.accent }}
                  aria-hidden="true"
                />
                <span>{LP.personalise.scheme({ name: scheme.name })}</span>
              </label>
            ))}
            <label className={styles.swatch}>
              <input
                type="radio"
                name={SCHEME_KEY}
                value=""
                checked={pickedScheme === undefined}
                // Away from a scheme: the template's own colour until one is typed above.
                onChange={() => {
                  change({ accent: '' })
                  document.getElementById('personalise-accent')?.focus()
                }}
              />
              <span>{LP.personalise.ownColour()}</span>
            </label>
          </fieldset>
        ) : null}
        <label className={styles.field}>
          <span>{LP.personalise.language()}</span>
          <select name="lang" value={fields.lang} onChange={typed('lang')}>
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
              onClick={reset}
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
