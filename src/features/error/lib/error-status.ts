// Turns whatever a page threw or returned into the status and message the error page shows.
// Headings and localized messages come from i18n/messages.ts (statusHeading, statusMessage).
import { DEFAULT_ERROR_STATUS } from '../../../../i18n/messages'

export type ErrorInfo = { status: number; message?: string | undefined }

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

/** Reads ofetch's FetchError (statusCode, data.error.message), a Response, or a plain Error. */
export function errorInfoOf(error: unknown): ErrorInfo {
  const status =
    fieldOf(error, 'statusCode') ??
    fieldOf(error, 'status') ??
    fieldOf(fieldOf(error, 'response'), 'status')
  const apiMessage = fieldOf(fieldOf(fieldOf(error, 'data'), 'error'), 'message')
  const message = typeof apiMessage === 'string' ? apiMessage : fieldOf(error, 'message')
  return {
    status: normalizeStatus(status),
    message: typeof message === 'string' && message.trim() !== '' ? message : undefined,
  }
}
