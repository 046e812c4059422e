import { waitFor } from '@testing-library/react'
import Cookies from 'js-cookie'
import { http } from 'msw'
import { createMemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getCurrentUser } from '@/api/abp/identity-users-api'
import { wireApp } from '@/app/bootstrap'
import { createPasswordSession } from '@/auth/password-session'
import type { Session } from '@/auth/session'
import type { SessionEvents } from '@/auth/session-broadcast'
import { tokenCookieKeys, writeStoredTokens } from '@/auth/token-storage'
import { appConfig } from '@/config/app-config'
import { notifier } from '@/feedback/notifier'
import errorEn from '@/i18n/locales/en/error.json'
import i18n from '@/i18n/i18n'
import { postTokenForm } from '@mock/core/testing/backend-client'
import {
  addFault,
  clearRequestLog,
  getRequestLog,
  mswServer,
  seedAccounts,
  setTokenLifetime,
} from '../setup/msw-server'

/**
 * The password grant's session as src/app/bootstrap.ts wires it (session → HTTP client), against
 * the embedded backend (msw): renewal, outages, logout races, other tabs.
 */
const { manager, admin } = seedAccounts
const currentUserPath = '/api/identity/users/current-user'
const sessions: Session[] = []

function tokenCalls() {
  return getRequestLog().filter((entry) => entry.path === '/connect/token')
}

function startSession(events?: Partial<SessionEvents>) {
  const { session } = wireApp(
    appConfig,
    (wired) => createPasswordSession({ ...wired, ...events }),
    (routes) => createMemoryRouter(routes, { initialEntries: ['/login'] }),
  )
  sessions.push(session)
  return session
}

async function tokensOf(account: { userName: string; password: string }) {
  const answer = await postTokenForm({
    grant_type: 'password',
    username: account.userName,
    password: account.password,
    client_id: 'ProjectAdmin_App',
    scope: 'offline_access openid BaseService',
  })
  return answer.json<{ access_token: string; refresh_token: string; expires_in: number }>()
}

let notices: ReturnType<typeof vi.fn<(message: string) => void>>

beforeEach(async () => {
  await i18n.changeLanguage('en')
  notices = vi.fn()
  notifier.register({ error: notices })
})

afterEach(() => {
  for (const session of sessions.splice(0)) session.end()
})

async function signedIn(events?: Partial<SessionEvents>) {
  const session = startSession(events)
  await session.signIn!({ username: manager.userName, password: manager.password })
  clearRequestLog()
  return session
}

describe('password session: a burst of 401s', () => {
  it('five concurrent 401s cause one renewal; all five are replayed and succeed', async () => {
    const session = await signedIn()
    const refreshTokenBefore = Cookies.get(tokenCookieKeys.refreshToken)
    addFault({ path: currentUserPath, status: 401, times: 5 })

    const users = await Promise.all(Array.from({ length: 5 }, () => getCurrentUser()))

    expect(users.map((user) => user.userName)).toEqual(Array(5).fill('manager'))
    expect(tokenCalls()).toHaveLength(1)
    const after = session.getAccessToken()
    expect(Cookies.get(tokenCookieKeys.refreshToken)).not.toBe(refreshTokenBefore)
    expect(Cookies.get(tokenCookieKeys.accessToken)).toBe(after)
    const replays = getRequestLog().filter((e) => e.path === currentUserPath && e.status === 200)
    expect(replays.map((entry) => entry.headers.authorization)).toEqual(
      Array(5).fill(`Bearer ${after}`),
    )
  })

  it('when the renewal is refused: one message, the session ends, whatever the burst size', async () => {
    const session = await signedIn()
    addFault({ path: currentUserPath, status: 401, times: 5 })
    addFault({ path: '/connect/token', status: 400, body: { error: 'invalid_grant' } })

    const results = await Promise.allSettled(Array.from({ length: 5 }, () => getCurrentUser()))

    expect(results.every((result) => result.status === 'rejected')).toBe(true)
    expect(tokenCalls()).toHaveLength(1)
    expect(notices).toHaveBeenCalledExactlyOnceWith(errorEn.http.unauthorized, undefined)
    expect(session.getAccessToken()).toBeUndefined()
    expect(Cookies.get(tokenCookieKeys.accessToken)).toBeUndefined()
  })

  it('a token renewed by another tab is adopted instead of renewed again', async () => {
    const session = await signedIn()
    const other = await tokensOf(manager)
    writeStoredTokens({
      accessToken: other.access_token,
      refreshToken: other.refresh_token,
      expiresAt: Date.now() + other.expires_in * 1000,
    })
    clearRequestLog()
    addFault({ path: currentUserPath, status: 401, times: 1 })

    await expect(getCurrentUser()).resolves.toMatchObject({ userName: 'manager' })
    expect(tokenCalls()).toHaveLength(0)
    expect(session.getAccessToken()).toBe(other.access_token)
  })

  it('a refresh refused because another tab had just used the token takes over the tokens that tab stored', async () => {
    const session = await signedIn()
    // The other tab renewed first (the refresh token is one-time), but its cookies reach this
    // tab only while this tab's own refresh is on its way to be refused.
    const other = await postTokenForm({
      grant_type: 'refresh_token',
      refresh_token: Cookies.get(tokenCookieKeys.refreshToken) ?? '',
      client_id: 'ProjectAdmin_App',
    }).then((answer) => answer.json<{ access_token: string; refresh_token: string }>())
    mswServer.use(
      http.post(
        /\/connect\/token$/,
        () => {
          writeStoredTokens({
            accessToken: other.access_token,
            refreshToken: other.refresh_token,
            expiresAt: Date.now() + 3_600_000,
          })
        },
        { once: true },
      ),
    )
    clearRequestLog()
    addFault({ path: currentUserPath, status: 401, times: 1 })

    await expect(getCurrentUser()).resolves.toMatchObject({ userName: 'manager' })
    expect(tokenCalls().map((entry) => entry.status)).toEqual([400])
    expect(session.getAccessToken()).toBe(other.access_token)
    expect(notices).not.toHaveBeenCalled()
  })
})

