import type { BackendRoute } from '../define-route.ts'

/** Tenant management (abp-api.md §5): to be written. */
export const tenantRoutes: BackendRoute[] = []
