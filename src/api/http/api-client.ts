import { appConfig } from '@/config/app-config'
import { createHttpClient } from './create-http-client'
import { getHttpFeedback } from './feedback-port'
import { getSessionAccessors } from './session-port'
import { translateError } from './translate-error'

/**
 * THE client of the main ABP API. Every dependency is read through a port at call time, so this
 * module can be imported before the UI and the session store have registered themselves.
 */
export const apiClient = createHttpClient({
  baseURL: appConfig.apiBaseUrl,
  timeout: appConfig.apiTimeoutMs,
  acceptLanguage: appConfig.requestLanguage,
  getAccessToken: () => getSessionAccessors().getAccessToken(),
  getTenantId: () => getSessionAccessors().getTenantId(),
  translate: translateError,
  notifyError: (message, details) => getHttpFeedback().notifyError(message, details),
  onUnauthorized: () => getHttpFeedback().onUnauthorized(),
  // Without a registered refresher this resolves false at once: toast and sign-out, as spec §8.
  refreshAccessToken: async () => (await getHttpFeedback().refreshAccessToken?.()) ?? false,
})
