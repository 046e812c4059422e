import type { LoaderFunctionArgs } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setAuthGate, type AuthGate } from '@/auth/auth-gate'
import { passwordAuthGate } from '@/auth/password-auth-gate'
import { resetSessionStores } from '@/stores/reset-session-stores'
import { usePermissionStore } from '@/stores/permission-store'
import { useUserStore } from '@/stores/user-store'
import { signIn } from '@mock/core/testing/backend-client'
import { seedAccounts } from '../../tests/setup/msw-server'
import {
  authRedirectLoader,
  createPageAccessLoader,
  loginLoader,
  protectedLoader,
} from './guard-loaders'

function fakeGate(overrides: Partial<AuthGate> = {}): AuthGate {
  return {
    usesLoginPage: true,
    hasSession: vi.fn(() => Promise.resolve(true)),
    prepare: vi.fn(() => Promise.resolve(true)),
    startSignIn: vi.fn(() => new Promise<never>(() => {})),
    leaveFailedSession: vi.fn(() => new Promise<never>(() => {})),
    restartSignIn: vi.fn(),
    refreshAccessToken: vi.fn(() => Promise.resolve(false)),
    signOut: vi.fn(() => Promise.resolve()),
    ...overrides,
  }
}

function args(path: string): LoaderFunctionArgs {
  const url = new URL(path, 'http://localhost:3000')
  return { request: new Request(url), url, pattern: url.pathname, params: {}, context: undefined }
}

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise
  } catch (error) {
    if (error instanceof Response) return error
    throw error
  }
  throw new Error('the loader did not redirect')
}

afterEach(() => {
  setAuthGate(passwordAuthGate)
  resetSessionStores()
})

describe('authRedirectLoader (redirect sign-in callback)', () => {
  it('completes the sign-in and replaces the callback entry with the remembered address', async () => {
    const completeSignIn = vi.fn(() => Promise.resolve('/project/htd?tab=2'))
    setAuthGate(fakeGate({ completeSignIn }))
    const response = await thrown(authRedirectLoader(args('/auth-redirect?code=c&state=s')))
    expect(completeSignIn).toHaveBeenCalledWith(
      'http://localhost:3000/auth-redirect?code=c&state=s',
    )
    expect(response.headers.get('Location')).toBe('/project/htd?tab=2')
    expect(response.headers.get('X-Remix-Replace')).toBe('true')
  })

  it('shows why the sign-in failed instead of retrying on its own', async () => {
    const completeSignIn = vi.fn(() => Promise.reject(new Error('No matching state found')))
    setAuthGate(fakeGate({ completeSignIn }))
    await expect(authRedirectLoader(args('/auth-redirect?code=c&state=s'))).resolves.toEqual({
      error: 'No matching state found',
    })
  })

  it('has nothing to complete without a response from the provider', async () => {
    const completeSignIn = vi.fn(() => Promise.resolve('/x'))
    setAuthGate(fakeGate({ completeSignIn }))
    const response = await thrown(authRedirectLoader(args('/auth-redirect')))
    expect(response.headers.get('Location')).toBe('/')
    expect(completeSignIn).not.toHaveBeenCalled()
  })
})

describe('loginLoader', () => {
  it('hands /login over to the redirect sign-in when the app has no login form', async () => {
    const gate = fakeGate({ usesLoginPage: false, hasSession: () => Promise.resolve(false) })
    setAuthGate(gate)
    void loginLoader(args('/login?redirect=%2Fproject%2Fhtd'))
    await vi.waitFor(() =>
      expect(gate.startSignIn).toHaveBeenCalledWith('/project/htd', { askAgain: true }),
    )
  })

  it('shows the form in password mode when signed out', async () => {
    setAuthGate(fakeGate({ hasSession: () => Promise.resolve(false) }))
    await expect(loginLoader(args('/login'))).resolves.toBeNull()
  })
})

describe('protectedLoader', () => {
  it('renews once when the server no longer accepts a token, then loads the session', async () => {
    useUserStore.getState().setToken('a-token-the-server-rejects')
    const { access_token } = await signIn(seedAccounts.manager)
    const refreshAccessToken = vi.fn(() => {
      useUserStore.getState().setToken(access_token)
      return Promise.resolve(true)
    })
    // The HTTP layer reads the token through the session port, as the app registers it.
    const { connectSessionStore } = await import('@/app/http-feedback-bridge')
    const disconnect = connectSessionStore()
    setAuthGate(fakeGate({ refreshAccessToken }))
    try {
      await expect(protectedLoader(args('/index'))).resolves.toBeNull()
    } finally {
      disconnect()
    }
    expect(refreshAccessToken).toHaveBeenCalledOnce()
    expect(usePermissionStore.getState().isLoaded).toBe(true)
    expect(useUserStore.getState().userName).toBe('manager')
  })

  it('prepares the session once for the layout and the page loading together', async () => {
    const { access_token } = await signIn(seedAccounts.manager)
    useUserStore.getState().setToken(access_token)
    const { connectSessionStore } = await import('@/app/http-feedback-bridge')
    const disconnect = connectSessionStore()
    const gate = fakeGate()
    setAuthGate(gate)
    try {
      await Promise.all([protectedLoader(args('/index')), createPageAccessLoader([])()])
    } finally {
      disconnect()
    }
    expect(gate.hasSession).toHaveBeenCalledOnce()
    expect(gate.prepare).toHaveBeenCalledOnce()
  })

  it('leaves a session that failed to load the way the gate says, not to sign-in', async () => {
    useUserStore.getState().setToken('a-token-the-server-rejects')
    const gate = fakeGate()
    setAuthGate(gate)
    void protectedLoader(args('/project/htd'))
    await vi.waitFor(() => expect(gate.leaveFailedSession).toHaveBeenCalledWith('/project/htd'))
    expect(gate.startSignIn).not.toHaveBeenCalled()
  })

  it('sends a session that cannot be used to sign-in, remembering the address', async () => {
    const gate = fakeGate({ prepare: () => Promise.resolve(false) })
    setAuthGate(gate)
    void protectedLoader(args('/project/htd?tab=2'))
    await vi.waitFor(() => expect(gate.startSignIn).toHaveBeenCalledWith('/project/htd?tab=2'))
  })
})
