import { refreshToken, requestPasswordToken, type TokenSet } from '@/api/auth/token-api'
import { useUserStore } from '@/stores/user-store'
import { computeRenewalDelay, isTokenExpired } from './token-renewal-rules'
import { clearStoredTokens, readStoredTokens, writeStoredTokens } from './token-storage'

export interface PasswordSignInInput {
  tenant?: string
  username: string
  password: string
}

let renewalTimer: ReturnType<typeof setTimeout> | undefined
let refreshing: Promise<boolean> | undefined

/** Password grant (spec §4 Session): the token is kept in the store and in a cookie. */
export async function signInWithPassword(input: PasswordSignInInput): Promise<void> {
  const tenant = input.tenant?.trim() || undefined
  const response = await requestPasswordToken({ ...input, tenant })
  applyTokenResponse(response, tenant)
}

/** Puts a stored session back into the store after a reload; true when there is one. */
export function restorePasswordSession(): boolean {
  const stored = readStoredTokens()
  if (!stored) return false
  useUserStore.getState().setToken(stored.accessToken, stored.tenant ?? '')
  if (stored.expiresAt && stored.refreshToken)
    scheduleRenewal(stored.expiresAt, stored.expiresAt - Date.now())
  return true
}

/** Before the first call of a page load: an expired access token is renewed if possible. */
export async function ensureFreshAccessToken(): Promise<void> {
  const stored = readStoredTokens()
  if (stored?.refreshToken && isTokenExpired(stored.expiresAt, Date.now())) {
    await refreshAccessToken()
  }
}

/**
 * One refresh at a time: the renewal timer and a burst of 401s share the same attempt.
 * Resolves false when there is nothing to refresh with or the server refuses.
 */
export function refreshAccessToken(): Promise<boolean> {
  refreshing ??= doRefresh().finally(() => {
    refreshing = undefined
  })
  return refreshing
}

async function doRefresh(): Promise<boolean> {
  const stored = readStoredTokens()
  if (!stored?.refreshToken) return false
  try {
    const response = await refreshToken(stored.refreshToken, stored.tenant)
    applyTokenResponse(response, stored.tenant)
    return true
  } catch {
    return false
  }
}

export function stopPasswordSession(): void {
  clearTimeout(renewalTimer)
  renewalTimer = undefined
  clearStoredTokens()
}

/** Without `expires_in` the token is treated as ABP's default one-hour token. */
const defaultLifetimeSeconds = 3600

function applyTokenResponse(response: TokenSet, tenant: string | undefined): void {
  const lifetimeMs = (response.expiresIn ?? defaultLifetimeSeconds) * 1000
  const expiresAt = Date.now() + lifetimeMs
  writeStoredTokens({
    accessToken: response.accessToken,
    refreshToken: response.refreshToken ?? undefined,
    expiresAt,
    tenant,
  })
  useUserStore.getState().setToken(response.accessToken, tenant ?? '')
  if (response.refreshToken) scheduleRenewal(expiresAt, lifetimeMs)
}

function scheduleRenewal(expiresAt: number, lifetimeMs: number): void {
  clearTimeout(renewalTimer)
  const delay = computeRenewalDelay(expiresAt, Date.now(), lifetimeMs)
  renewalTimer = setTimeout(() => void refreshAccessToken(), delay)
}
