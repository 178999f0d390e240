import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { I18nProvider } from '#i18n/react'
import { StoreActorsProvider } from '#src/hooks/actors/store-actors-provider'
import { LoginRecommendationModal } from '#src/features/layout/components/login-recommendation-modal'
import { createFakeIo } from '../model/fake-io'
import { createTestRuntime } from '../model/test-runtime'

function setup(locale: 'en' | 'ja' = 'en') {
  const runtime = createTestRuntime(createFakeIo().io, undefined)
  render(
    <StoreActorsProvider runtime={runtime}>
      <I18nProvider locale={locale}>
        <button type="button">Before</button>
        <LoginRecommendationModal returnPath="/ja/store/templates/t1?x=1" />
      </I18nProvider>
    </StoreActorsProvider>,
  )
  const open = () =>
    act(() => runtime.actors.layout.send({ type: 'loginModal.open', mode: 'like' }))
  return { runtime, open }
}

describe('<LoginRecommendationModal>', () => {
  it('renders nothing while closed', () => {
    setup()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('in mode like prompts to sign in, with sign-in and sign-up links back to the page', () => {
    const { open } = setup()
    open()
    const dialog = screen.getByRole('dialog', { name: 'Sign in to like templates' })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(dialog).toHaveAccessibleDescription(/sign in to like templates/i)
    expect(dialog).toHaveFocus()
    const back = encodeURIComponent('/ja/store/templates/t1?x=1')
    expect(within(dialog).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/auth/sign-in?redirect=${back}`,
    )
    expect(within(dialog).getByRole('link', { name: 'Create account' })).toHaveAttribute(
      'href',
      `/auth/sign-up?redirect=${back}`,
    )
  })

  it('is closed by Escape at once, so a quick second request opens it again', async () => {
    const { open, runtime } = setup()
    open()
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(runtime.actors.layout.getSnapshot().context.loginModalMode).toBeNull()
    // The browser's `close` event is still queued when a fast visitor asks again.
    open()
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
    expect(screen.getByRole('dialog', { name: 'Sign in to like templates' })).toBeVisible()
  })

  it('closes with the close button, Escape and a backdrop click', () => {
    const { open, runtime } = setup()
    open()
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    open()
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
    open()
    fireEvent.click(screen.getByTestId('login-modal-backdrop'))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(runtime.actors.layout.getSnapshot().context.loginModalMode).toBeNull()
  })

  it('speaks Japanese on Japanese pages', () => {
    const { open } = setup('ja')
    open()
    expect(screen.getByRole('dialog')).not.toHaveTextContent('Sign in to like templates')
  })
})
