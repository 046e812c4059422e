import type { LoaderFunctionArgs } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { configureApiClient } from '@/api/http/api-client'
import type { RenewResult, RestoreResult, Session } from '@/auth/session'
import { ServerUnreachableError } from '@/auth/session-error'
import { notifier } from '@/feedback/notifier'
import errorEn from '@/i18n/locales/en/error.json'
import { usePermissionStore } from '@/stores/permission-store'
import { resetSessionStores } from '@/stores/reset-session-stores'
import { useUserStore } from '@/stores/user-store'
import { signIn } from '@mock/core/testing/backend-client'
import { createFakeHttpDeps } from '@tests/support/fake-http-deps'
import { addFault, seedAccounts } from '@tests/setup/msw-server'
import { createGuardLoaders } from './guard-loaders'
import { indexRoutes } from './route-index'

/** Never settles: the page is leaving (a redirect to the provider). */
const leaving = () => new Promise<never>(() => {})

/**
 * A session as the guards see it: `token` is what the HTTP client sends (the client is configured
 * with this session, as at start-up); restore and renew answer what the test says.
 */
type SessionSpies = 'restore' | 'renew' | 'startSignIn' | 'leaveFailedSession' | 'end'

function fakeSession(
  overrides: Partial<Omit<Session, SessionSpies>> & {
    restoreResult?: RestoreResult
    renewResult?: RenewResult
  } = {},
) {
  const { restoreResult = 'ready', renewResult = 'ended', ...rest } = overrides
  const state = { token: undefined as string | undefined }
  const session = {
    method: 'password',
    usesLoginPage: true,
    getAccessToken: () => state.token,
    isAccessTokenExpired: () => false,
    getTenantHeader: () => undefined,
    getIdentity: () => undefined,
    restore: vi.fn(() => Promise.resolve(restoreResult)),
    renew: vi.fn(() => Promise.resolve(renewResult)),
    startSignIn: vi.fn(leaving),
    leaveFailedSession: vi.fn(leaving),
    restartSignIn: vi.fn(),
    end: vi.fn(() => {
      state.token = undefined
    }),
    signOut: vi.fn(() => Promise.resolve()),
    ...rest,
  } satisfies Session
  configureApiClient(createFakeHttpDeps({ session }).deps)
  return { session, state }
}

function args(path: string): LoaderFunctionArgs {
  const url = new URL(path, 'http://localhost:3000')
  return { request: new Request(url), url, pattern: url.pathname, params: {}, context: undefined }
}

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('the loader did not throw')
}

async function redirectOf(promise: Promise<unknown>): Promise<Response> {
  const error = await thrown(promise)
  if (error instanceof Response) return error
  throw error
}

/** Roles and routes already loaded (a session that is ready). */
function loaded(granted: string[]) {
  usePermissionStore.getState().setGranted(granted)
}

let notices: ReturnType<typeof vi.fn<(message: string) => void>>

beforeEach(() => {
  notices = vi.fn()
  notifier.register({ error: notices })
})

afterEach(() => {
  resetSessionStores()
})

describe('authRedirectLoader (redirect sign-in callback)', () => {
  it('completes the sign-in and replaces the callback entry with the remembered address', async () => {
    const completeSignIn = vi.fn(() => Promise.resolve('/project/htd?tab=2'))
    const { session } = fakeSession({ completeSignIn })
    const loaders = createGuardLoaders(session)
    const response = await redirectOf(
      loaders.authRedirectLoader(args('/auth-redirect?code=c&state=s')),
    )
    expect(completeSignIn).toHaveBeenCalledWith(
      'http://localhost:3000/auth-redirect?code=c&state=s',
    )
    expect(response.headers.get('Location')).toBe('/project/htd?tab=2')
    expect(response.headers.get('X-Remix-Replace')).toBe('true')
  })

  it('shows why the sign-in failed instead of retrying on its own', async () => {
    const completeSignIn = vi.fn(() => Promise.reject(new Error('No matching state found')))
    const { session } = fakeSession({ completeSignIn })
    await expect(
      createGuardLoaders(session).authRedirectLoader(args('/auth-redirect?code=c&state=s')),
    ).resolves.toEqual({ error: 'No matching state found' })
    expect(session.startSignIn).not.toHaveBeenCalled()
  })

  it('has nothing to complete without a response from the provider', async () => {
    const completeSignIn = vi.fn(() => Promise.resolve('/x'))
    const { session } = fakeSession({ completeSignIn })
    const response = await redirectOf(
      createGuardLoaders(session).authRedirectLoader(args('/auth-redirect')),
    )
    expect(response.headers.get('Location')).toBe('/')
    expect(completeSignIn).not.toHaveBeenCalled()
  })

  it('has nothing to complete in password mode', async () => {
    const { session } = fakeSession()
    const response = await redirectOf(
      createGuardLoaders(session).authRedirectLoader(args('/auth-redirect?code=c&state=s')),
    )
    expect(response.headers.get('Location')).toBe('/')
  })
})

