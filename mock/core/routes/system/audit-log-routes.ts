import type { BackendRoute } from '../define-route.ts'

/** Audit logs (abp-api.md §7): to be written. */
export const auditLogRoutes: BackendRoute[] = []
