import { abpFrameworkRoutes } from './abp-framework-routes.ts'
import { baseRoutes } from './base-routes.ts'
import type { BackendRoute } from './define-route.ts'
import { demoClientRoutes } from './demo-client-routes.ts'
import { tokenRoutes } from './token-routes.ts'
import { userRoutes } from './user-routes.ts'

/** Every route of the embedded backend except the test controls. */
export const backendRoutes: BackendRoute[] = [
  ...tokenRoutes,
  ...abpFrameworkRoutes,
  ...userRoutes,
  ...baseRoutes,
  ...demoClientRoutes,
]