describe('loginLoader', () => {
  it('hands /login over to the redirect sign-in when the app has no login form', async () => {
    const { session } = fakeSession({ usesLoginPage: false, restoreResult: 'none' })
    void createGuardLoaders(session).loginLoader(args('/login?redirect=%2Fproject%2Fhtd'))
    await vi.waitFor(() =>
      expect(session.startSignIn).toHaveBeenCalledWith('/project/htd', { askAgain: true }),
    )
  })

  it('shows the form in password mode when signed out', async () => {
    const { session } = fakeSession({ restoreResult: 'none' })
    await expect(createGuardLoaders(session).loginLoader(args('/login'))).resolves.toBeNull()
    expect(session.startSignIn).not.toHaveBeenCalled()
  })

  it('sends a signed-in user to the root', async () => {
    loaded(['AbpIdentity.Users'])
    const { session } = fakeSession()
    const response = await redirectOf(createGuardLoaders(session).loginLoader(args('/login')))
    expect(response.headers.get('Location')).toBe('/')
  })

  it('an unreachable server is said so, not a sign-in form over a kept session', async () => {
    const { session } = fakeSession({ restoreResult: 'unreachable' })
    const error = await thrown(createGuardLoaders(session).loginLoader(args('/login')))
    expect(error).toBeInstanceOf(ServerUnreachableError)
    expect(session.end).not.toHaveBeenCalled()
  })
})

