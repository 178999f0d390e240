// "Try it as yours" (issue 31): the form follows typing into the address 300 ms after the last key
// (not at each key), and says which values of the address it refused.
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PersonaliseForm } from '#src/features/templates/components/personalise-form'
import { renderStoreUi, testQueryClient } from './render-store-ui'
import { DETAIL_TEMPLATE } from './template-fixtures'
import { templatePage } from './test-router'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function renderForm(query = '', locale: 'en' | 'ja' = 'en') {
  const queryClient = testQueryClient()
  const url = `${templatePage(queryClient, DETAIL_TEMPLATE, locale)}${query}`
  return renderStoreUi(<PersonaliseForm templateId={DETAIL_TEMPLATE.templateId} />, {
    queryClient,
    url,
    locale,
  })
}

describe('PersonaliseForm', () => {
  it('puts the typing into the address once the typing pauses, an unfinished colour not at all', async () => {
    sessionStorage.clear()
    const { router } = await renderForm()
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
    expect(JSON.parse(sessionStorage.getItem('store.personalise') ?? '{}')).toMatchObject({
      name: 'Café Luna',
      accent: '#1a73e8',
    })
  })

  it('says what the address carried that it refused, in the page language', async () => {
    sessionStorage.clear()
    await renderForm('?accent=red&lang=fr', 'ja')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('アクセントカラーは #1a73e8 のような16進数')
    expect(alert.textContent).toContain('サイトの言語は英語か日本語です')
  })
})
