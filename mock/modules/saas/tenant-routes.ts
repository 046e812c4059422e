import { forbidden } from '../../core/abp-error.ts'
import { defineCrudRoutes } from '../../core/crud/define-crud-routes.ts'
import type { RequestContext } from '../../core/request-context.ts'
import { getRuntimeSettings } from '../../core/runtime-settings.ts'
import type { BackendRoute } from '../../core/routes/define-route.ts'
import { tenantConnectionStringRoutes } from './tenant-connection-string-routes.ts'
import { tenantResource } from './tenant-resource.ts'

/**
 * Tenant management permissions are host-side (`MultiTenancySides.Host`): ABP's permission
 * checker never grants them inside a tenant, so a tenant's caller is refused like any caller
 * without the permission. Anonymous callers still get the route's own 401.
 */
function hostOnly(route: BackendRoute): BackendRoute {
  return {
    ...route,
    handle: (context: RequestContext) =>
      context.caller && context.tenant
        ? forbidden(context.culture, getRuntimeSettings().authErrorFormat)
        : route.handle(context),
  }
}

/** Tenant management (abp-api.md §5): paged CRUD and the default connection string. */
export const tenantRoutes: BackendRoute[] = [
  ...tenantConnectionStringRoutes,
  ...defineCrudRoutes(tenantResource),
].map(hostOnly)
