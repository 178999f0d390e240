// Issue 14: the designer page's message form checks what the server checks, sends the message,
// confirms it, and shows the server's refusals (429 after five messages, its own field errors)
// without losing what the visitor typed.
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import en from '#i18n/en/index'
import ja from '#i18n/ja/index'
import { DesignerMessageForm } from '#src/features/designers/components/designer-message-form'
import { renderStoreUi } from './render-store-ui'

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })
}

function messageCalls(fetchMock: ReturnType<typeof vi.fn>): [string, RequestInit][] {
  return (fetchMock.mock.calls as unknown as [string, RequestInit][]).filter(([url]) =>
    String(url).endsWith('/v2/store/designers/aoi-studio/message'),
  )
}

async function renderForm(fetchMock: ReturnType<typeof vi.fn>, locale: 'en' | 'ja' = 'en') {
  vi.stubGlobal('fetch', fetchMock)
  await renderStoreUi(<DesignerMessageForm designerId="aoi-studio" designerName="Aoi Studio" />, {
    locale,
  })
  const t = (locale === 'ja' ? ja : en).designers.message
  return {
    t,
    name: screen.getByLabelText(t.name),
    email: screen.getByLabelText(t.email),
    body: screen.getByLabelText(t.body),
    submit: screen.getByRole('button', { name: t.submit }),
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('designer message form', () => {
  it('names every empty field, focuses the first and sends nothing', async () => {
    const fetchMock = vi.fn()
    const form = await renderForm(fetchMock)
    await userEvent.click(form.submit)
    for (const field of [form.name, form.email, form.body]) {
      expect(field).toHaveAttribute('aria-invalid', 'true')
      expect(field).toHaveAccessibleDescription(en.designers.message.required)
    }
    expect(form.name).toHaveFocus()
    expect(messageCalls(fetchMock)).toEqual([])
  })

  it('refuses an address without a domain and a message over 5,000 characters', async () => {
    const fetchMock = vi.fn()
    const form = await renderForm(fetchMock)
    await userEvent.type(form.name, 'Ken')
    await userEvent.type(form.email, 'ken@localhost')
    await userEvent.click(form.body)
    await userEvent.paste('x'.repeat(5001))
    await userEvent.click(form.submit)
    expect(form.email).toHaveAccessibleDescription(en.designers.message.invalidEmail)
    expect(form.body).toHaveAccessibleDescription('Use 5,000 characters or fewer.')
    expect(form.name).not.toHaveAttribute('aria-invalid')
    expect(form.email).toHaveFocus()
    expect(messageCalls(fetchMock)).toEqual([])
  })

  it('sends the message, confirms it and clears only the message', async () => {
    const fetchMock = vi.fn(async () =>
      answer(201, { data: { message_id: 'msg-1', sent_at: '2026-11-25T00:00:00Z' } }),
    )
    const form = await renderForm(fetchMock)
    await userEvent.type(form.name, '  Ken  ')
    await userEvent.type(form.email, 'ken@example.com')
    await userEvent.type(form.body, 'Could you make a dark version?')
    await userEvent.click(form.submit)
    expect(await screen.findByRole('status')).toHaveTextContent(form.t.sent)
    const calls = messageCalls(fetchMock)
    expect(calls).toHaveLength(1)
    expect(calls[0]?.[1].method).toBe('POST')
    expect(JSON.parse(String(calls[0]?.[1].body))).toEqual({
      name: 'Ken',
      email: 'ken@example.com',
      body: 'Could you make a dark version?',
      language: 'EN',
    })
    expect(form.body).toHaveValue('')
    expect(form.name).toHaveValue('  Ken  ')
  })

  it('shows the limit on 429 and keeps what was typed', async () => {
    const fetchMock = vi.fn(async () =>
      answer(429, { error: { code: 'too_many_requests', message: 'Too many requests' } }),
    )
    const form = await renderForm(fetchMock)
    await userEvent.type(form.name, 'Ken')
    await userEvent.type(form.email, 'ken@example.com')
    await userEvent.type(form.body, 'Hello')
    await userEvent.click(form.submit)
    expect(await screen.findByRole('alert')).toHaveTextContent(en.error.messages[429])
    expect(form.body).toHaveValue('Hello')
    expect(screen.getByRole('status')).toHaveTextContent('')
  })

  it('puts a field error from the server on its field, and other failures in the alert', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        answer(400, { error: { code: 'invalid', message: 'Invalid email', field: 'email' } }),
      )
      .mockResolvedValueOnce(answer(500, { error: { code: 'internal', message: 'boom' } }))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const form = await renderForm(fetchMock)
    await userEvent.type(form.name, 'Ken')
    await userEvent.type(form.email, 'ken@example.c')
    await userEvent.type(form.body, 'Hello')
    await userEvent.click(form.submit)
    await waitFor(() =>
      expect(form.email).toHaveAccessibleDescription(en.designers.message.invalidEmail),
    )
    expect(screen.getByRole('alert')).toHaveTextContent('')
    await userEvent.clear(form.email)
    await userEvent.type(form.email, 'ken@example.com')
    await userEvent.click(form.submit)
    expect(await screen.findByRole('alert')).toHaveTextContent(en.designers.message.failed)
    expect(form.body).toHaveValue('Hello')
  })

  it('speaks Japanese on /ja and writes in Japanese by default', async () => {
    const fetchMock = vi.fn(async () =>
      answer(201, { data: { message_id: 'msg-2', sent_at: '2026-11-25T00:00:00Z' } }),
    )
    const form = await renderForm(fetchMock, 'ja')
    expect(screen.getByRole('heading', { name: 'Aoi Studioさんにメッセージを送る' })).toBeVisible()
    await userEvent.type(form.name, '花子')
    await userEvent.type(form.email, 'hanako@example.jp')
    await userEvent.type(form.body, 'こんにちは')
    await userEvent.click(form.submit)
    expect(await screen.findByRole('status')).toHaveTextContent(ja.designers.message.sent)
    expect(JSON.parse(String(messageCalls(fetchMock)[0]?.[1].body)).language).toBe('JP')
  })

  // Issue 32: how much of the 5,000 is used shows as the visitor writes; it is said aloud (a polite
  // live region) only near the limit or past it, so a screen reader is not told every keystroke.
  describe.each([
    {
      locale: 'en' as const,
      empty: '0 / 5,000',
      near: '4,812 / 5,000',
      left: 'Characters left: 188',
      over: '5,012 / 5,000',
      past: 'Characters over the limit: 12',
    },
    {
      locale: 'ja' as const,
      empty: '0 / 5,000文字',
      near: '4,812 / 5,000文字',
      left: '残り188文字',
      over: '5,012 / 5,000文字',
      past: '上限を12文字超えています',
    },
  ])('counts the message as it is written ($locale)', ({ locale, ...shown }) => {
    it('shows the count, and announces it politely only near and over the limit', async () => {
      const form = await renderForm(vi.fn(), locale)
      const count = screen.getByTestId('message-body-count')
      expect(count).toHaveTextContent(shown.empty)
      expect(count).toHaveAttribute('aria-live', 'off')

      await userEvent.type(form.body, 'Hello')
      expect(count).toHaveTextContent(`5 / 5,000`)
      expect(count).toHaveAttribute('aria-live', 'off')
      expect(count).not.toHaveTextContent(shown.left.replace('188', ''))

      await userEvent.clear(form.body)
      await userEvent.click(form.body)
      await userEvent.paste('x'.repeat(4812))
      expect(count).toHaveTextContent(shown.near)
      expect(count).toHaveTextContent(shown.left)
      expect(count).toHaveAttribute('aria-live', 'polite')

      await userEvent.paste('y'.repeat(200))
      expect(count).toHaveTextContent(shown.over)
      expect(count).toHaveTextContent(shown.past)
      expect(count).toHaveAttribute('aria-live', 'polite')
      // What the server counts: the message without the spaces around it.
      await userEvent.clear(form.body)
      await userEvent.type(form.body, '  Hi  ')
      expect(count).toHaveTextContent(shown.empty.replace('0', '2'))
    })
  })
})