describe('protectedLoader', () => {
  it('renews once when the server no longer accepts a token, then loads the session', async () => {
    const { access_token } = await signIn(seedAccounts.manager)
    const { session, state } = fakeSession()
    state.token = 'a-token-the-server-rejects'
    session.renew.mockImplementation(() => {
      state.token = access_token
      return Promise.resolve('renewed')
    })
    await expect(createGuardLoaders(session).protectedLoader(args('/index'))).resolves.toBeNull()
    expect(session.renew).toHaveBeenCalledOnce()
    expect(usePermissionStore.getState().isLoaded).toBe(true)
    expect(useUserStore.getState().userName).toBe('manager')
    expect(notices).not.toHaveBeenCalled()
  })

  it('restores the session once for the layout and the page loading together', async () => {
    const { access_token } = await signIn(seedAccounts.manager)
    const { session, state } = fakeSession()
    state.token = access_token
    const loaders = createGuardLoaders(session)
    await Promise.all([
      loaders.protectedLoader(args('/index')),
      loaders.createPageAccessLoader([])(),
    ])
    expect(session.restore).toHaveBeenCalledOnce()
    expect(session.renew).not.toHaveBeenCalled()
    expect(usePermissionStore.getState().isLoaded).toBe(true)
  })

  it('leaves a session that failed to load the way the session says, with a message', async () => {
    const { session, state } = fakeSession({ renewResult: 'ended' })
    state.token = 'a-token-the-server-rejects'
    void createGuardLoaders(session).protectedLoader(args('/project/htd'))
    await vi.waitFor(() => expect(session.leaveFailedSession).toHaveBeenCalledWith('/project/htd'))
    expect(session.startSignIn).not.toHaveBeenCalled()
    // Spec §8: the token is reset and the user is told why.
    expect(session.end).toHaveBeenCalled()
    expect(notices).toHaveBeenCalledExactlyOnceWith(errorEn.http.unauthorized, undefined)
    expect(usePermissionStore.getState().isLoaded).toBe(false)
  })

  it('a user without any permission is told so and leaves the session', async () => {
    const { access_token } = await signIn(seedAccounts.manager)
    addFault({
      path: '/api/abp/application-configuration',
      status: 200,
      body: { currentUser: { isAuthenticated: true }, auth: { grantedPolicies: {} } },
    })
    const { session, state } = fakeSession()
    state.token = access_token
    void createGuardLoaders(session).protectedLoader(args('/index'))
    await vi.waitFor(() => expect(session.leaveFailedSession).toHaveBeenCalledWith('/index'))
    expect(notices).toHaveBeenCalledExactlyOnceWith(errorEn.session.noPermissions, undefined)
  })

  it('sends a signed-out user to sign-in, remembering the address', async () => {
    const { session } = fakeSession({ restoreResult: 'none' })
    void createGuardLoaders(session).protectedLoader(args('/project/htd?tab=2'))
    await vi.waitFor(() => expect(session.startSignIn).toHaveBeenCalledWith('/project/htd?tab=2'))
    expect(notices).not.toHaveBeenCalled()
  })

  it('a session that cannot be restored for an outage keeps the session and says so', async () => {
    const { session } = fakeSession({ restoreResult: 'unreachable' })
    const error = await thrown(createGuardLoaders(session).protectedLoader(args('/index')))
    expect(error).toBeInstanceOf(ServerUnreachableError)
    expect(session.startSignIn).not.toHaveBeenCalled()
    expect(session.end).not.toHaveBeenCalled()
  })

  it.each([
    ['no answer', { networkError: true }],
    ['a 503', { status: 503 }],
    ['a 500', { status: 500 }],
  ])('%s while loading the session is an outage, not a sign-out', async (_name, fault) => {
    const { access_token } = await signIn(seedAccounts.manager)
    addFault({ path: '/api/abp/application-configuration', ...fault })
    const { session, state } = fakeSession()
    state.token = access_token
    const error = await thrown(createGuardLoaders(session).protectedLoader(args('/index')))
    expect(error).toBeInstanceOf(ServerUnreachableError)
    expect(session.end).not.toHaveBeenCalled()
    expect(session.leaveFailedSession).not.toHaveBeenCalled()
    expect(session.startSignIn).not.toHaveBeenCalled()
    expect(state.token).toBe(access_token)
    expect(notices).not.toHaveBeenCalled()
  })
})

describe('page access and group loaders', () => {
  const users = { titleKey: 'user', policy: ['AbpIdentity.Users'] }

  it('a page the user may not open goes to /401; one it may open loads', async () => {
    loaded(['Project.Htd'])
    const { session } = fakeSession()
    const loaders = createGuardLoaders(session)
    const response = await redirectOf(loaders.createPageAccessLoader([undefined, users])())
    expect(response.headers.get('Location')).toBe('/401')
    await expect(
      loaders.createPageAccessLoader([undefined, { titleKey: 'htd', policy: ['Project.Htd'] }])(),
    ).resolves.toBeNull()
  })

  it('without a session the page leaves the decision to the layout', async () => {
    const { session } = fakeSession({ restoreResult: 'none' })
    await expect(createGuardLoaders(session).createPageAccessLoader([users])()).resolves.toBeNull()
  })

  it('a group address goes to the first child the user may open, else /401', async () => {
    const [group] = indexRoutes([
      {
        path: '/organization',
        redirect: '/organization/user',
        children: [
          { path: 'user', meta: users },
          { path: 'role', meta: { titleKey: 'role', policy: ['AbpIdentity.Roles'] } },
        ],
      },
    ]).roots
    loaded(['AbpIdentity.Roles'])
    const { session } = fakeSession()
    const loaders = createGuardLoaders(session)
    const response = await redirectOf(loaders.createGroupRedirectLoader(group)())
    expect(response.headers.get('Location')).toBe('/organization/role')
    loaded(['Project.Htd'])
    const denied = await redirectOf(loaders.createGroupRedirectLoader(group)())
    expect(denied.headers.get('Location')).toBe('/401')
  })
})
