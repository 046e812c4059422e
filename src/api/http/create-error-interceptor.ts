import axios, {
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios'
import type { ApiError } from './api-error'
import { createBurstGate } from './burst-gate'
import { authorizationHeader } from './http-headers'
import { createRefreshQueue } from './refresh-queue'
import { toApiError } from './to-api-error'
import './request-options'

/** Identical toasts within this window are shown once. */
export const toastDedupeWindowMs = 1_500
/**
 * onUnauthorized runs once per burst of 401s sent with the same token. The latch is keyed by that
 * token, so it is effectively reset by the next sign-in (new token), and it expires after this
 * window anyway.
 */
export const unauthorizedLatchMs = 2_000

export interface ErrorInterceptorDeps {
  getAccessToken: () => string | undefined
  notifyError: (message: string, details?: string) => void
  translate: (key: string) => string
  onUnauthorized: () => void
  refreshAccessToken?: () => Promise<boolean>
}

function sentAuthorization(config: InternalAxiosRequestConfig): string {
  const value: unknown = config.headers?.get?.(authorizationHeader)
  return typeof value === 'string' ? value : ''
}

export interface ErrorInterceptor {
  onResponseError: (error: unknown) => Promise<AxiosResponse>
  /** Forgets recent toasts and the 401 latch (after a sign-in, between tests). */
  reset: () => void
}

/**
 * The response-error policy of the main API: one toast per distinct failure, a single shared token
 * refresh on 401 with a replay of the failed requests, and a sign-out when that is not possible.
 */
export function createErrorInterceptor(
  instance: AxiosInstance,
  deps: ErrorInterceptorDeps,
): ErrorInterceptor {
  const toastGate = createBurstGate(toastDedupeWindowMs)
  const unauthorizedGate = createBurstGate(unauthorizedLatchMs)
  const refreshQueue = deps.refreshAccessToken ? createRefreshQueue(deps.refreshAccessToken) : null

  function notify(error: ApiError, config: InternalAxiosRequestConfig | undefined): void {
    if (config?.silent) return
    if (toastGate.tryPass(`${error.message}\n${error.details ?? ''}`)) {
      deps.notifyError(error.message, error.details ?? undefined)
    }
  }

  async function replayAfterRefresh(
    config: InternalAxiosRequestConfig,
  ): Promise<AxiosResponse | null> {
    if (!refreshQueue || config.isRefreshReplay) return null
    const current = deps.getAccessToken()
    // Sent before a refresh that has finished meanwhile: the newer token is already there.
    const isStale = !!current && sentAuthorization(config) !== `Bearer ${current}`
    const renewed = isStale || (await refreshQueue.refresh())
    return renewed ? instance.request({ ...config, isRefreshReplay: true }) : null
  }

  async function onResponseError(error: unknown): Promise<AxiosResponse> {
    // Cancellations are the caller's own doing: no toast, no ApiError.
    if (!axios.isAxiosError(error) || axios.isCancel(error)) throw error
    const config = error.config
    if (error.response?.status === 401 && config) {
      const replayed = await replayAfterRefresh(config)
      if (replayed) return replayed
    }
    const apiError = await toApiError(error, deps.translate)
    notify(apiError, config)
    if (apiError.status === 401) {
      const token = config ? sentAuthorization(config) : ''
      if (unauthorizedGate.tryPass(`401 ${token}`)) deps.onUnauthorized()
    }
    throw apiError
  }

  return {
    onResponseError,
    reset() {
      toastGate.reset()
      unauthorizedGate.reset()
    },
  }
}
