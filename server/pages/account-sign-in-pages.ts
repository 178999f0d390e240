import type { Context, Hono } from 'hono'
import { getCookie } from 'hono/cookie'
import * as v from 'valibot'
import { checkoutTemplateParams } from '#catalogue/api/commerce'
import { emailAddress } from '#catalogue/api/fields'
import type { Language } from '#catalogue/enums'
import type { AppDeps, AppEnv } from '../app-env'
import { DuplicateEmailError, authenticate, createAccount } from '../auth/accounts'
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../auth/passwords'
import { issueOneTimeToken } from '../auth/sessions'
import { addressWait, delayRefusal, takeAddressAttempt } from '../auth/address-limit'
import { clientIp } from '../auth/client-ip'
import { takeSignInAttempt } from '../auth/sign-in-throttle'
import { ApiError } from '../http'
import { setLike } from '../routes/templates'
import {
  escapeHtml,
  isSameOriginPost,
  pageLanguage,
  renderPage,
  safeRedirectPath,
  withQueryParam,
} from './account-html'

const DEFAULT_REDIRECT = '/store'

const TEXT = {
  en: {
    signInTitle: 'Sign in',
    signUpTitle: 'Create an account',
    email: 'E-mail',
    password: 'Password',
    signIn: 'Sign in',
    signUp: 'Create account',
    toSignUp: 'No account yet? Create one',
    toSignIn: 'Already have an account? Sign in',
    wrongCredentials: 'The e-mail or password is incorrect.',
    tooManyAttempts: (minutes: number) =>
      `Too many failed sign-ins. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    tooManyFromAddress: (minutes: number) =>
      `Too many attempts from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    invalidEmail: 'Enter a valid e-mail address.',
    shortPassword: `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`,
    longPassword: `The password must be at most ${MAX_PASSWORD_LENGTH} characters.`,
    duplicate: 'An account with this e-mail already exists. Sign in instead.',
    badRedirect: 'The redirect must be a path on this site that starts with "/".',
    badOrigin: 'This form must be sent from this site. Reload the page and try again.',
    note: 'This page stands in for the website builder’s login.',
  },
  ja: {
    signInTitle: 'ログイン',
    signUpTitle: 'アカウント作成',
    email: 'メールアドレス',
    password: 'パスワード',
    signIn: 'ログイン',
    signUp: 'アカウントを作成',
    toSignUp: 'アカウントをお持ちでない方はこちら',
    toSignIn: 'アカウントをお持ちの方はログイン',
    wrongCredentials: 'メールアドレスまたはパスワードが正しくありません。',
    tooManyAttempts: (minutes: number) =>
      `ログインの失敗が多すぎます。${minutes}分後にもう一度お試しください。`,
    tooManyFromAddress: (minutes: number) =>
      `お使いのネットワークからの試行が多すぎます。${minutes}分後にもう一度お試しください。`,
    invalidEmail: '有効なメールアドレスを入力してください。',
    shortPassword: `パスワードは${MIN_PASSWORD_LENGTH}文字以上で入力してください。`,
    longPassword: `パスワードは${MAX_PASSWORD_LENGTH}文字以内で入力してください。`,
    duplicate: 'このメールアドレスのアカウントは既に存在します。ログインしてください。',
    badRedirect: 'リダイレクト先は「/」で始まるこのサイト内のパスである必要があります。',
    badOrigin: 'このフォームはこのサイトから送信してください。ページを再読み込みしてください。',
    note: 'このページはウェブサイトビルダーのログインの代わりです。',
  },
} as const

type Mode = 'sign-in' | 'sign-up'

function formPage(options: {
  mode: Mode
  language: Language
  redirect: string
  email?: string
  error?: string
  /** A like pressed while signed out, kept through both forms and the link between them. */
  like?: string | undefined
}): string {
  const t = TEXT[options.language]
  const query = new URLSearchParams({
    redirect: options.redirect,
    lang: options.language,
    ...(options.like ? { like: options.like } : {}),
  }).toString()
  const isSignIn = options.mode === 'sign-in'
  const title = isSignIn ? t.signInTitle : t.signUpTitle
  return renderPage({
    title,
    language: options.language,
    body: `<h1>${escapeHtml(title)}</h1>
${options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : ''}
<form method="post" action="/auth/${options.mode}?${escapeHtml(query)}">
<input type="hidden" name="redirect" value="${escapeHtml(options.redirect)}">
<input type="hidden" name="lang" value="${options.language}">
${options.like ? `<input type="hidden" name="like" value="${escapeHtml(options.like)}">` : ''}
<label for="email">${t.email}</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(options.email ?? '')}">
<label for="password">${t.password}</label>
<input id="password" name="password" type="password" minlength="${isSignIn ? 1 : MIN_PASSWORD_LENGTH}" autocomplete="${isSignIn ? 'current-password' : 'new-password'}" required>
<button type="submit">${isSignIn ? t.signIn : t.signUp}</button>
</form>
<p><a href="/auth/${isSignIn ? 'sign-up' : 'sign-in'}?${escapeHtml(query)}">${isSignIn ? t.toSignUp : t.toSignIn}</a></p>
<p class="note">${t.note}</p>`,
  })
}

const emailSchema = emailAddress()

