import axios, {
  type AxiosInstance,
  type AxiosRequestConfig,
  type InternalAxiosRequestConfig,
} from 'axios'
import qs, { type IStringifyOptions } from 'qs'
import { createErrorInterceptor, type ErrorInterceptorDeps } from './create-error-interceptor'
import {
  acceptLanguageHeader,
  authorizationHeader,
  requestedWithHeader,
  tenantHeader,
} from './http-headers'
import type { RequestOptions } from './request-options'

export interface HttpClientDeps extends ErrorInterceptorDeps {
  baseURL: string
  timeout: number
  getTenantId: () => string | undefined
  acceptLanguage: string
}

export interface HttpClient {
  /** The configured axios instance, for the rare call the helpers do not cover. */
  instance: AxiosInstance
  /** Query arrays are repeated without indices: `ids=1&ids=2` (what ASP.NET Core binds). */
  get: <T>(url: string, params?: object, options?: RequestOptions) => Promise<T>
  /** Form-encoded body (spec §7). */
  post: <T>(url: string, data?: object, options?: RequestOptions) => Promise<T>
  /** JSON body. */
  put: <T>(url: string, data?: unknown, options?: RequestOptions) => Promise<T>
  /** Parameters go in the query string. */
  delete: <T>(url: string, params?: object, options?: RequestOptions) => Promise<T>
  /**
   * Forgets recently shown toasts and re-arms onUnauthorized. Optional after a sign-in (the latch
   * is keyed by token and expires after 2 s anyway); needed by tests sharing one client.
   */
  resetErrorFeedback: () => void
}

// allowDots: ASP.NET Core binds nested objects from `a.b=1`, not `a[b]=1`.
const aspNetQueryFormat: IStringifyOptions = { arrayFormat: 'repeat', allowDots: true }

function applySessionHeaders(
  config: InternalAxiosRequestConfig,
  deps: HttpClientDeps,
): InternalAxiosRequestConfig {
  const token = deps.getAccessToken()
  // Always the current token: a request replayed after a refresh must not keep the old one.
  if (token) config.headers.set(authorizationHeader, `Bearer ${token}`)
  const tenantId = deps.getTenantId()
  if (tenantId && !config.headers.has(tenantHeader)) config.headers.set(tenantHeader, tenantId)
  if (!config.headers.has(acceptLanguageHeader)) {
    config.headers.set(acceptLanguageHeader, deps.acceptLanguage)
  }
  // Makes ABP answer 401/403 as status codes with JSON bodies instead of login redirects.
  config.headers.set(requestedWithHeader, 'XMLHttpRequest')
  return config
}

/**
 * Builds the HTTP client from its dependencies only (no store, router or UI import), so the same
 * factory serves the app and the tests.
 */
export function createHttpClient(deps: HttpClientDeps): HttpClient {
  const instance = axios.create({
    baseURL: deps.baseURL,
    timeout: deps.timeout,
    paramsSerializer: { serialize: (params) => qs.stringify(params, aspNetQueryFormat) },
  })
  instance.interceptors.request.use((config) => applySessionHeaders(config, deps))
  const errorInterceptor = createErrorInterceptor(instance, deps)
  instance.interceptors.response.use(undefined, errorInterceptor.onResponseError)

  const send = async <T>(config: AxiosRequestConfig): Promise<T> =>
    (await instance.request<T>(config)).data

  return {
    instance,
    get: (url, params, options) => send({ ...options, method: 'get', url, params }),
    post: (url, data, options) =>
      send({
        ...options,
        method: 'post',
        url,
        data: qs.stringify(data ?? {}, aspNetQueryFormat),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...options?.headers },
      }),
    put: (url, data, options) => send({ ...options, method: 'put', url, data }),
    delete: (url, params, options) => send({ ...options, method: 'delete', url, params }),
    resetErrorFeedback: errorInterceptor.reset,
  }
}
