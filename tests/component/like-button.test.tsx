import { act, fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { I18nProvider } from '#i18n/react'
import { StoreActorsProvider } from '#src/hooks/actors/store-actors-provider'
import { LikeButton, LikeButtonView } from '#src/features/shared/components/like-button'
import { createFakeIo } from '../model/fake-io'
import { DEMO_ACCOUNT, createTestRuntime } from '../model/test-runtime'

function renderButton(signedIn: boolean, props = { liked: false, countLikes: 4 }) {
  const fake = createFakeIo()
  const runtime = createTestRuntime(fake.io, undefined, {
    session: signedIn ? 'signedIn' : 'signedOut',
  })
  render(
    <StoreActorsProvider runtime={runtime}>
      <I18nProvider locale="en">
        <LikeButton templateId="t7" {...props} />
      </I18nProvider>
    </StoreActorsProvider>,
  )
  return { fake, runtime }
}

describe('<LikeButton>', () => {
  it('is a toggle button labelled with the count', () => {
    renderButton(true)
    const button = screen.getByRole('button', { name: 'Like this template (4 likes)' })
    expect(button).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByTestId('like-count')).toHaveTextContent('4')
    // WCAG 2.5.3 label in name: the name holds the visible count and is not an aria-label
    // override that could drift from it.
    expect(button).not.toHaveAttribute('aria-label')
    expect(button).toHaveAccessibleName(/\b4\b/)
  })

  it('likes at once, then confirms with the server and refreshes the lists ordered by likes', async () => {
    const { fake } = renderButton(true)
    fireEvent.click(screen.getByRole('button'))
    expect(screen.getByRole('button')).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button')).toHaveAccessibleName('Like this template (5 likes)')
    expect(fake.io.setLike).toHaveBeenCalledWith({ templateId: 't7', liked: true })
    // A second click while the call is in flight is not a second request.
    fireEvent.click(screen.getByRole('button'))
    expect(fake.io.setLike).toHaveBeenCalledTimes(1)
    await act(() =>
      fake.settle('setLike', { output: { templateId: 't7', liked: true, countLikes: 9 } }),
    )
    expect(screen.getByTestId('like-count')).toHaveTextContent('9')
    expect(fake.io.refreshListsByLikes).toHaveBeenCalledTimes(1)
  })

  it('puts flag and count back when the server refuses', async () => {
    const { fake } = renderButton(true, { liked: true, countLikes: 1 })
    fireEvent.click(screen.getByRole('button'))
    expect(screen.getByTestId('like-count')).toHaveTextContent('0')
    await act(() => fake.settle('setLike', { error: new Error('500') }))
    expect(screen.getByRole('button')).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByTestId('like-count')).toHaveTextContent('1')
    expect(fake.io.log).toHaveBeenCalledTimes(1)
    expect(fake.io.refreshListsByLikes).not.toHaveBeenCalled()
  })

  it('opens the login recommendation when signed out', () => {
    const { fake, runtime } = renderButton(false)
    fireEvent.click(screen.getByRole('button'))
    expect(fake.io.setLike).not.toHaveBeenCalled()
    expect(screen.getByRole('button')).toHaveAttribute('aria-pressed', 'false')
    expect(runtime.actors.layout.getSnapshot().matches({ loginModal: 'open' })).toBe(true)
    expect(runtime.actors.layout.getSnapshot().context.loginModalMode).toBe('like')
  })

  it('ignores a click while the session is still loading, then acts on the settled session', async () => {
    const fake = createFakeIo()
    const runtime = createTestRuntime(fake.io, undefined, { session: 'loading' })
    const session = runtime.actors.session
    session.send({ type: 'session.start', oneTimeToken: null, token: 'tok' })
    expect(session.getSnapshot().value).toBe('loadingAccount')
    render(
      <StoreActorsProvider runtime={runtime}>
        <I18nProvider locale="en">
          <LikeButton templateId="t7" liked={false} countLikes={4} />
        </I18nProvider>
      </StoreActorsProvider>,
    )
    fireEvent.click(screen.getByRole('button'))
    expect(runtime.actors.layout.getSnapshot().matches({ loginModal: 'closed' })).toBe(true)
    expect(fake.io.setLike).not.toHaveBeenCalled()
    expect(screen.getByRole('button')).toHaveAttribute('aria-pressed', 'false')

    await act(() => fake.settle('fetchAccount', { output: DEMO_ACCOUNT }))
    // Nothing was queued: the early click is gone, and a click now likes.
    expect(fake.io.setLike).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button'))
    expect(fake.io.setLike).toHaveBeenCalledExactlyOnceWith({ templateId: 't7', liked: true })
    expect(runtime.actors.layout.getSnapshot().matches({ loginModal: 'closed' })).toBe(true)
  })

  it('renders the pressed state in the view', () => {
    render(
      <I18nProvider locale="ja">
        <LikeButtonView liked countLikes={1} onToggle={() => {}} />
      </I18nProvider>,
    )
    expect(screen.getByRole('button')).toHaveAttribute('aria-pressed', 'true')
  })
})
