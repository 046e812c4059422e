import { appConfig } from '@/config/app-config'
import { getHttpFeedback } from '@/api/http/feedback-port'
import { getSessionAccessors } from '@/api/http/session-port'
import { translateError } from '@/api/http/translate-error'
import { createDemoClient } from './create-demo-client'

/** The client of the demo (vue-element-admin) backend, wired to the same ports as the main one. */
export const demoClient = createDemoClient({
  baseURL: appConfig.demoApiBase,
  timeout: appConfig.demoTimeoutMs,
  getToken: () => getSessionAccessors().getAccessToken(),
  translate: translateError,
  notifyError: (message) => getHttpFeedback().notifyError(message),
  confirmLogout: () => getHttpFeedback().confirmLogout(),
  onForcedLogout: () => getHttpFeedback().onForcedLogout(),
})
