import { appConfig } from '@/config/app-config'
import { getHttpFeedback } from '@/api/http/feedback-port'
import { getSessionAccessors } from '@/api/http/session-port'
import { translateError } from '@/api/http/translate-error'
import type { DemoClient } from './create-demo-client'

let loading: Promise<DemoClient> | undefined

/** Built on first use, so axios loads with the first call (as for the main client). */
function loadDemoClient(): Promise<DemoClient> {
  loading ??= import('./create-demo-client').then(({ createDemoClient }) =>
    createDemoClient({
      baseURL: appConfig.demoApiBase,
      timeout: appConfig.demoTimeoutMs,
      getToken: () => getSessionAccessors().getAccessToken(),
      translate: translateError,
      notifyError: (message) => getHttpFeedback().notifyError(message),
      confirmLogout: () => getHttpFeedback().confirmLogout(),
      onForcedLogout: () => getHttpFeedback().onForcedLogout(),
    }),
  )
  return loading
}

/** The client of the demo (vue-element-admin) backend, wired to the same ports as the main one. */
export const demoClient: Pick<DemoClient, 'get' | 'post'> = {
  get: async <T>(url: string, params?: object) => (await loadDemoClient()).get<T>(url, params),
  post: async <T>(url: string, data?: unknown) => (await loadDemoClient()).post<T>(url, data),
}
