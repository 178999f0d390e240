// "Try it as yours" (issue 31): the form follows typing into the address 300 ms after the last key
// (not at each key), and says which values of the address it refused.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PersonaliseForm } from '#src/features/templates/components/personalise-form'
import { renderStoreUi, testQueryClient } from './render-store-ui'
import { DETAIL_TEMPLATE } from './template-fixtures'
import { templatePage } from './test-router'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function renderForm(query = '', locale: 'en' | 'ja' = 'en') {
  const queryClient = testQueryClient()
  const url = `${templatePage(queryClient, DETAIL_TEMPLATE, locale)}${query}`
  return renderStoreUi(<PersonaliseForm schemes={DETAIL_TEMPLATE.colourSchemes} />, {
    queryClient,
    url,
    locale,
  })
}

describe('PersonaliseForm', () => {
  it('puts the typing into the address once the typing pauses, an unfinished colour not at all', async () => {
    const { router, fake } = await renderForm()
    const search = () => router.state.location.search as Record<string, unknown>
    fireEvent.change(screen.getByRole('textbox', { name: /Business name/ }), {
      target: { value: 'Café Luna' },
    })
    fireEvent.change(screen.getByRole('textbox', { name: /Accent colour/ }), {
      target: { value: '#1a7' },
    })
    await sleep(150)
    expect(search().name).toBeUndefined()
    await waitFor(() => expect(search().name).toBe('Café Luna'), { timeout: 1000 })
    expect(search().accent).toBeUndefined()
    fireEvent.change(screen.getByRole('textbox', { name: /Accent colour/ }), {
      target: { value: '#1a73e8' },
    })
    await waitFor(() => expect(search().accent).toBe('#1a73e8'), { timeout: 1000 })
    // The visit keeps what the address shows (the app's io: session storage).
    await waitFor(() =>
      expect(fake.io.writePersonalChoices).toHaveBeenLastCalledWith({
        name: 'Café Luna',
        accent: '#1a73e8',
      }),
    )
  })

  it('says what the address carried that it refused, in the page language', async () => {
    await renderForm('?accent=red&lang=fr', 'ja')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('アクセントカラーは #1a73e8 のような16進数')
    expect(alert.textContent).toContain('サイトの言語は英語か日本語です')
  })

  it("offers the template's schemes as radios of the GET form; picking one sets the accent", async () => {
    const { router } = await renderForm()
    const search = () => router.state.location.search as Record<string, unknown>
    const group = screen.getByRole('group', { name: "Or one of the template's colour schemes" })
    const radios = within(group).getAllByRole('radio')
    // The three schemes and "your own colour", which is where a page without an accent starts.
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      '#2a9d8f',
      '#e1a100',
      '#c27c2c',
      '',
    ])
    for (const radio of radios) {
      expect(radio.getAttribute('name')).toBe('scheme')
      expect(radio.closest('form')?.getAttribute('method')).toBe('get')
    }
    expect(screen.getByRole('radio', { name: 'Your own colour (above)' })).toBeChecked()

    fireEvent.click(screen.getByRole('radio', { name: 'Graphite scheme' }))
    expect(screen.getByRole('radio', { name: 'Graphite scheme' })).toBeChecked()
    expect(screen.getByRole('textbox', { name: /Accent colour/ })).toHaveValue('#e1a100')
    await waitFor(() => expect(search().accent).toBe('#e1a100'), { timeout: 1000 })

    // Back to one's own colour: the template's own until one is typed.
    fireEvent.click(screen.getByRole('radio', { name: 'Your own colour (above)' }))
    expect(screen.getByRole('textbox', { name: /Accent colour/ })).toHaveValue('')
    await waitFor(() => expect(search().accent).toBeUndefined(), { timeout: 1000 })
  })

  it('shows the scheme the address names as picked, labelled in Japanese', async () => {
    await renderForm('?accent=%23c27c2c', 'ja')
    expect(screen.getByRole('group', { name: 'またはテンプレートの配色から選ぶ' })).toBeTruthy()
    expect(screen.getByRole('radio', { name: 'Forestの配色' })).toBeChecked()
    expect(screen.getByRole('radio', { name: '自分で指定した色（上の欄）' })).not.toBeChecked()
  })
})
