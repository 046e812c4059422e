import { isApiError } from '@/api/http/api-error'

/** At most this many retries, and only for failures a second try may fix. */
export const maxQueryRetries = 1

/**
 * Whether a failed query is tried again: once on a network error, a timeout or a 5xx; never on a
 * 4xx (the answer would be the same) nor on an error that is not from the API (a bug).
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= maxQueryRetries || !isApiError(error)) return false
  return error.status === null || error.status >= 500
}
