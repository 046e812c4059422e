import { useCallback, useEffect, useRef, type ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { getApplicationConfiguration } from '@/api/abp/application-configuration-api'
import { refreshPermissions } from '@/auth/refresh-permissions'
import { logout } from '@/auth/session-actions'
import { SessionError } from '@/auth/session-error'
import { RefreshPermissionsContext } from '@/auth/use-refresh-permissions'
import { useSession } from '@/auth/use-session'
import { notifier } from '@/feedback/notifier'

/**
 * Gives pages `useRefreshPermissions()`. A user whose own change left them no permission at all
 * is told so and signed out (spec §5), as at sign-in. The function keeps its identity across
 * navigations (it reads the path when called): a new one would re-render every page using it,
 * kept pages included, on each click.
 */
export function RefreshPermissionsProvider({ children }: { children: ReactNode }) {
  const session = useSession()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const path = useRef(pathname)
  useEffect(() => {
    path.current = pathname
  }, [pathname])

  const refresh = useCallback(async () => {
    try {
      await refreshPermissions({
        loadGrantedPolicies: async () => (await getApplicationConfiguration()).auth.grantedPolicies,
        navigate: (to) => navigate(to),
        currentPath: () => path.current,
      })
    } catch (error) {
      if (!(error instanceof SessionError) || error.kind !== 'no-permission') throw error
      notifier.error(error.message)
      await logout(session, navigate)
    }
  }, [navigate, session])

  return <RefreshPermissionsContext value={refresh}>{children}</RefreshPermissionsContext>
}
