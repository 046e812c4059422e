import { createMemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { wireApp } from '@/app/bootstrap'
import { refreshToken } from '@/api/auth/token-api'
import { appConfig } from '@/config/app-config'
import { usePermissionStore } from '@/stores/permission-store'
import { registerTabCloser, resetSessionStores } from '@/stores/reset-session-stores'
import { useUserStore } from '@/stores/user-store'
import { clearRequestLog, getRequestLog, seedAccounts } from '@tests/setup/msw-server'
import { ensureSession } from './load-session'
import { createPasswordSession } from './password-session'
import type { Session } from './session'
import { forceLogout, logout, resetToken } from './session-actions'
import { readStoredTokens } from './token-storage'

const sessions: Session[] = []

/** Signed in as manager through the app's wiring, roles and profile loaded. */
async function signedIn() {
  const { session } = wireApp(appConfig, createPasswordSession, (routes) =>
    createMemoryRouter(routes, { initialEntries: ['/login'] }),
  )
  sessions.push(session)
  const { manager } = seedAccounts
  await session.signIn!({ username: manager.userName, password: manager.password })
  await ensureSession(session)
  expect(usePermissionStore.getState().isLoaded).toBe(true)
  expect(useUserStore.getState().userName).toBe('manager')
  clearRequestLog()
  return session
}

afterEach(() => {
  for (const session of sessions.splice(0)) session.end()
  resetSessionStores()
})

describe('session actions', () => {
  it('logout clears the user, the tokens, the routes and the tabs, revokes, then goes to /login', async () => {
    const session = await signedIn()
    const refresh = readStoredTokens()?.refreshToken
    expect(refresh).toEqual(expect.any(String))
    const closeTabs = vi.fn()
    registerTabCloser(closeTabs)
    const navigate = vi.fn()

    await logout(session, navigate)

    expect(navigate).toHaveBeenCalledExactlyOnceWith('/login')
    expect(session.getAccessToken()).toBeUndefined()
    expect(readStoredTokens()).toBeUndefined()
    expect(useUserStore.getState()).toMatchObject({ id: '', userName: '', name: '', positions: [] })
    expect(usePermissionStore.getState()).toMatchObject({ granted: [], isLoaded: false })
    expect(closeTabs).toHaveBeenCalled()
    // The refresh token went back to the server: it cannot be used after the user left.
    expect(getRequestLog().map((entry) => entry.path)).toContain('/connect/revocation')
    await expect(refreshToken(refresh!)).rejects.toMatchObject({ oauthError: 'invalid_grant' })
  })

  it('resetToken keeps the profile but forgets the token, the stored tokens and the roles', async () => {
    const session = await signedIn()
    resetToken(session)
    expect(session.getAccessToken()).toBeUndefined()
    expect(readStoredTokens()).toBeUndefined()
    expect(usePermissionStore.getState()).toMatchObject({ granted: [], isLoaded: false })
    expect(useUserStore.getState()).toMatchObject({ userName: 'manager' })
  })

  it('forced logout resets the token and reloads the page', async () => {
    const session = await signedIn()
    const reload = vi.fn()
    forceLogout(session, reload)
    expect(reload).toHaveBeenCalledOnce()
    expect(session.getAccessToken()).toBeUndefined()
    expect(readStoredTokens()).toBeUndefined()
    expect(usePermissionStore.getState().isLoaded).toBe(false)
  })
})
