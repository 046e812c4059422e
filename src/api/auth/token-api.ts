import type { AxiosInstance, AxiosStatic } from 'axios'
import i18next from 'i18next'
import { appConfig } from '@/config/app-config'
import { toRequestLanguage } from '@/i18n/request-language'
import { errorMessageKeys } from '@/api/errors/error-message-keys'
import { acceptLanguageHeader, tenantHeader } from '@/api/http/http-headers'
import { translateError } from '@/api/errors/translate-error'

/** The token endpoint's answer (abp-api.md §3.2), in camelCase. */
export interface TokenSet {
  accessToken: string
  tokenType: string
  /** Seconds. */
  expiresIn: number | null
  /** Present when `offline_access` was granted. */
  refreshToken: string | null
  scope: string | null
  idToken: string | null
}

export interface PasswordTokenRequest {
  /** Tenant name (or id); blank or whitespace means the host (no `__tenant` header, spec §5). */
  tenant?: string | null
  username: string
  password: string
}

/** A failed token request. `message` is what the login form shows (spec §8). */
export class TokenRequestError extends Error {
  override readonly name = 'TokenRequestError'
  constructor(
    message: string,
    /** OAuth `error`, e.g. `invalid_grant`; null when the failure was not an OAuth answer. */
    readonly oauthError: string | null,
    readonly status: number | null,
    options?: ErrorOptions,
  ) {
    super(message, options)
  }
}

interface TokenResponseBody {
  access_token?: unknown
  token_type?: unknown
  expires_in?: unknown
  refresh_token?: unknown
  scope?: unknown
  id_token?: unknown
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null)

let tokenHttp: Promise<{ axios: AxiosStatic; instance: AxiosInstance }> | undefined

// Its own instance, not the main client: no bearer header, no toast (the form shows the error) and
// no refresh-on-401 loop for a call that is itself the refresh. axios loads on the first request,
// so the sign-in page renders without it.
/** Loads the token client ahead of the first call: the sign-in form does so as the user types. */
export function prepareTokenClient(): void {
  void loadTokenHttp()
}

function loadTokenHttp() {
  tokenHttp ??= import('axios').then(({ default: axios }) => ({
    axios,
    instance: axios.create({ timeout: appConfig.apiTimeoutMs }),
  }))
  return tokenHttp
}

function toTokenRequestError(axios: AxiosStatic, error: unknown): TokenRequestError {
  const response = axios.isAxiosError(error) ? error.response : undefined
  const body: unknown = response?.data
  const oauth = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
  const description = text(oauth.error_description)
  return new TokenRequestError(
    description ?? translateError(errorMessageKeys.loginFailed),
    text(oauth.error),
    response?.status ?? null,
    { cause: error },
  )
}

async function postConnectForm<T>(
  endpoint: 'token' | 'revocation',
  form: Record<string, string>,
  tenant?: string | null,
): Promise<T> {
  const tenantName = tenant?.trim()
  const url = `${appConfig.authServerUrl.replace(/\/+$/, '')}/connect/${endpoint}`
  const { instance } = await loadTokenHttp()
  // A flat form: URLSearchParams encodes it exactly as application/x-www-form-urlencoded.
  const response = await instance.post<T>(url, new URLSearchParams(form), {
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      [acceptLanguageHeader]: toRequestLanguage(i18next.language),
      ...(tenantName ? { [tenantHeader]: tenantName } : {}),
    },
  })
  return response.data
}

async function requestToken(form: Record<string, string>, tenant?: string | null) {
  const { axios } = await loadTokenHttp()
  try {
    const data = await postConnectForm<TokenResponseBody>('token', form, tenant)
    const accessToken = text(data?.access_token)
    if (!accessToken) throw new Error('The token response has no access_token')
    return {
      accessToken,
      tokenType: text(data.token_type) ?? 'Bearer',
      expiresIn: typeof data.expires_in === 'number' ? data.expires_in : null,
      refreshToken: text(data.refresh_token),
      scope: text(data.scope),
      idToken: text(data.id_token),
    } satisfies TokenSet
  } catch (error) {
    throw toTokenRequestError(axios, error)
  }
}

/** Resource-owner password grant against `${authServerUrl}/connect/token`. */
export function requestPasswordToken(request: PasswordTokenRequest): Promise<TokenSet> {
  return requestToken(
    {
      grant_type: 'password',
      username: request.username,
      password: request.password,
      client_id: appConfig.passwordClientId,
      scope: appConfig.passwordScope,
    },
    request.tenant,
  )
}

/** Exchanges a refresh token (needs `offline_access` in the original grant). */
export function refreshToken(token: string, tenant?: string | null): Promise<TokenSet> {
  return requestToken(
    { grant_type: 'refresh_token', refresh_token: token, client_id: appConfig.passwordClientId },
    tenant,
  )
}

/**
 * Gives a refresh token back at logout (RFC 7009), so it cannot be used after the user left.
 * Best effort: the caller signs out locally whatever the answer.
 */
export async function revokeRefreshToken(token: string, tenant?: string | null): Promise<void> {
  await postConnectForm<unknown>(
    'revocation',
    { token, token_type_hint: 'refresh_token', client_id: appConfig.passwordClientId },
    tenant,
  )
}
