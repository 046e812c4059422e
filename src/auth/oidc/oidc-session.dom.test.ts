import { http, HttpResponse } from 'msw'
import { OidcClient, WebStorageStateStore } from 'oidc-client-ts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createHttpClient } from '@/api/http/create-http-client'
import type { AppConfig } from '@/config/app-config'
import { resetToken } from '../session-actions'
import { ServerUnreachableError } from '../session-error'
import { createFakeHttpDeps } from '@tests/support/fake-http-deps'
import { mswServer } from '@tests/setup/msw-server'
import {
  serveCodeExchange,
  serveDiscovery,
  serveTokenEndpoint,
  storedUser,
  storedUserKey,
  testAuthority,
  testClientId,
} from '@tests/support/oidc-test-kit'
import { createOidcSession, providerTimeoutMs, type OidcSession } from './oidc-session'

const oidcConfig: AppConfig['oidc'] = {
  authority: testAuthority,
  clientId: testClientId,
  scope: 'openid offline_access BaseService',
  redirectUri: 'http://localhost:3000/auth-redirect',
  postLogoutRedirectUri: 'http://localhost:3000/',
}

const sessions: OidcSession[] = []

function startSession() {
  const events = { onExpired: vi.fn(), onEndedElsewhere: vi.fn(), onIdentityChanged: vi.fn() }
  const session = createOidcSession(oidcConfig, events)
  sessions.push(session)
  return { session, events, manager: session.userManager }
}

/** What another tab (or an earlier page) left in local storage. */
function storeInBrowser(user: ReturnType<typeof storedUser>) {
  localStorage.setItem(storedUserKey, user.toStorageString())
}

async function storedAccessToken(session: OidcSession): Promise<string | undefined> {
  return (await session.userManager.getUser())?.access_token
}

/** A session restored from a valid stored user (five minutes left: no renewal on its own). */
async function restoredSession() {
  storeInBrowser(storedUser('at-1', 300))
  const started = startSession()
  await expect(started.session.restore()).resolves.toBe('ready')
  return started
}

/** The request the app sent before leaving for the provider (same state store), and the callback. */
async function callbackFor(returnTo: string) {
  const client = new OidcClient({
    authority: testAuthority,
    client_id: testClientId,
    redirect_uri: oidcConfig.redirectUri,
    scope: oidcConfig.scope,
    stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
  })
  const request = await client.createSigninRequest({ state: { returnTo }, request_type: 'si:r' })
  const state = new URL(request.url).searchParams.get('state') ?? ''
  return `http://localhost:3000/auth-redirect?code=code-1&state=${state}&iss=${encodeURIComponent(testAuthority)}`
}

beforeEach(() => {
  serveDiscovery()
  window.history.replaceState(null, '', '/')
  // Other tabs are the business of session-broadcast.test.ts: here each test is its own browser.
  vi.stubGlobal('BroadcastChannel', undefined)
})

afterEach(() => {
  vi.useRealTimers()
  for (const session of sessions.splice(0)) session.end()
  vi.unstubAllGlobals()
})

describe('createOidcSession: settings', () => {
  it('renews by itself (no automatic silent renew) and gives up on the provider after 10 s', () => {
    const { manager } = startSession()
    expect(manager.settings.automaticSilentRenew).toBe(false)
    expect(manager.settings.requestTimeoutInSeconds).toBe(10)
    expect(providerTimeoutMs).toBe(10_000)
  })
})

describe('createOidcSession: stored users', () => {
  it('has no session without a stored user', async () => {
    const { session } = startSession()
    await expect(session.restore()).resolves.toBe('none')
    expect(session.getAccessToken()).toBeUndefined()
    expect(session.getIdentity()).toBeUndefined()
  })

  it('uses a stored, valid user as the session: its token goes to the HTTP layer', async () => {
    const { session } = await restoredSession()
    expect(session.getAccessToken()).toBe('at-1')
    expect(session.getIdentity()).toEqual({ userId: 'user-1', tenantId: null })
    // The token carries the tenant: no __tenant header in the redirect flow.
    expect(session.getTenantHeader()).toBeUndefined()
  })

  it('renews a stored user whose token expired (spec §4), before the first API call', async () => {
    const tokenEndpoint = serveTokenEndpoint(['at-2'])
    storeInBrowser(storedUser('at-1', -10))
    const { session } = startSession()
    await expect(session.restore()).resolves.toBe('ready')
    expect(tokenEndpoint.calls).toHaveLength(1)
    expect(Object.fromEntries(tokenEndpoint.calls[0])).toMatchObject({
      grant_type: 'refresh_token',
      refresh_token: 'rt-1',
    })
    expect(session.getAccessToken()).toBe('at-2')
    expect(await storedAccessToken(session)).toBe('at-2')
  })

  it('an expired user the provider refuses to renew is no session, and is forgotten', async () => {
    serveTokenEndpoint([])
    storeInBrowser(storedUser('at-1', -10))
    const { session, events } = startSession()
    await expect(session.restore()).resolves.toBe('none')
    expect(session.getAccessToken()).toBeUndefined()
    await vi.waitFor(() => expect(localStorage.getItem(storedUserKey)).toBeNull())
    expect(events.onExpired).toHaveBeenCalledOnce()
  })

  it('an expired user without a refresh token is no session (nothing to renew with)', async () => {
    const tokenEndpoint = serveTokenEndpoint(['at-2'])
    storeInBrowser(storedUser('at-1', -10, ''))
    const { session } = startSession()
    await expect(session.restore()).resolves.toBe('none')
    expect(tokenEndpoint.calls).toHaveLength(0)
  })

  it('an expired user while the provider is down: unreachable, the user is kept', async () => {
    mswServer.use(http.post(`${testAuthority}/token`, () => HttpResponse.error()))
    storeInBrowser(storedUser('at-1', -10))
    const { session, events } = startSession()
    await expect(session.restore()).resolves.toBe('unreachable')
    expect(await storedAccessToken(session)).toBe('at-1')
    expect(events.onExpired).not.toHaveBeenCalled()
  })
})

