import axios, { type AxiosInstance, type AxiosResponse } from 'axios'
import { errorMessageKeys } from '@/api/errors/error-message-keys'
import { demoTokenHeader } from '@/api/http/http-headers'

/** The vue-element-admin mock API wraps every answer (spec §7). */
export interface DemoResponse<T> {
  code: number
  message?: string | null
  data: T
}

export const demoSuccessCode = 20000
/** Illegal token, other client logged in, token expired (spec §9). */
export const demoForcedLogoutCodes: readonly number[] = [50008, 50012, 50014]

export interface DemoClientDeps {
  baseURL: string
  timeout: number
  getToken: () => string | undefined
  translate: (key: string) => string
  /** Error toast; the app shows it for 5 s (spec §8). */
  notifyError: (message: string) => void
  /** The "Confirm logout" dialog; resolves true on "Re-Login". */
  confirmLogout: () => Promise<boolean>
  /** After "Re-Login": reset the token and reload. */
  onForcedLogout: () => void
}

/** A demo call that failed; `code` is the wrapped code, null for transport failures. */
export class DemoApiError extends Error {
  override readonly name = 'DemoApiError'
  constructor(
    message: string,
    readonly code: number | null,
    options?: ErrorOptions,
  ) {
    super(message, options)
  }
}

export interface DemoClient {
  instance: AxiosInstance
  get: <T>(url: string, params?: object) => Promise<T>
  /** JSON body, as the demo backend expects. */
  post: <T>(url: string, data?: unknown) => Promise<T>
}

export function createDemoClient(deps: DemoClientDeps): DemoClient {
  const instance = axios.create({ baseURL: deps.baseURL, timeout: deps.timeout })
  // One dialog however many calls fail with a logout code at once.
  let isConfirmingLogout = false

  async function askToLogOut(): Promise<void> {
    if (isConfirmingLogout) return
    isConfirmingLogout = true
    try {
      if (await deps.confirmLogout()) deps.onForcedLogout()
    } finally {
      isConfirmingLogout = false
    }
  }

  instance.interceptors.request.use((config) => {
    const token = deps.getToken()
    if (token) config.headers.set(demoTokenHeader, token)
    return config
  })
  instance.interceptors.response.use(
    (response: AxiosResponse<DemoResponse<unknown> | null>) => {
      // A proxy's HTML page or an empty body has no code: treated as a failure like any other.
      const { code, message } = response.data ?? {}
      if (code === demoSuccessCode) return response
      const text = message || deps.translate(errorMessageKeys.demoFallback)
      deps.notifyError(text)
      if (code !== undefined && demoForcedLogoutCodes.includes(code)) void askToLogOut()
      return Promise.reject(new DemoApiError(text, code ?? null))
    },
    (error: unknown) => {
      const text = error instanceof Error ? error.message : String(error)
      deps.notifyError(text)
      return Promise.reject(new DemoApiError(text, null, { cause: error }))
    },
  )

  return {
    instance,
    get: async <T>(url: string, params?: object) =>
      (await instance.get<DemoResponse<T>>(url, { params })).data.data,
    post: async <T>(url: string, data?: unknown) =>
      (await instance.post<DemoResponse<T>>(url, data)).data.data,
  }
}
