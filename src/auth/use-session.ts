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
