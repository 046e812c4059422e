import { render, screen, waitFor } from '@testing-library/react'
import Cookies from 'js-cookie'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiClient } from '@/api/http/api-client'
import { getCurrentUser } from '@/api/identity/users-api'
import { AppProviders } from '@/app/app-providers'
import { HttpFeedbackBridge } from '@/app/http-feedback-bridge'
import { passwordAuthGate } from '@/auth/password-auth-gate'
import { signInWithPassword, stopPasswordSession } from '@/auth/password-session'
import { tokenCookieKeys, writeStoredTokens } from '@/auth/token-storage'
import errorEn from '@/i18n/locales/en/error.json'
import i18n from '@/i18n/i18n'
import { useUserStore } from '@/stores/user-store'
import { postTokenForm } from '@mock/core/testing/backend-client'
import {
  addFault,
  clearRequestLog,
  getRequestLog,
  seedAccounts,
  setTokenLifetime,
} from '../setup/msw-server'

/**
 * The password grant's session as the app wires it (src/app/app-router.tsx): the HTTP layer's
 * shared 401 queue with the password gate's refresher, against the embedded backend (msw).
 */
const { manager } = seedAccounts
const currentUserPath = '/api/identity/users/current-user'

function refreshCalls() {
  return getRequestLog().filter((entry) => entry.path === '/connect/token')
}

function renderWiring(onUnauthorized: () => void) {
  render(
    <AppProviders>
      <HttpFeedbackBridge
        onUnauthorized={onUnauthorized}
        refreshAccessToken={passwordAuthGate.refreshAccessToken}
      />
    </AppProviders>,
  )
}

beforeEach(async () => {
  await i18n.changeLanguage('en')
  await signInWithPassword({ username: manager.userName, password: manager.password })
  clearRequestLog()
})

afterEach(() => {
  stopPasswordSession()
  useUserStore.getState().clearUser()
  apiClient.resetErrorFeedback()
})

describe('password session: a burst of 401s', () => {
  it('five concurrent 401s cause one refresh; all five are replayed and succeed', async () => {
    const onUnauthorized = vi.fn()
    renderWiring(onUnauthorized)
    // Refresh tokens are one-time and random (two access tokens of the same second may be equal).
    const refreshTokenBefore = Cookies.get(tokenCookieKeys.refreshToken)
    addFault({ path: currentUserPath, status: 401, times: 5 })

    const users = await Promise.all(Array.from({ length: 5 }, () => getCurrentUser()))

    expect(users.map((user) => user.userName)).toEqual(Array(5).fill('manager'))
    expect(refreshCalls()).toHaveLength(1)
    const calls = getRequestLog().filter((entry) => entry.path === currentUserPath)
    expect(calls.map((entry) => entry.status).sort()).toEqual([
      ...Array(5).fill(200),
      ...Array(5).fill(401),
    ])
    const after = useUserStore.getState().token
    expect(Cookies.get(tokenCookieKeys.refreshToken)).not.toBe(refreshTokenBefore)
    expect(Cookies.get(tokenCookieKeys.accessToken)).toBe(after)
    for (const replay of calls.filter((entry) => entry.status === 200)) {
      expect(replay.headers.authorization).toBe(`Bearer ${after}`)
    }
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it('when the refresh is refused: one message and one sign-out, whatever the burst size', async () => {
    const onUnauthorized = vi.fn()
    renderWiring(onUnauthorized)
    addFault({ path: currentUserPath, status: 401, times: 5 })
    addFault({ path: '/connect/token', status: 400, body: { error: 'invalid_grant' } })

    const results = await Promise.allSettled(Array.from({ length: 5 }, () => getCurrentUser()))

    expect(results.every((result) => result.status === 'rejected')).toBe(true)
    expect(refreshCalls()).toHaveLength(1)
    expect(onUnauthorized).toHaveBeenCalledOnce()
    expect(await screen.findAllByText(errorEn.http.unauthorized)).toHaveLength(1)
  })

  it('a token renewed by another tab is adopted instead of refreshed again', async () => {
    const onUnauthorized = vi.fn()
    renderWiring(onUnauthorized)
    // Another tab refreshed: the shared cookies hold a newer pair than this tab's store.
    const other = (
      await postTokenForm({
        grant_type: 'password',
        username: manager.userName,
        password: manager.password,
        client_id: 'ProjectAdmin_App',
        scope: 'offline_access openid BaseService',
      })
    ).json<{ access_token: string; refresh_token: string; expires_in: number }>()
    writeStoredTokens({
      accessToken: other.access_token,
      refreshToken: other.refresh_token,
      expiresAt: Date.now() + other.expires_in * 1000,
    })
    clearRequestLog()
    addFault({ path: currentUserPath, status: 401, times: 1 })

    await expect(getCurrentUser()).resolves.toMatchObject({ userName: 'manager' })
    expect(refreshCalls()).toHaveLength(0)
    expect(useUserStore.getState().token).toBe(other.access_token)
  })
})

describe('password session: renewal before expiry', () => {
  it('renews a short-lived token before it expires, without any 401', async () => {
    renderWiring(vi.fn())
    setTokenLifetime(2)
    await signInWithPassword({ username: manager.userName, password: manager.password })
    const first = useUserStore.getState().token
    clearRequestLog()
    // A 2 s token is renewed a second before it expires.
    await waitFor(() => expect(refreshCalls()).toHaveLength(1), { timeout: 3_000 })
    await waitFor(() => expect(useUserStore.getState().token).not.toBe(first))
    await expect(getCurrentUser()).resolves.toMatchObject({ userName: 'manager' })
    expect(getRequestLog().filter((entry) => entry.status >= 400)).toEqual([])
  })
})
