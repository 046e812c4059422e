import type { BackendRoute } from '../../core/routes/define-route.ts'
import { htdByUserRoutes } from './grant-by-user-route.ts'
import { userHtdPermissionRoutes } from './grant-htd-routes.ts'
import { userProjectPermissionRoutes } from './grant-project-routes.ts'

/**
 * Access grants (business-api.md §3.4–3.6): the two grant resources and the kept by-user call,
 * which sits before any `/api/base/htd/{id}` route.
 */
export const grantRoutes: BackendRoute[] = [
  ...htdByUserRoutes,
  ...userProjectPermissionRoutes,
  ...userHtdPermissionRoutes,
]
