import { redirect } from 'react-router-dom'
import { demoLogin } from '@/api/demo/demo-user-api'
import { buildLoginPath } from '@/utils/safe-redirect'
import type { Session } from './session'
import { createSessionBroadcast, followOtherTabs, type SessionEvents } from './session-broadcast'
import { clearStoredTokens, readStoredTokens, writeStoredTokens } from './token-storage'

function toLoginPage(returnTo: string): never {
  throw redirect(buildLoginPath(returnTo))
}

export interface DemoSession extends Session {
  /**
   * Spec §4 Role switch (the permission demo): a token derived from the role name. The caller
   * reloads the user info, regenerates the routes and closes the tabs.
   */
  switchRole: (role: string) => void
}

/**
 * The demo client's sign-in (spec §2 demo mode, vue-element-admin's mock API): a token sent as
 * `X-Token`, no renewal; the forced-logout codes end the session.
 */
export function createDemoSession(events: SessionEvents): DemoSession {
  const broadcast = createSessionBroadcast()
  let token: string | undefined

  function adopt(next: string): void {
    token = next
    writeStoredTokens({ accessToken: next })
  }

  const session: DemoSession = {
    method: 'demo',
    usesLoginPage: true,
    getAccessToken: () => token,
    isAccessTokenExpired: () => false,
    getTenantHeader: () => undefined,
    // The demo token names its user (`admin-token`): that is the identity.
    getIdentity: () => (token ? { userId: token, tenantId: null } : undefined),
    restore() {
      token ??= readStoredTokens()?.accessToken
      return Promise.resolve(token ? 'ready' : 'none')
    },
    // Demo tokens do not expire and cannot be renewed: a refused one ends the session.
    renew() {
      session.end()
      return Promise.resolve('ended')
    },
    async signIn({ username, password }) {
      const result = await demoLogin({ username, password })
      adopt(result.token)
      broadcast.post({ type: 'signed-in', identity: session.getIdentity() })
    },
    switchRole(role) {
      adopt(`${role}-token`)
    },
    startSignIn: toLoginPage,
    leaveFailedSession: toLoginPage,
    restartSignIn(returnTo, navigate) {
      void navigate(buildLoginPath(returnTo))
    },
    end() {
      token = undefined
      clearStoredTokens()
    },
    async signOut(navigate) {
      session.end()
      broadcast.post({ type: 'signed-out' })
      await navigate('/login')
    },
  }
  followOtherTabs(broadcast, session, events)
  return session
}
