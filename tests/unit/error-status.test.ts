import { FetchError } from 'ofetch'
import { describe, expect, it, vi } from 'vitest'
import { errorInfoOf } from '#src/lib/error-status'
import { ApiError, apiRequest } from '#src/lib/api-client'

async function failureOf(fetchImpl: typeof fetch): Promise<unknown> {
  const original = globalThis.fetch
  globalThis.fetch = vi.fn(fetchImpl) as unknown as typeof fetch
  try {
    await apiRequest('/v2/store/templates/search', { method: 'POST', body: {} })
  } catch (error) {
    return error
  } finally {
    globalThis.fetch = original
  }
  throw new Error('the request did not fail')
}

function answer(status: number, body: unknown) {
  return async () =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    })
}

describe('errorInfoOf: what the error page shows for a failed load', () => {
  it('a request that got no answer is 503, with none of the request line', async () => {
    const error = await failureOf(async () => {
      throw new TypeError('Failed to fetch')
    })
    expect(error).toBeInstanceOf(ApiError)
    expect(String((error as Error).message)).not.toMatch(/POST|Failed to fetch|\/v2\//)
    expect(errorInfoOf(error)).toEqual({ status: 503 })
  })

  it.each([500, 502, 503, 504])('an API %i keeps its code and hides its text', async (status) => {
    const error = await failureOf(
      answer(status, { error: { code: 'x', message: 'stack at db.ts:42' } }),
    )
    expect(errorInfoOf(error)).toEqual({ status })
  })

  it('a 404 keeps its code and the API message', async () => {
    const error = await failureOf(
      answer(404, { error: { code: 'not_found', message: 'Template not found' } }),
    )
    expect(errorInfoOf(error)).toEqual({ status: 404, message: 'Template not found' })
  })

  it('an error carrying a 5xx statusCode keeps the code and hides its text', () => {
    const raw = new FetchError('[GET] "/x": 502 Bad Gateway')
    Object.assign(raw, { statusCode: 502 })
    expect(errorInfoOf(raw)).toEqual({ status: 502 })
  })

  it('an error of the app itself keeps its own message (spec §8 missing parameter)', () => {
    const error = new Error('Required parameter templateId was null or undefined when calling x')
    expect(errorInfoOf(error)).toEqual({ status: 500, message: error.message })
  })
})
