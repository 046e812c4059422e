import type { BackendRoute } from '../define-route.ts'

/** IdentityServer clients (abp-api.md §8): to be written. */
export const clientRoutes: BackendRoute[] = []
