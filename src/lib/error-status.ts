// Turns whatever a page threw or returned into the status and message the error page shows.
// Headings and localized messages come from i18n/messages.ts (statusHeading, statusMessage).
import { DEFAULT_ERROR_STATUS } from '#i18n/messages'
import { NETWORK_ERROR_CODE } from '#src/lib/api-client'

export type ErrorInfo = { status: number; message?: string | undefined }

/** An API that cannot be reached is unavailable, not broken (spec §8: 503 Service unavailable). */
export const NETWORK_FAILURE_STATUS = 503

/** A valid HTTP error code, or 500 when absent or not an error code (spec §4). */
export function normalizeStatus(status: unknown): number {
  const value = typeof status === 'string' && status.trim() !== '' ? Number(status) : status
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 400 || value > 599) {
    return DEFAULT_ERROR_STATUS
  }
  return value
}

function fieldOf(value: unknown, key: string): unknown {
  return value !== null && typeof value === 'object'
    ? (value as Record<string, unknown>)[key]
    : undefined
}

/**
 * Reads the app's ApiError (status, code), ofetch's FetchError (statusCode, data.error.message), a
 * Response, or a plain Error. A request that got no answer is a 503; an API's 5xx keeps its code
 * but never its text, which is the server's business, not the visitor's.
 */
export function errorInfoOf(error: unknown): ErrorInfo {
  if (fieldOf(error, 'code') === NETWORK_ERROR_CODE) return { status: NETWORK_FAILURE_STATUS }
  const rawStatus =
    fieldOf(error, 'statusCode') ??
    fieldOf(error, 'status') ??
    fieldOf(fieldOf(error, 'response'), 'status')
  const status = normalizeStatus(rawStatus)
  if (rawStatus !== undefined && status >= 500) return { status }
  const apiMessage = fieldOf(fieldOf(fieldOf(error, 'data'), 'error'), 'message')
  const message = typeof apiMessage === 'string' ? apiMessage : fieldOf(error, 'message')
  return {
    status,
    message: typeof message === 'string' && message.trim() !== '' ? message : undefined,
  }
}
