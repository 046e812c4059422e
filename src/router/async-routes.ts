import { appConfig } from '@/config/app-config'
import type { AppRoute } from './route-types'
import { appManageRoutes } from './routes/app-manage-routes'
import { clientManageRoutes } from './routes/client-manage-routes'
import { exampleRoutes } from './routes/example-routes'
import { organizationRoutes } from './routes/organization-routes'
import { projectRoutes } from './routes/project-routes'
import { saasRoutes } from './routes/saas-routes'
import { signKeyRoutes } from './routes/sign-key-routes'
import { systemRoutes } from './routes/system-routes'

/**
 * Menu groups that depend on granted permissions (spec §2), in menu order, one file per group.
 * Each child names the ABP permission that grants it; a group's own policy, when it has one, lists
 * every permission of its children (spec: /project is shown for any of four). Pages load on demand.
 * The examples come last, and only when the deployment shows them (VITE_SHOW_EXAMPLES).
 */
export const asyncRoutes: readonly AppRoute[] = [
  organizationRoutes,
  systemRoutes,
  projectRoutes,
  clientManageRoutes,
  appManageRoutes,
  signKeyRoutes,
  saasRoutes,
  ...(appConfig.showExamples ? [exampleRoutes] : []),
]