describe('createOidcSession: renewal', () => {
  it('invalid_grant on refresh ends the session', async () => {
    serveTokenEndpoint([])
    const { session, events } = await restoredSession()
    await expect(session.renew()).resolves.toBe('ended')
    expect(session.getAccessToken()).toBeUndefined()
    expect(events.onExpired).toHaveBeenCalledOnce()
    await vi.waitFor(() => expect(localStorage.getItem(storedUserKey)).toBeNull())
  })

  it('a network failure on refresh is unreachable: the user and the token are kept', async () => {
    mswServer.use(http.post(`${testAuthority}/token`, () => HttpResponse.error()))
    const { session, events } = await restoredSession()
    await expect(session.renew()).resolves.toBe('unreachable')
    expect(session.getAccessToken()).toBe('at-1')
    expect(await storedAccessToken(session)).toBe('at-1')
    expect(events.onExpired).not.toHaveBeenCalled()
  })

  it('a provider answering 503 with an HTML page is unreachable, not a sign-out', async () => {
    mswServer.use(
      http.post(`${testAuthority}/token`, () => new HttpResponse('<h1>down</h1>', { status: 503 })),
    )
    const { session, events } = await restoredSession()
    await expect(session.renew()).resolves.toBe('unreachable')
    expect(await storedAccessToken(session)).toBe('at-1')
    expect(events.onExpired).not.toHaveBeenCalled()
  })

  // The documented rule: "only the provider saying no ends the session (`invalid_grant`)". An
  // RFC 6749 `temporarily_unavailable` is the provider saying "later", not "no".
  it('a provider answering 503 temporarily_unavailable is unreachable, not a sign-out', async () => {
    mswServer.use(
      http.post(`${testAuthority}/token`, () =>
        HttpResponse.json({ error: 'temporarily_unavailable' }, { status: 503 }),
      ),
    )
    const { session, events } = await restoredSession()
    await expect(session.renew()).resolves.toBe('unreachable')
    expect(await storedAccessToken(session)).toBe('at-1')
    expect(events.onExpired).not.toHaveBeenCalled()
  })

  it('concurrent renewals (401s, the guard, the timer) share one refresh', async () => {
    const tokenEndpoint = serveTokenEndpoint(['at-2', 'at-3'], 50)
    const { session } = await restoredSession()
    const results = await Promise.all([session.renew(), session.renew(), session.renew()])
    expect(results).toEqual(['renewed', 'renewed', 'renewed'])
    expect(tokenEndpoint.calls).toHaveLength(1)
    expect(session.getAccessToken()).toBe('at-2')
  })

  it('renews on accessTokenExpiring through the same single flight', async () => {
    const tokenEndpoint = serveTokenEndpoint(['at-2', 'at-3'], 50)
    // 61 s left: oidc-client-ts raises accessTokenExpiring about a second from now.
    storeInBrowser(storedUser('at-1', 61))
    const { session } = startSession()
    await expect(session.restore()).resolves.toBe('ready')
    await vi.waitFor(() => expect(tokenEndpoint.calls).toHaveLength(1), { timeout: 3_000 })
    // A 401 arriving during that renewal joins it.
    await expect(session.renew()).resolves.toBe('renewed')
    expect(tokenEndpoint.calls).toHaveLength(1)
    expect(session.getAccessToken()).toBe('at-2')
  })

  it('takes over a token another tab renewed for the same user, without a refresh', async () => {
    const tokenEndpoint = serveTokenEndpoint(['at-x'])
    const { session, events } = await restoredSession()
    storeInBrowser(storedUser('at-9', 300, 'rt-9'))
    await expect(session.renew()).resolves.toBe('renewed')
    expect(session.getAccessToken()).toBe('at-9')
    expect(tokenEndpoint.calls).toHaveLength(0)
    expect(events.onIdentityChanged).not.toHaveBeenCalled()
  })

  it('a stored user of another identity is not taken over: the app reloads into it', async () => {
    const tokenEndpoint = serveTokenEndpoint(['at-x'])
    const { session, events } = await restoredSession()
    // Another tab signed in as someone else.
    storeInBrowser(storedUser('at-other', 300, 'rt-other', 'user-2'))
    await expect(session.renew()).resolves.toBe('ended')
    expect(events.onIdentityChanged).toHaveBeenCalledOnce()
    expect(session.getAccessToken()).not.toBe('at-other')
    expect(session.getIdentity()).not.toEqual({ userId: 'user-2', tenantId: null })
    expect(tokenEndpoint.calls).toHaveLength(0)
  })

  it('a 401 after another tab signed in as someone else leaves that tab its session', async () => {
    const { session, events } = await restoredSession()
    storeInBrowser(storedUser('at-other', 300, 'rt-other', 'user-2'))
    mswServer.use(http.get('*/api/secure', () => new HttpResponse(null, { status: 401 })))
    // The HTTP client as src/app/bootstrap.ts wires it: a 401 the renewal cannot fix resets the
    // token (restartSignIn → resetToken).
    const client = createHttpClient(
      createFakeHttpDeps({ session, onSessionEnded: () => resetToken(session) }).deps,
    )
    await expect(client.get('/api/secure')).rejects.toMatchObject({ status: 401 })
    expect(events.onIdentityChanged).toHaveBeenCalledOnce()
    // The page reloads into user-2: their session, shared by the tabs, must still be there.
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(localStorage.getItem(storedUserKey) ?? 'removed').toContain('at-other')
  })

  it('a renewal in flight at sign-out never leaves a stored user behind', async () => {
    const tokenEndpoint = serveTokenEndpoint(['at-2'], 150)
    const { session, manager } = await restoredSession()
    vi.spyOn(manager, 'revokeTokens').mockResolvedValue()
    vi.spyOn(manager, 'signoutRedirect').mockResolvedValue()
    const renewal = session.renew()
    await vi.waitFor(() => expect(tokenEndpoint.calls).toHaveLength(1))

    await session.signOut(vi.fn())
    await expect(renewal).resolves.toBe('ended')

    expect(session.getAccessToken()).toBeUndefined()
    // Give the storage writes of the late answer time to land.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(localStorage.getItem(storedUserKey)).toBeNull()
    expect(await manager.getUser()).toBeNull()
    expect(session.getAccessToken()).toBeUndefined()
  })

  it('a sign-out reported by the provider (session monitor) ends the session here', async () => {
    const { session, events, manager } = await restoredSession()
    await manager.events._raiseUserSignedOut()
    expect(session.getAccessToken()).toBeUndefined()
    expect(events.onEndedElsewhere).toHaveBeenCalledOnce()
    await vi.waitFor(() => expect(localStorage.getItem(storedUserKey)).toBeNull())
  })
})