describe('password session: renewal', () => {
  it('renews a short-lived token before it expires, without any 401', async () => {
    setTokenLifetime(2)
    const session = await signedIn()
    const first = session.getAccessToken()
    // A 2 s token is renewed a second before it expires.
    await waitFor(() => expect(tokenCalls()).toHaveLength(1), { timeout: 3_000 })
    await waitFor(() => expect(session.getAccessToken()).not.toBe(first))
    await expect(getCurrentUser()).resolves.toMatchObject({ userName: 'manager' })
    expect(getRequestLog().filter((entry) => entry.status >= 400)).toEqual([])
  })

  it('keeps the refresh token when the server does not rotate it', async () => {
    const session = await signedIn()
    const refreshToken = Cookies.get(tokenCookieKeys.refreshToken)
    const fresh = await tokensOf(manager)
    // A non-rotating server answers a refresh without a new refresh_token.
    addFault({
      path: '/connect/token',
      status: 200,
      times: 1,
      body: { access_token: fresh.access_token, token_type: 'Bearer', expires_in: 3600 },
    })
    await expect(session.renew()).resolves.toBe('renewed')
    expect(session.getAccessToken()).toBe(fresh.access_token)
    expect(Cookies.get(tokenCookieKeys.refreshToken)).toBe(refreshToken)
  })

  it('an outage during renewal keeps the session: the call fails with "cannot reach"', async () => {
    const session = await signedIn()
    const token = session.getAccessToken()
    addFault({ path: currentUserPath, status: 401, times: 1 })
    addFault({ path: '/connect/token', status: 503, times: 3 })

    await expect(getCurrentUser()).rejects.toMatchObject({ status: null })
    expect(notices).toHaveBeenCalledExactlyOnceWith(errorEn.http.network, undefined)
    expect(session.getAccessToken()).toBe(token)
    expect(Cookies.get(tokenCookieKeys.accessToken)).toBe(token)
    // The server is back: the next renewal works and nobody was signed out.
    await waitFor(() => expect(session.renew()).resolves.toBe('renewed'))
  })

  it('a renewal still in flight at logout never writes its tokens back', async () => {
    const session = await signedIn()
    addFault({ path: '/connect/token', delayMs: 150, times: 1 })
    const renewal = session.renew()
    await session.signOut(() => undefined)
    await expect(renewal).resolves.toBe('ended')
    expect(session.getAccessToken()).toBeUndefined()
    expect(Cookies.get(tokenCookieKeys.accessToken)).toBeUndefined()
    expect(Cookies.get(tokenCookieKeys.refreshToken)).toBeUndefined()
  })

  it('logout gives the refresh token back to the server', async () => {
    const session = await signedIn()
    await session.signOut(() => undefined)
    const revocations = getRequestLog().filter((entry) => entry.path === '/connect/revocation')
    expect(revocations).toHaveLength(1)
    expect(revocations[0]?.method).toBe('POST')
  })
})

describe('password session: other tabs', () => {
  it('signing out in one tab signs out the other', async () => {
    const onEndedElsewhere = vi.fn()
    const tabA = await signedIn()
    const tabB = startSession({ onEndedElsewhere })
    await expect(tabB.restore()).resolves.toBe('ready')

    await tabA.signOut(() => undefined)

    await waitFor(() => expect(onEndedElsewhere).toHaveBeenCalledOnce(), { timeout: 1_000 })
    expect(tabB.getAccessToken()).toBeUndefined()
  })

  it('a tab whose session now belongs to someone else reloads instead of mixing users', async () => {
    const onIdentityChanged = vi.fn()
    const tabA = await signedIn()
    const tabB = startSession({ onIdentityChanged })
    await expect(tabB.restore()).resolves.toBe('ready')

    await tabA.signIn!({ username: admin.userName, password: admin.password })

    await waitFor(() => expect(onIdentityChanged).toHaveBeenCalled(), { timeout: 1_000 })
    expect(tabB.getIdentity()?.userId).not.toBe(tabA.getIdentity()?.userId)
  })
})
