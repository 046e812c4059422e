import type { BackendRoute } from '../define-route.ts'

/** Data dictionary management (business-api.md §2.2): to be written. */
export const dictionaryRoutes: BackendRoute[] = []
