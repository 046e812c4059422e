import type { BackendRoute } from '../define-route.ts'

/** Permission definitions (business-api.md §7): to be written. */
export const permissionDefinitionRoutes: BackendRoute[] = []
