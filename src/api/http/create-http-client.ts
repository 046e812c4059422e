import axios, {
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios'
import { ApiError } from './api-error'
import { errorMessageKeys } from '@/api/errors/error-message-keys'
import {
  acceptLanguageHeader,
  authorizationHeader,
  csrfHeader,
  requestedWithHeader,
  tenantHeader,
} from './http-headers'
import type { RequestOptions } from './request-options'
import { toApiError } from './to-api-error'

/** What the HTTP layer needs of the session: the token, the tenant header and a renewal. */
export interface HttpSession {
  getAccessToken: () => string | undefined
  /** The token is past its expiry: a call would only earn a 401, so it waits for a renewal. */
  isAccessTokenExpired: () => boolean
  getTenantHeader: () => string | undefined
  renew: () => Promise<'renewed' | 'ended' | 'unreachable'>
}

export interface HttpClientDeps {
  baseURL: string
  timeout: number
  session: HttpSession
  /** Accept-Language of each request: follows the UI language. */
  getLanguage: () => string
  /** ABP's anti-forgery token (the `XSRF-TOKEN` cookie), when the server set one. */
  getCsrfToken: () => string | undefined
  translate: (key: string) => string
  /** Every failed call that is not `silent`: the notifier decides what the user sees. */
  reportError: (error: ApiError) => void
  /** A 401 that a renewal could not fix: the session is over. */
  onSessionEnded: () => void
}

export interface HttpClient {
  /** Query arrays are repeated without indices: `ids=1&ids=2` (what ASP.NET Core binds). */
  get: <T>(url: string, params?: object, options?: RequestOptions) => Promise<T>
  /** Form-encoded body (spec §7): `/connect/token`-style and legacy endpoints. */
  postForm: <T>(url: string, data?: object, options?: RequestOptions) => Promise<T>
  /** JSON body (every business call). */
  post: <T>(url: string, data?: unknown, options?: RequestOptions) => Promise<T>
  put: <T>(url: string, data?: unknown, options?: RequestOptions) => Promise<T>
  /** Parameters go in the query string. */
  delete: <T>(url: string, params?: object, options?: RequestOptions) => Promise<T>
}

/**
 * What ASP.NET Core binds: arrays repeated without indices (`ids=1&ids=2`), nested objects dotted
 * (`a.b=1`, not `a[b]=1`). axios's own serializer does it for query strings; qs (the spec's
 * form helper) encodes form bodies the same way and loads with the first one, not with the shell.
 */
const aspNetQueryFormat = { arrayFormat: 'repeat', allowDots: true } as const

function setSessionHeaders(config: InternalAxiosRequestConfig, deps: HttpClientDeps) {
  const { headers } = config
  // Always the current token: a request replayed after a renewal must not keep the old one.
  const token = deps.session.getAccessToken()
  if (token) headers.set(authorizationHeader, `Bearer ${token}`)
  const tenant = deps.session.getTenantHeader()
  if (tenant && !headers.has(tenantHeader)) headers.set(tenantHeader, tenant)
  if (!headers.has(acceptLanguageHeader)) headers.set(acceptLanguageHeader, deps.getLanguage())
  const csrf = deps.getCsrfToken()
  if (csrf) headers.set(csrfHeader, csrf)
  // Makes ABP answer 401/403 as status codes with JSON bodies instead of login redirects.
  headers.set(requestedWithHeader, 'XMLHttpRequest')
  return config
}

function sentToken(config: InternalAxiosRequestConfig): string | undefined {
  const value: unknown = config.headers.get(authorizationHeader)
  return typeof value === 'string' ? value.replace(/^Bearer /, '') : undefined
}

/**
 * The main API's client, built from its dependencies only (no store, router or UI import). On a
 * 401 it asks the session for a fresh token and replays the call once; the session de-duplicates
 * renewals. Every failure rejects with an ApiError.
 */
export function createHttpClient(deps: HttpClientDeps): HttpClient {
  const instance = axios.create({
    baseURL: deps.baseURL,
    timeout: deps.timeout,
    paramsSerializer: { indexes: null, dots: true },
  })
  instance.interceptors.request.use(async (config) => {
    // A renewal running late (a busy phone, a throttled background tab) must not send calls with
    // a token that has already expired: they wait for the renewal (shared by every caller).
    if (deps.session.isAccessTokenExpired() && !config.isRenewalReplay) await deps.session.renew()
    return setSessionHeaders(config, deps)
  })

  async function fail(error: ApiError, config?: AxiosRequestConfig): Promise<never> {
    if (!config?.silent) deps.reportError(error)
    return Promise.reject(error)
  }

  async function onResponseError(error: unknown): Promise<AxiosResponse> {
    // Cancellations are the caller's own doing: no message, no ApiError.
    if (!axios.isAxiosError(error) || axios.isCancel(error)) throw error
    const config = error.config
    if (error.response?.status === 401 && config?.speculative) {
      return fail(await toApiError(error, deps.translate), config)
    }
    if (error.response?.status === 401 && config && !config.isRenewalReplay) {
      const current = deps.session.getAccessToken()
      // Sent before a renewal that has finished meanwhile: the newer token is already there.
      const renewal =
        current && current !== sentToken(config) ? 'renewed' : await deps.session.renew()
      if (renewal === 'renewed') return instance.request({ ...config, isRenewalReplay: true })
      if (renewal === 'unreachable') {
        const message = deps.translate(errorMessageKeys.network)
        const request: unknown = error.request
        return fail(new ApiError({ message, status: null, request, cause: error }), config)
      }
    }
    const apiError = await toApiError(error, deps.translate)
    if (apiError.status === 401) deps.onSessionEnded()
    return fail(apiError, config)
  }
  instance.interceptors.response.use(undefined, onResponseError)

  const send = async <T>(config: AxiosRequestConfig): Promise<T> =>
    (await instance.request<T>(config)).data

  return {
    get: (url, params, options) => send({ ...options, method: 'get', url, params }),
    postForm: async (url, data, options) =>
      send({
        ...options,
        method: 'post',
        url,
        data: (await import('qs')).stringify(data ?? {}, aspNetQueryFormat),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...options?.headers },
      }),
    post: (url, data, options) => send({ ...options, method: 'post', url, data }),
    put: (url, data, options) => send({ ...options, method: 'put', url, data }),
    delete: (url, params, options) => send({ ...options, method: 'delete', url, params }),
  }
}
