import type { AxiosInstance } from 'axios'
import { appConfig } from '@/config/app-config'
import type { HttpClient } from './create-http-client'
import { getHttpFeedback } from './feedback-port'
import type { RequestOptions } from './request-options'
import { getSessionAccessors } from './session-port'
import { translateError } from './translate-error'

/** The main client's helpers; the axios instance is reached through `getInstance()`. */
export interface ApiClient extends Omit<HttpClient, 'instance'> {
  getInstance: () => Promise<AxiosInstance>
}

let loading: Promise<HttpClient> | undefined

/**
 * axios and qs load with the first API call rather than with the entry: the sign-in page renders
 * without them. Every dependency is read through a port at call time, so the client can be built
 * before the UI and the session store have registered themselves.
 */
function loadApiClient(): Promise<HttpClient> {
  loading ??= import('./create-http-client').then(({ createHttpClient }) =>
    createHttpClient({
      baseURL: appConfig.apiBaseUrl,
      timeout: appConfig.apiTimeoutMs,
      acceptLanguage: appConfig.requestLanguage,
      getAccessToken: () => getSessionAccessors().getAccessToken(),
      getTenantId: () => getSessionAccessors().getTenantId(),
      translate: translateError,
      notifyError: (message, details) => getHttpFeedback().notifyError(message, details),
      onUnauthorized: () => getHttpFeedback().onUnauthorized(),
      // Without a registered refresher this resolves false at once: toast and sign-out (spec §8).
      refreshAccessToken: async () => (await getHttpFeedback().refreshAccessToken?.()) ?? false,
    }),
  )
  return loading
}

/** THE client of the main ABP API. */
export const apiClient: ApiClient = {
  get: async <T>(url: string, params?: object, options?: RequestOptions) =>
    (await loadApiClient()).get<T>(url, params, options),
  post: async <T>(url: string, data?: object, options?: RequestOptions) =>
    (await loadApiClient()).post<T>(url, data, options),
  put: async <T>(url: string, data?: unknown, options?: RequestOptions) =>
    (await loadApiClient()).put<T>(url, data, options),
  delete: async <T>(url: string, params?: object, options?: RequestOptions) =>
    (await loadApiClient()).delete<T>(url, params, options),
  getInstance: async () => (await loadApiClient()).instance,
  // Queued behind the load, so it still takes effect before any request made after this call.
  resetErrorFeedback: () => void loadApiClient().then((client) => client.resetErrorFeedback()),
}