async function readForm(c: Context) {
  const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
  const text = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : '')
  return {
    email: text('email').trim(),
    password: text('password'),
    redirect: text('redirect'),
    lang: text('lang'),
    like: likeOf(text('like')),
  }
}

/**
 * The template id of a like pressed while signed out (the like form without JavaScript), shaped
 * as the API takes one; anything else is dropped. Whether the template exists is asked when the
 * like is applied.
 */
export function likeOf(value: string | undefined): string | undefined {
  return value && value === value.trim() && v.is(checkoutTemplateParams, { template_id: value })
    ? value
    : undefined
}

/**
 * Applies the like at sign-in or sign-up, with the API's own like code (idempotent, counted once,
 * on the change feed). A template that no longer exists is ignored: the visitor came to sign in,
 * and a like of nothing must not stand in the way or cost them the form.
 */
async function applyLike(deps: AppDeps, accountId: string, templateId: string | undefined) {
  if (!templateId) return
  try {
    await setLike(deps, accountId, templateId, true)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return
    throw error
  }
}

/**
 * ?lang= and the locale cookie first; otherwise a Japanese store page (/ja…) that sent the
 * visitor here means a Japanese form.
 */
function languageOf(c: Context, redirect: string | null): Language {
  const explicit = c.req.query('lang') ?? getCookie(c, 'store_locale')
  if (explicit === 'en' || explicit === 'ja') return explicit
  return redirect && /^\/ja(\/|\?|#|$)/.test(redirect) ? 'ja' : 'en'
}

export function registerSignInPages(app: Hono<AppEnv>): void {
  for (const mode of ['sign-in', 'sign-up'] as const) {
    app.get(`/auth/${mode}`, (c) => {
      const requested = c.req.query('redirect')
      const redirect = !requested ? DEFAULT_REDIRECT : safeRedirectPath(requested)
      const language = languageOf(c, redirect)
      const like = likeOf(c.req.query('like'))
      if (!redirect) {
        return c.html(
          formPage({
            mode,
            language,
            redirect: DEFAULT_REDIRECT,
            error: TEXT[language].badRedirect,
            like,
          }),
          400,
        )
      }
      return c.html(formPage({ mode, language, redirect, like }))
    })

    app.post(`/auth/${mode}`, async (c) => {
      // A blocked sender (a sprayer) is refused before its form is even read: its requests
      // must cost the server as little as possible.
      const wait = await addressWait(c, mode)
      if (wait > 0) {
        await delayRefusal()
        const language = languageOf(c, null)
        c.header('Retry-After', String(wait))
        const error = TEXT[language].tooManyFromAddress(Math.ceil(wait / 60))
        const like = likeOf(c.req.query('like'))
        return c.html(formPage({ mode, language, redirect: DEFAULT_REDIRECT, error, like }), 429)
      }
      const form = await readForm(c)
      const language: Language =
        form.lang === 'ja' || form.lang === 'en' ? form.lang : pageLanguage(c)
      const t = TEXT[language]
      const redirect = form.redirect === '' ? DEFAULT_REDIRECT : safeRedirectPath(form.redirect)
      const again = (status: 400 | 401 | 403 | 409 | 429, error: string) =>
        c.html(
          formPage({
            mode,
            language,
            redirect: redirect ?? DEFAULT_REDIRECT,
            email: form.email,
            error,
            like: form.like,
          }),
          status,
        )

      if (!isSameOriginPost(c)) return again(403, t.badOrigin)
      if (!redirect) return again(400, t.badRedirect)
      if (!v.is(emailSchema, form.email)) return again(400, t.invalidEmail)

      // Per sender address, whatever the e-mail (spraying): checked before any password work.
      const attempt = await takeAddressAttempt(c, mode)
      if (attempt.retryAfter > 0) {
        await delayRefusal()
        c.header('Retry-After', String(attempt.retryAfter))
        return again(429, t.tooManyFromAddress(Math.ceil(attempt.retryAfter / 60)))
      }

      const { db, now } = c.var.deps
      let accountId: string
      if (mode === 'sign-in') {
        const guess = await takeSignInAttempt(db, form.email, clientIp(c), now())
        if (guess.retryAfter > 0) {
          c.header('Retry-After', String(guess.retryAfter))
          return again(429, t.tooManyAttempts(Math.ceil(guess.retryAfter / 60)))
        }
        const account = form.password
          ? await authenticate(db, form.email, form.password)
          : undefined
        if (!account) return again(401, t.wrongCredentials)
        // Only failed sign-ins use up the allowances; sign-ups all do.
        await guess.refund()
        await attempt.refund()
        accountId = account.id
      } else {
        if (form.password.length < MIN_PASSWORD_LENGTH) return again(400, t.shortPassword)
        if (form.password.length > MAX_PASSWORD_LENGTH) return again(400, t.longPassword)
        try {
          accountId = (
            await createAccount(db, { email: form.email, password: form.password, language }, now())
          ).id
        } catch (error) {
          if (error instanceof DuplicateEmailError) return again(409, t.duplicate)
          throw error
        }
      }
      await applyLike(c.var.deps, accountId, form.like)
      const token = await issueOneTimeToken(db, accountId, now())
      c.header('Cache-Control', 'no-store')
      return c.redirect(withQueryParam(redirect, 'one_time_token', token), 302)
    })
  }
}
