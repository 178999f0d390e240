// Signs in the way a browser does: the sign-in form issues a one-time token in the redirect,
// and POST /v2/auth/token exchanges it for an access token.
import type { TestApp } from './test-app'

export const TEST_ORIGIN = 'http://localhost'

/** A same-origin form post, as the browser sends it from the sign-in page. */
export function postForm(
  t: TestApp,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return t.request(path, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: TEST_ORIGIN,
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  })
}

/** The one-time token from the sign-in redirect; throws with the page's status otherwise. */
export async function oneTimeTokenFor(
  t: TestApp,
  email: string,
  password: string,
  redirect = '/store',
) {
  const response = await postForm(t, '/auth/sign-in', { email, password, redirect })
  const location = response.headers.get('location')
  if (response.status !== 302 || !location) {
    throw new Error(`sign-in for ${email} answered ${response.status}, not a redirect`)
  }
  const token = new URL(location, TEST_ORIGIN).searchParams.get('one_time_token')
  if (!token) throw new Error(`sign-in redirect carries no one_time_token: ${location}`)
  return token
}

export async function exchangeOneTimeToken(t: TestApp, oneTimeToken: string): Promise<Response> {
  return t.request('/v2/auth/token', { method: 'POST', token: oneTimeToken })
}

/** Access token through the real flow: sign-in form → one-time token → POST /v2/auth/token. */
export async function signIn(t: TestApp, email: string, password: string): Promise<string> {
  const response = await exchangeOneTimeToken(t, await oneTimeTokenFor(t, email, password))
  if (response.status !== 200) throw new Error(`POST /v2/auth/token answered ${response.status}`)
  const body = (await response.json()) as { token: string }
  return body.token
}

let accountCounter = 0

/** A brand-new account through the sign-up form, signed in; answers its e-mail and token. */
export async function signUp(
  t: TestApp,
  options: { language?: 'en' | 'ja'; password?: string; email?: string } = {},
): Promise<{ email: string; password: string; token: string }> {
  accountCounter += 1
  const email = options.email ?? `user${accountCounter}-${Date.now()}@example.com`
  const password = options.password ?? 'sign-up-password'
  const response = await postForm(t, '/auth/sign-up', {
    email,
    password,
    lang: options.language ?? 'en',
    redirect: '/store',
  })
  if (response.status !== 302) throw new Error(`sign-up for ${email} answered ${response.status}`)
  const oneTime = new URL(response.headers.get('location')!, TEST_ORIGIN).searchParams.get(
    'one_time_token',
  )!
  const exchanged = await exchangeOneTimeToken(t, oneTime)
  const { token } = (await exchanged.json()) as { token: string }
  return { email, password, token }
}
