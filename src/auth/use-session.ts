import { createContext, useContext } from 'react'
import type { Session } from './session'

/**
 * THE public API of the session for pages and the layout: the session the app was started with
 * (src/app/bootstrap.ts). Nothing else under src/auth is for them, except the actions of
 * `session-actions.ts` that take this session.
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
