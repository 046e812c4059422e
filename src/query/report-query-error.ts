import { isApiError } from '@/api/http/api-error'
import { notifier } from '@/feedback/notifier'

/**
 * The one toast of a failed query. Query calls are made `silent`, so the HTTP client shows
 * nothing per attempt; this runs once, after the last retry. A 401 is not shown here: the session
 * end (sign in again) has its own message. Queries marked `meta.silent` show nothing at all.
 */
export function reportQueryError(error: unknown, meta: Record<string, unknown> | undefined): void {
  if (meta?.silent === true || !isApiError(error) || error.status === 401) return
  notifier.error(error.message, error.details ?? undefined)
}
