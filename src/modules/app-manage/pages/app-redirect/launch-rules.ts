import { isApiError } from '@/api/http/api-error'
import { isHttpUrl } from '@/modules/app-manage/app-url-rules'

const guid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** What `/app/redirect?appId=…&projectId=…` asks to open; null when it names no app. */
export interface LaunchRequest {
  appId: string
  /** Null: a preview, launched without a project. */
  projectId: string | null
}

/** Reads the page's query. Ids are GUIDs (business-api.md §0.1); anything else names nothing. */
export function readLaunchRequest(search: string): LaunchRequest | null {
  const params = new URLSearchParams(search)
  const appId = params.get('appId') ?? ''
  const projectId = params.get('projectId') ?? ''
  if (!guid.test(appId)) return null
  if (projectId !== '' && !guid.test(projectId)) return null
  return { appId, projectId: projectId || null }
}

/** Why the page stays instead of handing the tab over to the app. */
export type LaunchFailure =
  | { kind: 'noApp' }
  | { kind: 'notFound' }
  /** The answer's `url` is not an absolute http(s) address (`javascript:`, `data:`, relative…). */
  | { kind: 'badUrl' }
  /** Refused (disabled, not in the project, 403) or unreachable: the client's one message. */
  | { kind: 'refused'; message: string }

/** Where the launch answer sends the tab, or why it may not: only absolute http(s) addresses. */
export function launchTarget(answer: unknown): { url: string } | LaunchFailure {
  const url = (answer as { url?: unknown } | null)?.url
  return typeof url === 'string' && isHttpUrl(url) ? { url } : { kind: 'badUrl' }
}

/**
 * A failed launch call as the page tells it: an unknown app (404) in the page's words; anything
 * else with the HTTP client's message, which is the server's for a business refusal
 * (`Base:AppDisabled`, `Base:AppNotAvailable`, the 403 row check) and the catalogue's otherwise
 * (an empty 403, a network failure).
 */
export function launchFailureOf(error: unknown): LaunchFailure {
  if (!isApiError(error)) return { kind: 'refused', message: '' }
  if (error.status === 404) return { kind: 'notFound' }
  return { kind: 'refused', message: error.message }
}
