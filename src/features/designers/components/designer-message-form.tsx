// The designer page's contact form (issue 14): POST /v2/store/designers/{id}/message. Checked
// here as the server checks it, so a visitor sees what to fix before sending; the server's answer
// decides the rest (429 after 5 messages in 10 minutes, its own field errors). What was typed
// stays until the message is sent. Without the app the form posts to the server's page for it
// (server/pages/designer-message-page.ts), which checks the same and answers with a page; what was
// typed before the app started is taken over when it does.
import { useMutation } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { DESIGNER_MESSAGE_LIMITS, type DesignerMessageRequest } from '#catalogue/api-contract'
import { MESSAGE_LANGUAGES, type MessageLanguage } from '#catalogue/enums'
import { characterCount } from '#i18n/character-count'
import { useI18n } from '#i18n/react'
import { ApiError } from '#src/lib/api-client'
import { sendDesignerMessage } from '../api/designers'
import styles from './designer-message-form.module.scss'

type Field = 'name' | 'email' | 'body'
type Draft = Record<Field, string> & { language: MessageLanguage }
type FieldErrors = Partial<Record<Field, string>>

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const FIELDS: readonly Field[] = ['name', 'email', 'body']

export function DesignerMessageForm({
  designerId,
  designerName,
}: {
  designerId: string
  designerName: string
}): ReactNode {
  const { LL, LP, locale } = useI18n()
  const t = LL.designers.message
  const id = useId()
  const form = useRef<HTMLFormElement>(null)
  const [draft, setDraft] = useState<Draft>({
    name: '',
    email: '',
    body: '',
    language: locale === 'ja' ? 'JP' : 'EN',
  })
  const [errors, setErrors] = useState<FieldErrors>({})
  // Typed (or chosen) before the app started: the app's draft starts from what the page shows.
  useEffect(() => {
    const fields = form.current?.elements
    if (!fields) return
    const shown = (name: string) => (fields.namedItem(name) as HTMLInputElement | null)?.value ?? ''
    const language = MESSAGE_LANGUAGES.find((code) => code === shown('language'))
    setDraft((current) => {
      const typed: Draft = {
        name: shown('name'),
        email: shown('email'),
        body: shown('body'),
        language: language ?? current.language,
      }
      const changed = (Object.keys(typed) as (keyof Draft)[]).some((k) => typed[k] !== current[k])
      return changed ? typed : current
    })
  }, [])
  const send = useMutation({
    mutationFn: (message: DesignerMessageRequest) => sendDesignerMessage(designerId, message),
    onSuccess: () => setDraft((current) => ({ ...current, body: '' })),
    onError: (error) => {
      const field = error instanceof ApiError ? error.field : undefined
      if (field === 'email') setErrors({ email: t.invalidEmail() })
      else if (field === 'name' || field === 'body') setErrors({ [field]: t.required() })
    },
  })

  function check(values: Draft): FieldErrors {
    const found: FieldErrors = {}
    for (const field of FIELDS) {
      const value = values[field].trim()
      if (!value) found[field] = t.required()
      else if (value.length > DESIGNER_MESSAGE_LIMITS[field]) {
        found[field] = t.tooLong({ max: DESIGNER_MESSAGE_LIMITS[field] })
      } else if (field === 'email' && !EMAIL.test(value)) found[field] = t.invalidEmail()
    }
    return found
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = check(draft)
    setErrors(found)
    const first = FIELDS.find((field) => found[field])
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
      return
    }
    send.mutate({
      name: draft.name.trim(),
      email: draft.email.trim(),
      body: draft.body.trim(),
      language: draft.language,
    })
  }

  function edit(field: keyof Draft, value: string) {
    setDraft((current) => ({ ...current, [field]: value }))
    if (field in errors) setErrors((current) => ({ ...current, [field]: undefined }))
    if (send.isSuccess || send.isError) send.reset()
  }

  const failure =
    send.error instanceof ApiError && send.error.status === 429
      ? LL.error.messages[429]()
      : send.isError && !(send.error instanceof ApiError && send.error.field)
        ? t.failed()
        : undefined

  const textField = (field: Field, label: string, multiline = false) => {
    const inputId = `${id}-${field}`
    const errorId = `${inputId}-error`
    const common = {
      id: inputId,
      name: field,
      value: draft[field],
      'aria-invalid': errors[field] ? true : undefined,
      'aria-describedby': errors[field] ? errorId : undefined,
      className: styles.input,
    } as const
    return (
      <div className={styles.field}>
        <label htmlFor={inputId}>{label}</label>
        {multiline ? (
          <textarea {...common} rows={6} onChange={(e) => edit(field, e.target.value)} />
        ) : (
          <input
            {...common}
            type={field === 'email' ? 'email' : 'text'}
            autoComplete={field === 'email' ? 'email' : 'name'}
            onChange={(e) => edit(field, e.target.value)}
          />
        )}
        {multiline ? <BodyCount value={draft[field]} max={DESIGNER_MESSAGE_LIMITS[field]} /> : null}
        {errors[field] ? (
          <p id={errorId} className={styles.error}>
            {errors[field]}
          </p>
        ) : null}
      </div>
    )
  }

  return (
    <section className={styles.panel} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        {LP.designers.message.heading({ name: designerName })}
      </h2>
      <form
        ref={form}
        method="post"
        action={`/designers/${encodeURIComponent(designerId)}/message`}
        noValidate
        onSubmit={submit}
        data-testid="designer-message-form"
      >
        <input type="hidden" name="lang" value={locale} />
        <fieldset className={styles.fields} disabled={send.isPending}>
          {textField('name', t.name())}
          {textField('email', t.email())}
          <div className={styles.field}>
            <label htmlFor={`${id}-language`}>{t.language()}</label>
            <select
              id={`${id}-language`}
              name="language"
              className={styles.input}
              value={draft.language}
              onChange={(e) => edit('language', e.target.value)}
            >
              {MESSAGE_LANGUAGES.map((language) => (
                <option key={language} value={language}>
                  {t.languages[language]()}
                </option>
              ))}
            </select>
          </div>
          {textField('body', t.body(), true)}
          <button type="submit" className={styles.submit}>
            {send.isPending ? t.sending() : t.submit()}
          </button>
        </fieldset>
        <div role="status" className={styles.sent}>
          {send.isSuccess ? t.sent() : null}
        </div>
        <div role="alert" className={styles.failed}>
          {failure ?? null}
        </div>
      </form>
    </section>
  )
}

/**
 * How much of the limit the message uses ("4,812 / 5,000"), as it is written. A screen reader
 * hears it (politely, with what is left or how far over) only near the limit or past it, not at
 * every keystroke before.
 */
function BodyCount({ value, max }: { value: string; max: number }) {
  const { LL, locale } = useI18n()
  const count = characterCount(LL, locale, value, max)
  return (
    <p
      className={styles.count}
      data-near={count.near || undefined}
      data-over={count.over || undefined}
      aria-live={count.near ? 'polite' : 'off'}
      data-testid="message-body-count"
    >
      {count.shown}
      {count.spoken ? <span className="visually-hidden"> {count.spoken}</span> : null}
    </p>
  )
}
