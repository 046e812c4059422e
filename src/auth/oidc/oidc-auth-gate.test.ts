import { OidcClient, WebStorageStateStore } from 'oidc-client-ts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useUserStore } from '@/stores/user-store'
import {
  serveCodeExchange,
  serveDiscovery,
  serveTokenEndpoint,
  storedUser,
  testAuthority,
  testClientId,
} from './testing/oidc-test-kit'

vi.mock('@/config/app-config', async (importOriginal) => {
  const { appConfig } = await importOriginal<typeof import('@/config/app-config')>()
  return {
    appConfig: {
      ...appConfig,
      grantType: 'authorization_code',
      oidc: {
        ...appConfig.oidc,
        authority: 'http://op.test',
        redirectUri: 'http://localhost:3000/auth-redirect',
        postLogoutRedirectUri: 'http://localhost:3000/',
      },
    },
  }
})

// Fresh module state (the UserManager, the redirect latch) for every test.
async function loadGate() {
  vi.resetModules()
  const { oidcAuthGate } = await import('./oidc-auth-gate')
  const { getUserManager } = await import('./user-manager')
  const { useUserStore: store } = await import('@/stores/user-store')
  return { gate: oidcAuthGate, manager: getUserManager(), store }
}

beforeEach(() => {
  serveDiscovery()
  window.history.replaceState(null, '', '/')
})

afterEach(() => {
  useUserStore.getState().clearUser()
})

describe('oidcAuthGate: stored users', () => {
  it('has no session without a stored user', async () => {
    const { gate } = await loadGate()
    await expect(gate.hasSession()).resolves.toBe(false)
  })

  it('uses a stored, valid user as the session: its token goes to the HTTP layer', async () => {
    const { gate, manager, store } = await loadGate()
    await manager.storeUser(storedUser('at-1', 120))
    await expect(gate.hasSession()).resolves.toBe(true)
    await expect(gate.prepare()).resolves.toBe(true)
    expect(store.getState().token).toBe('at-1')
  })

  it('renews a stored user whose token expired (spec §4), before the first API call', async () => {
    const tokenEndpoint = serveTokenEndpoint(['at-2'])
    const { gate, manager, store } = await loadGate()
    await manager.storeUser(storedUser('at-1', -10))
    await expect(gate.hasSession()).resolves.toBe(true)
    await expect(gate.prepare()).resolves.toBe(true)
    expect(tokenEndpoint.calls).toHaveLength(1)
    expect(store.getState().token).toBe('at-2')
  })

  it('reports an expired user it cannot renew as no usable session', async () => {
    serveTokenEndpoint([])
    const { gate, manager } = await loadGate()
    await manager.storeUser(storedUser('at-1', -10))
    await expect(gate.prepare()).resolves.toBe(false)
    await manager.storeUser(storedUser('at-1', -10, ''))
    await expect(gate.hasSession()).resolves.toBe(false)
  })
})

describe('oidcAuthGate: the callback', () => {
  it('exchanges the code, cleans the address bar and returns the remembered address', async () => {
    const tokenEndpoint = serveCodeExchange('at-new')
    const { gate, manager, store } = await loadGate()
    // The request the app sent before leaving for the provider (same state store).
    const client = new OidcClient({
      authority: testAuthority,
      client_id: testClientId,
      redirect_uri: 'http://localhost:3000/auth-redirect',
      scope: 'openid offline_access BaseService',
      stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
    })
    const request = await client.createSigninRequest({
      state: { returnTo: '/project/htd?tab=2' },
      request_type: 'si:r',
    })
    const state = new URL(request.url).searchParams.get('state') ?? ''
    const callback = `http://localhost:3000/auth-redirect?code=code-1&state=${state}&iss=${encodeURIComponent(testAuthority)}`
    window.history.replaceState(null, '', callback)

    const target = await gate.completeSignIn?.(callback)
    expect(target).toBe('/project/htd?tab=2')
    expect(window.location.href).toBe('http://localhost:3000/auth-redirect')
    expect(tokenEndpoint.calls[0].get('code_verifier')).toEqual(expect.any(String))
    expect(store.getState().token).toBe('at-new')
    expect((await manager.getUser())?.access_token).toBe('at-new')
  })

  it('never returns to an address outside the app', async () => {
    serveCodeExchange('at-new')
    const { gate } = await loadGate()
    const client = new OidcClient({
      authority: testAuthority,
      client_id: testClientId,
      redirect_uri: 'http://localhost:3000/auth-redirect',
      stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
    })
    const request = await client.createSigninRequest({
      state: { returnTo: 'https://evil.example/' },
      request_type: 'si:r',
    })
    const state = new URL(request.url).searchParams.get('state') ?? ''
    await expect(
      gate.completeSignIn?.(`http://localhost:3000/auth-redirect?code=c&state=${state}`),
    ).resolves.toBe('/')
  })
})

