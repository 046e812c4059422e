import { sessionCookies } from '@/utils/session-cookie-storage'

// Tokens are secrets: session cookies, SameSite=Strict, `__Host-` and Secure over https — not
// spec §9's year-long settings cookies.
const { getCookie, removeCookie, setCookie } = sessionCookies

/** Fixed cookie keys of the password-grant session (spec §3 "access token under a fixed key"). */
export const tokenCookieKeys = {
  accessToken: 'Admin-Token',
  refreshToken: 'Admin-Refresh-Token',
  expiresAt: 'Admin-Token-Expires',
  tenant: 'Admin-Tenant',
} as const

export interface StoredTokens {
  accessToken: string
  refreshToken?: string
  /** Epoch milliseconds. */
  expiresAt?: number
  /** Tenant name or id the user signed in to; absent for the host. */
  tenant?: string
}

export function readStoredTokens(): StoredTokens | undefined {
  const accessToken = getCookie(tokenCookieKeys.accessToken)
  if (!accessToken) return undefined
  const expiresAt = Number(getCookie(tokenCookieKeys.expiresAt))
  return {
    accessToken,
    refreshToken: getCookie(tokenCookieKeys.refreshToken) || undefined,
    expiresAt: Number.isFinite(expiresAt) && expiresAt > 0 ? expiresAt : undefined,
    tenant: getCookie(tokenCookieKeys.tenant) || undefined,
  }
}

export function writeStoredTokens(tokens: StoredTokens): void {
  setCookie(tokenCookieKeys.accessToken, tokens.accessToken)
  writeOptional(tokenCookieKeys.refreshToken, tokens.refreshToken)
  writeOptional(tokenCookieKeys.expiresAt, tokens.expiresAt?.toString())
  writeOptional(tokenCookieKeys.tenant, tokens.tenant)
}

export function clearStoredTokens(): void {
  for (const key of Object.values(tokenCookieKeys)) removeCookie(key)
}

function writeOptional(key: string, value: string | undefined): void {
  if (value) setCookie(key, value)
  else removeCookie(key)
}
