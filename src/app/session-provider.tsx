import { useMemo, type ReactNode } from 'react'
import { bindSessionActions } from '@/auth/session-actions'
import type { Session } from '@/auth/session'
import { SessionActionsContext, SessionContext } from '@/auth/use-session'

/** The started session and its actions, for every screen under it (src/auth/use-session.ts). */
export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  const actions = useMemo(() => bindSessionActions(session), [session])
  return (
    <SessionContext value={session}>
      <SessionActionsContext value={actions}>{children}</SessionActionsContext>
    </SessionContext>
  )
}