describe('oidcAuthGate: leaving for sign-in and sign-out', () => {
  it('starts the redirect sign-in once for a burst of failures, remembering the address', async () => {
    const { gate, manager, store } = await loadGate()
    await manager.storeUser(storedUser('at-1', 60))
    store.getState().setToken('at-1')
    const signinRedirect = vi.spyOn(manager, 'signinRedirect').mockResolvedValue()

    gate.restartSignIn('/project/htd', () => undefined)
    gate.restartSignIn('/index', () => undefined)
    await vi.waitFor(() => expect(signinRedirect).toHaveBeenCalledOnce())
    expect(signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/project/htd' } })
    expect(store.getState().token).toBe('')
    expect(await manager.getUser()).toBeNull()
  })

  it('makes the provider ask again when the user asked to sign in (/login)', async () => {
    const { gate, manager } = await loadGate()
    const signinRedirect = vi.spyOn(manager, 'signinRedirect').mockResolvedValue()
    void gate.startSignIn('/index', { askAgain: true })
    await vi.waitFor(() =>
      expect(signinRedirect).toHaveBeenCalledWith({
        state: { returnTo: '/index' },
        prompt: 'login',
      }),
    )
  })

  it('forgets a user whose session could not be loaded and shows the signed-out page', async () => {
    const { gate, manager, store } = await loadGate()
    await manager.storeUser(storedUser('at-1', 60))
    store.getState().setToken('at-1')
    const signinRedirect = vi.spyOn(manager, 'signinRedirect').mockResolvedValue()
    const leaving = await gate.leaveFailedSession('/index').catch((error: unknown) => error)
    expect(leaving).toBeInstanceOf(Response)
    expect((leaving as Response).headers.get('Location')).toBe('/login/loggedout')
    expect(await manager.getUser()).toBeNull()
    expect(store.getState().token).toBe('')
    // Signing in again at once would bring the same user straight back: no automatic redirect.
    expect(signinRedirect).not.toHaveBeenCalled()
  })

  it('drops the state the provider sends back after sign-out before signing in again', async () => {
    const { gate, manager } = await loadGate()
    const signinRedirect = vi.spyOn(manager, 'signinRedirect').mockResolvedValue()
    window.history.replaceState(null, '', '/?state=left-over')
    gate.restartSignIn('/?state=left-over', () => undefined)
    await vi.waitFor(() =>
      expect(signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/' } }),
    )
  })

  it('signs out at the provider after giving the refresh token back', async () => {
    const { gate, manager } = await loadGate()
    const calls: string[] = []
    vi.spyOn(manager, 'revokeTokens').mockImplementation(() => {
      calls.push('revoke')
      return Promise.resolve()
    })
    vi.spyOn(manager, 'signoutRedirect').mockImplementation(() => {
      calls.push('signout')
      return Promise.resolve()
    })
    const navigate = vi.fn()
    await gate.signOut(navigate)
    expect(calls).toEqual(['revoke', 'signout'])
    expect(navigate).not.toHaveBeenCalled()
  })

  it('forgets the user and shows the signed-out page when the provider is unreachable', async () => {
    const { gate, manager } = await loadGate()
    await manager.storeUser(storedUser('at-1', 60))
    vi.spyOn(manager, 'revokeTokens').mockRejectedValue(new Error('offline'))
    vi.spyOn(manager, 'signoutRedirect').mockRejectedValue(new Error('offline'))
    const navigate = vi.fn()
    await gate.signOut(navigate)
    expect(await manager.getUser()).toBeNull()
    expect(navigate).toHaveBeenCalledWith('/login/loggedout')
  })
})
