import type { BackendRoute } from '../define-route.ts'

/** API resources, API scopes, identity resources, claim types (abp-api.md §8): to be written. */
export const identityServerRoutes: BackendRoute[] = []
