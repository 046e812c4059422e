import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, type ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { getApplicationConfiguration } from '@/api/abp/application-configuration-api'
import { userProjectsQuery } from '@/query/user-projects-query'
import { refreshPermissions } from '@/router/refresh-permissions'
import { logout } from '@/auth/session-actions'
import { SessionError } from '@/auth/session-error'
import { RefreshPermissionsContext } from '@/auth/use-refresh-permissions'
import { useSession } from '@/auth/use-session'
import { notifier } from '@/feedback/notifier'
import { tenantScope } from '@/query/query-keys'
import { useUserStore } from '@/stores/user-store'

/**
 * Gives pages `useRefreshPermissions()`: grants, routes and menu, then the user's projects. A user whose own change left them no permission at all
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

  const queryClient = useQueryClient()
  const refresh = useCallback(async () => {
    try {
      await refreshPermissions({
        loadGrantedPolicies: async () => (await getApplicationConfiguration()).auth.grantedPolicies,
        navigate: (to) => navigate(to),
        currentPath: () => path.current,
      })
      // Grants of projects may have changed with the roles: the switcher reads its list again.
      const tenant = tenantScope(session.getIdentity()?.tenantId)
      const { queryKey } = userProjectsQuery(tenant, useUserStore.getState().id)
      await queryClient.invalidateQueries({ queryKey })
    } catch (error) {
      if (!(error instanceof SessionError) || error.kind !== 'no-permission') throw error
      notifier.error(error.message)
      await logout(session, navigate)
    }
  }, [navigate, session, queryClient])

  return <RefreshPermissionsContext value={refresh}>{children}</RefreshPermissionsContext>
}
