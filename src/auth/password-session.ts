import { refreshToken, requestPasswordToken, type TokenSet } from '@/api/auth/token-api'
import { useUserStore } from '@/stores/user-store'
import { computeRenewalDelay, isTokenExpired } from './token-renewal-rules'
import {
  clearStoredTokens,
  readStoredTokens,
  writeStoredTokens,
  type StoredTokens,
} from './token-storage'
import { withRenewalLock } from './with-renewal-lock'

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
  adoptStoredTokens(stored)
  return true
}

/** Before the first call of a page load: an expired access token is renewed if possible. */
export async function ensureFreshAccessToken(): Promise<void> {
  const stored = readStoredTokens()
  if (stored?.refreshToken && isTokenExpired(stored.expiresAt, Date.now())) {
    await refreshAccessToken()
  }
}

/** Shared by every tab of the app: they share the refresh-token cookie. */
export const passwordRenewalLock = 'project-admin:password-token-renewal'

/**
 * One refresh at a time: the renewal timer and a burst of 401s share the same attempt, and tabs
 * take turns (withRenewalLock). Resolves false when there is nothing to refresh with or the server
 * refuses.
 */
export function refreshAccessToken(): Promise<boolean> {
  refreshing ??= withRenewalLock(passwordRenewalLock, renewOnce).finally(() => {
    refreshing = undefined
  })
  return refreshing
}

/** A fresh token in the cookie that this tab does not use yet was renewed by another tab. */
function isRenewedElsewhere(stored: StoredTokens, inUse: string): boolean {
  return stored.accessToken !== inUse && !isTokenExpired(stored.expiresAt, Date.now())
}

async function renewOnce(): Promise<boolean> {
  const stored = readStoredTokens()
  if (!stored) return false
  if (isRenewedElsewhere(stored, useUserStore.getState().token)) {
    adoptStoredTokens(stored)
    return true
  }
  if (!stored.refreshToken) return false
  try {
    const response = await refreshToken(stored.refreshToken, stored.tenant)
    applyTokenResponse(response, stored.tenant)
    return true
  } catch {
    return false
  }
}

function adoptStoredTokens(stored: StoredTokens): void {
  useUserStore.getState().setToken(stored.accessToken, stored.tenant ?? '')
  if (stored.expiresAt && stored.refreshToken) {
    scheduleRenewal(stored.expiresAt, stored.expiresAt - Date.now())
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
