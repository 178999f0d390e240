// The designer page's message form, posted without JavaScript (issue 29): the same checks,
// limits and storage as the API's POST /v2/store/designers/{id}/message, answered with a page in
// the page's language. A mistake, a refused sender or a post from another site shows the form
// again with what was typed; a sent message shows the thank-you and the way back.
import type { Context, Hono } from 'hono'
import * as v from 'valibot'
import { DESIGNER_MESSAGE_LIMITS, type DesignerMessageRequest } from '#catalogue/api-contract'
import { designerMessageBody } from '#catalogue/api/designers'
import { MESSAGE_LANGUAGES, type Language, type MessageLanguage } from '#catalogue/enums'
import { characterCount } from '#i18n/character-count'
import { getTranslator, type Translator } from '#i18n/messages'
import type { AppEnv } from '../app-env'
import { clientIp } from '../auth/client-ip'
import { storeDesignerMessage } from '../routes/designers'
import { escapeHtml, isSameOriginPost, pageLanguage, renderPage, storePath } from './account-html'

type Field = 'name' | 'email' | 'body'
type Draft = Record<Field, string> & { language: MessageLanguage }

/** Where the designer page's form posts (the page's language rides in the form). */
function designerMessageAction(designerId: string): string {
  return `/designers/${encodeURIComponent(designerId)}/message`
}

function readDraft(form: Record<string, unknown>, language: Language): Draft {
  const text = (key: string) => (typeof form[key] === 'string' ? (form[key] as string) : '')
  const chosen = text('language')
  return {
    name: text('name'),
    email: text('email'),
    body: text('body'),
    language: (MESSAGE_LANGUAGES as readonly string[]).includes(chosen)
      ? (chosen as MessageLanguage)
      : language === 'ja'
        ? 'JP'
        : 'EN',
  }
}

/** The API's own schema decides; the words say what to fix, as the app's form does. */
function check(
  draft: Draft,
  LL: Translator,
): { message: DesignerMessageRequest } | { errors: Partial<Record<Field, string>> } {
  const parsed = v.safeParse(designerMessageBody, draft)
  if (parsed.success) return { message: parsed.output }
  const t = LL.designers.message
  const errors: Partial<Record<Field, string>> = {}
  for (const issue of parsed.issues) {
    const field = issue.path?.[0]?.key
    if (field !== 'name' && field !== 'email' && field !== 'body') continue
    const value = draft[field].trim()
    errors[field] ??=
      value === ''
        ? t.required()
        : value.length > DESIGNER_MESSAGE_LIMITS[field]
          ? t.tooLong({ max: DESIGNER_MESSAGE_LIMITS[field] })
          : field === 'email'
            ? t.invalidEmail()
            : t.required()
  }
  return { errors }
}

function formPage(options: {
  designerId: string
  designerName: string
  language: Language
  draft: Draft
  errors?: Partial<Record<Field, string>>
  alert?: string
}): string {
  const { designerId, language, draft, errors = {} } = options
  const LL = getTranslator(language)
  const t = LL.designers.message
  const heading = t.heading({ name: options.designerName })
  const field = (name: Field, label: string) => {
    const error = errors[name]
    const described = error ? ` aria-invalid="true" aria-describedby="message-${name}-error"` : ''
    const control =
      name === 'body'
        ? `<textarea id="message-body" name="body" rows="6"${described}>${escapeHtml(draft.body)}</textarea>`
        : `<input id="message-${name}" name="${name}" type="${name === 'email' ? 'email' : 'text'}" autocomplete="${name}" value="${escapeHtml(draft[name])}"${described}>`
    // The message's count against its limit, as the app's form shows it (static here).
    const count =
      name === 'body'
        ? `\n<p class="note count">${escapeHtml(characterCount(LL, language, draft.body, DESIGNER_MESSAGE_LIMITS.body).shown)}</p>`
        : ''
    return `<label for="message-${name}">${escapeHtml(label)}</label>
${control}${count}
${error ? `<p id="message-${name}-error" class="error">${escapeHtml(error)}</p>` : ''}`
  }
  const languageOptions = MESSAGE_LANGUAGES.map(
    (code) =>
      `<option value="${code}"${code === draft.language ? ' selected' : ''}>${escapeHtml(t.languages[code]())}</option>`,
  ).join('')
  return renderPage({
    title: heading,
    language,
    body: `<h1>${escapeHtml(heading)}</h1>
${options.alert ? `<p class="error" role="alert">${escapeHtml(options.alert)}</p>` : ''}
<form method="post" action="${escapeHtml(designerMessageAction(designerId))}" novalidate data-testid="designer-message-form">
<input type="hidden" name="lang" value="${language}">
${field('name', t.name())}
${field('email', t.email())}
<label for="message-language">${escapeHtml(t.language())}</label>
<select id="message-language" name="language">${languageOptions}</select>
${field('body', t.body())}
<button type="submit">${escapeHtml(t.submit())}</button>
</form>
<p><a href="${escapeHtml(designerPath(designerId, language))}">${escapeHtml(LL.designers.viewProfile())}</a></p>`,
  })
}

function designerPath(designerId: string, language: Language): string {
  return storePath(`/store/designers/${encodeURIComponent(designerId)}`, language)
}

async function designerName(c: Context<AppEnv>, designerId: string, language: Language) {
  const row = await c.var.deps.db
    .selectFrom('designers')
    .select(['name_en', 'name_ja'])
    .where('id', '=', designerId)
    .executeTakeFirst()
  return row ? (language === 'ja' ? row.name_ja : row.name_en) : null
}

export function registerDesignerMessagePage(app: Hono<AppEnv>): void {
  app.post('/designers/:designer_id/message', async (c) => {
    const designerId = c.req.param('designer_id')
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
    const language: Language =
      form.lang === 'ja' ? 'ja' : form.lang === 'en' ? 'en' : pageLanguage(c)
    const LL = getTranslator(language)
    c.header('Cache-Control', 'no-store')
    const name = await designerName(c, designerId, language)
    if (name === null) {
      return c.html(
        renderPage({
          title: LL.designers.notFound(),
          language,
          body: `<h1>${escapeHtml(LL.designers.notFound())}</h1>
<p><a href="${storePath('/store/designers', language)}">${escapeHtml(LL.designers.title())}</a></p>`,
        }),
        404,
      )
    }
    const draft = readDraft(form, language)
    const again = (
      status: 400 | 403 | 429,
      extra: { errors?: Partial<Record<Field, string>>; alert?: string },
    ) => c.html(formPage({ designerId, designerName: name, language, draft, ...extra }), status)

    if (!isSameOriginPost(c)) return again(403, { alert: LL.error.messages[403]() })
    const checked = check(draft, LL)
    if ('errors' in checked) return again(400, { errors: checked.errors })
    const outcome = await storeDesignerMessage(
      c.var.deps.db,
      designerId,
      checked.message,
      clientIp(c),
      c.var.deps.now(),
    )
    if (!outcome) return c.notFound()
    if ('retryAfter' in outcome) {
      c.header('Retry-After', String(outcome.retryAfter))
      return again(429, { alert: LL.error.messages[429]() })
    }
    const heading = LL.designers.message.heading({ name })
    return c.html(
      renderPage({
        title: heading,
        language,
        body: `<h1>${escapeHtml(heading)}</h1>
<p role="status">${escapeHtml(LL.designers.message.sent())}</p>
<p><a href="${escapeHtml(designerPath(designerId, language))}">${escapeHtml(LL.designers.viewProfile())}</a></p>`,
      }),
    )
  })
}