describe('createOidcSession: the callback', () => {
  it('exchanges the code, cleans the address bar and returns the remembered address', async () => {
    const tokenEndpoint = serveCodeExchange('at-new')
    const { session, manager } = startSession()
    const callback = await callbackFor('/project/htd?tab=2')
    window.history.replaceState(null, '', callback)

    await expect(session.completeSignIn!(callback)).resolves.toBe('/project/htd?tab=2')
    expect(window.location.href).toBe('http://localhost:3000/auth-redirect')
    expect(tokenEndpoint.calls[0].get('code_verifier')).toEqual(expect.any(String))
    expect(session.getAccessToken()).toBe('at-new')
    expect(session.getIdentity()).toEqual({ userId: 'user-1', tenantId: null })
    expect((await manager.getUser())?.access_token).toBe('at-new')
  })

  it('never returns to an address outside the app', async () => {
    serveCodeExchange('at-new')
    const { session } = startSession()
    const callback = await callbackFor('https://evil.example/')
    await expect(session.completeSignIn!(callback)).resolves.toBe('/')
  })
})

describe('createOidcSession: leaving for sign-in and sign-out', () => {
  it('starts the redirect sign-in once for a burst of failures, remembering the address', async () => {
    const { session, manager } = await restoredSession()
    const signinRedirect = vi.spyOn(manager, 'signinRedirect').mockResolvedValue()

    session.restartSignIn('/project/htd', () => undefined)
    session.restartSignIn('/index', () => undefined)
    await vi.waitFor(() => expect(signinRedirect).toHaveBeenCalledOnce())
    expect(signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/project/htd' } })
    expect(session.getAccessToken()).toBeUndefined()
    await vi.waitFor(async () => expect(await manager.getUser()).toBeNull())
  })

  it('makes the provider ask again when the user asked to sign in (/login)', async () => {
    const { session, manager } = startSession()
    const signinRedirect = vi.spyOn(manager, 'signinRedirect').mockResolvedValue()
    void session.startSignIn('/index', { askAgain: true })
    await vi.waitFor(() =>
      expect(signinRedirect).toHaveBeenCalledWith({
        state: { returnTo: '/index' },
        prompt: 'login',
      }),
    )
  })

  it('a provider that does not answer the sign-in within 10 s is reported as unreachable', async () => {
    const { session, manager } = startSession()
    vi.spyOn(manager, 'signinRedirect').mockReturnValue(new Promise(() => {}))
    vi.useFakeTimers()
    const leaving = session.startSignIn('/index').catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(providerTimeoutMs)
    expect(await leaving).toBeInstanceOf(ServerUnreachableError)
  })

  it('forgets a user whose session could not be loaded and shows the signed-out page', async () => {
    const { session, manager } = await restoredSession()
    const signinRedirect = vi.spyOn(manager, 'signinRedirect').mockResolvedValue()
    // Loaders run it inside an async function: a synchronous throw is the loader's rejection.
    const leaving = await (async () => session.leaveFailedSession('/index'))().catch(
      (error: unknown) => error,
    )
    expect(leaving).toBeInstanceOf(Response)
    expect((leaving as Response).headers.get('Location')).toBe('/login/loggedout')
    expect(session.getAccessToken()).toBeUndefined()
    await vi.waitFor(async () => expect(await manager.getUser()).toBeNull())
    // Signing in again at once would bring the same user straight back: no automatic redirect.
    expect(signinRedirect).not.toHaveBeenCalled()
  })

  it('drops the state the provider sends back after sign-out before signing in again', async () => {
    const { session, manager } = startSession()
    const signinRedirect = vi.spyOn(manager, 'signinRedirect').mockResolvedValue()
    window.history.replaceState(null, '', '/?state=left-over')
    session.restartSignIn('/?state=left-over', () => undefined)
    await vi.waitFor(() =>
      expect(signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/' } }),
    )
  })

  it('signs out at the provider after giving the refresh token back', async () => {
    const { session, manager } = await restoredSession()
    const calls: string[] = []
    vi.spyOn(manager, 'revokeTokens').mockImplementation(() => {
      calls.push('revoke')
      return Promise.resolve()
    })
    const signoutRedirect = vi.spyOn(manager, 'signoutRedirect').mockImplementation(() => {
      calls.push('signout')
      return Promise.resolve()
    })
    const navigate = vi.fn()
    await session.signOut(navigate)
    expect(calls).toEqual(['revoke', 'signout'])
    // The provider is told who leaves (RP-initiated logout).
    expect(signoutRedirect).toHaveBeenCalledWith({ id_token_hint: expect.any(String) })
    expect(session.getAccessToken()).toBeUndefined()
    expect(navigate).not.toHaveBeenCalled()
  })

  it('forgets the user and shows the signed-out page when the provider is unreachable', async () => {
    const { session, manager } = await restoredSession()
    vi.spyOn(manager, 'revokeTokens').mockRejectedValue(new Error('offline'))
    vi.spyOn(manager, 'signoutRedirect').mockRejectedValue(new Error('offline'))
    const navigate = vi.fn()
    await session.signOut(navigate)
    expect(await manager.getUser()).toBeNull()
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/login/loggedout')
  })

  it.each([
    ['the end-session redirect hangs', false],
    ['the revocation and the end-session redirect hang', true],
  ])(
    '%s: the session still ends here and the signed-out page shows',
    async (_label, revokeHangs) => {
      const { session, manager } = await restoredSession()
      if (revokeHangs) vi.spyOn(manager, 'revokeTokens').mockReturnValue(new Promise(() => {}))
      else vi.spyOn(manager, 'revokeTokens').mockResolvedValue()
      vi.spyOn(manager, 'signoutRedirect').mockReturnValue(new Promise(() => {}))
      const navigate = vi.fn()
      vi.useFakeTimers()
      const leaving = session.signOut(navigate)
      await vi.advanceTimersByTimeAsync(2 * providerTimeoutMs)
      await leaving
      expect(navigate).toHaveBeenCalledExactlyOnceWith('/login/loggedout')
      expect(session.getAccessToken()).toBeUndefined()
      expect(localStorage.getItem(storedUserKey)).toBeNull()
    },
  )
})
