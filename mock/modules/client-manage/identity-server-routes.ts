import { getDatabase } from '../../core/db/database.ts'
import { jsonResponse } from '../../core/http/mock-http.ts'
import { defineRoute, type BackendRoute } from '../../core/routes/define-route.ts'
import { apiResourceRoutes } from './api-resource-routes.ts'
import { apiScopeRoutes } from './api-scope-routes.ts'
import { identityResourceRoutes } from './identity-resource-routes.ts'

/** `GET /api/identity-server/claim-types`: a bare array of `{id, name, extraProperties}` by name. */
const claimTypesRoute = defineRoute({
  method: 'GET',
  pattern: '/api/identity-server/claim-types',
  permission: { anyOf: ['ClientManage.Client', 'ClientManage.ApiResource', 'ClientManage.ApiScope'] },
  handle: () => {
    const types = [...getDatabase().claimTypes].sort((a, b) => (a.name < b.name ? -1 : 1))
    return jsonResponse(200, types.map(({ id, name, extraProperties }) => ({ id, name, extraProperties })))
  },
}) // prettier-ignore

/**
 * The IdentityServer management API except clients (abp-api.md §8.1, §8.3): API resources, API
 * scopes, identity resources and claim types; host-owned configuration (tenants read, only the host writes).
 */
export const identityServerRoutes: BackendRoute[] = [
  ...apiResourceRoutes,
  ...apiScopeRoutes,
  ...identityResourceRoutes,
  claimTypesRoute,
]
