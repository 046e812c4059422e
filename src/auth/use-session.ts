import { createContext, useContext } from 'react'
import type { Navigate, Session } from './session'

/**
 * THE public API of the session for pages and the layout: the session the app was started with
 * (src/app/bootstrap.ts), and what may be done to it (`useSessionActions`). Nothing else under
 * src/auth is for pages; the layout may use the actions of `session-actions.ts` directly.
 */
export const SessionContext = createContext<Session | undefined>(undefined)

export function useSession(): Session {
  const session = useContext(SessionContext)
  if (!session) throw new Error('useSession() outside <SessionContext>')
  return session
}

/**
 * Whether the session's token opens the ABP API. The demo client's (vue-element-admin's mock
 * sign-in) does not: an ABP call would come back 401 and end the session, so the shell's own ABP
 * calls (the user's projects, the dashboard's cards) stay off in that mode.
 */
export function useHasAbpApi(): boolean {
  return useSession().method !== 'demo'
}

/**
 * What a page may do to the session, bound to it by the app (src/app/session-provider.tsx).
 * Pages cannot import session-actions.ts: it reaches the route table (through load-session), and
 * the route table reaches the pages.
 */
export interface SessionActions {
  /** Spec §4 Logout, then `navigate` to sign in again. */
  logout: (navigate: Navigate) => Promise<void>
  /** Spec §4 Role switch; only a session whose tokens derive from a role (the demo client). */
  switchRole: ((role: string) => Promise<void>) | undefined
}

export const SessionActionsContext = createContext<SessionActions | undefined>(undefined)

export function useSessionActions(): SessionActions {
  const actions = useContext(SessionActionsContext)
  if (!actions) throw new Error('useSessionActions() outside <SessionActionsContext>')
  return actions
}
