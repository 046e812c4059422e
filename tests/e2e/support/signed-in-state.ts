import type { APIRequestContext, BrowserContext } from '@playwright/test'
import type { Credentials } from './accounts'

/**
 * A signed-in browser state made through the token endpoint instead of the sign-in form: the
 * embedded backend's /connect/token with the password grant, as the app's password sign-in asks
 * it (src/api/auth/token-api.ts), stored in the cookies the app keeps its tokens in
 * (src/auth/token-storage.ts: session cookies, SameSite=Strict, no VITE_COOKIE_PREFIX).
 */

/** The build's defaults (src/config/resolve-app-config.ts): the preview server sets neither. */
const passwordClientId = 'ProjectAdmin_App'
const passwordScope = 'offline_access openid profile email role phone address BaseService'

/** The cookies of src/auth/token-storage.ts `tokenCookieKeys`. */
const cookieKeys = {
  accessToken: 'Admin-Token',
  refreshToken: 'Admin-Refresh-Token',
  expiresAt: 'Admin-Token-Expires',
  tenant: 'Admin-Tenant',
} as const

export type SessionCookie = Parameters<BrowserContext['addCookies']>[0][number]

export interface SignedInState {
  cookies: SessionCookie[]
  /** Epoch milliseconds: when the access token was issued and when it expires. */
  issuedAt: number
  expiresAt: number
}

interface TokenBody {
  access_token?: string
  refresh_token?: string
  expires_in?: number
}

/** Asks the token endpoint of `baseURL` for `credentials`' tokens; returns them as the app stores them. */
export async function createSignedInState(
  request: APIRequestContext,
  baseURL: string,
  credentials: Credentials,
): Promise<SignedInState> {
  const tenant = credentials.tenant?.trim() || undefined
  const response = await request.post(new URL('/connect/token', baseURL).href, {
    form: {
      grant_type: 'password',
      username: credentials.username,
      password: credentials.password,
      client_id: passwordClientId,
      scope: passwordScope,
    },
    headers: tenant ? { __tenant: tenant } : {},
  })
  if (!response.ok()) {
    throw new Error(
      `token endpoint: ${credentials.username} answered ${response.status()}: ${await response.text()}`,
    )
  }
  const body = (await response.json()) as TokenBody
  if (!body.access_token) throw new Error('token endpoint: no access_token')
  // As the app computes it at sign-in (password-session.ts `apply`), ABP's default one hour.
  const issuedAt = Date.now()
  const expiresAt = issuedAt + (body.expires_in ?? 3600) * 1000
  const { hostname } = new URL(baseURL)
  const cookie = (name: string, value: string): SessionCookie => ({
    name,
    value,
    domain: hostname,
    path: '/',
    expires: -1, // a session cookie
    httpOnly: false,
    secure: false,
    sameSite: 'Strict',
  })
  const cookies = [
    cookie(cookieKeys.accessToken, body.access_token),
    cookie(cookieKeys.expiresAt, String(expiresAt)),
  ]
  if (body.refresh_token) cookies.push(cookie(cookieKeys.refreshToken, body.refresh_token))
  if (tenant) cookies.push(cookie(cookieKeys.tenant, tenant))
  return { cookies, issuedAt, expiresAt }
}

/**
 * The stored states of one worker, one per account and server, made when first asked for. A
 * state is made again once half its token's life has gone, long before the app would renew it.
 */
export class SignedInStates {
  private readonly states = new Map<string, Promise<SignedInState>>()

  constructor(private readonly request: APIRequestContext) {}

  async get(baseURL: string, credentials: Credentials): Promise<SignedInState> {
    const key = JSON.stringify([baseURL, credentials.tenant ?? '', credentials.username])
    const cached = this.states.get(key)
    if (cached) {
      const state = await cached.catch(() => undefined)
      if (state && Date.now() < (state.issuedAt + state.expiresAt) / 2) return state
    }
    const created = createSignedInState(this.request, baseURL, credentials)
    this.states.set(key, created)
    return created
  }
}
