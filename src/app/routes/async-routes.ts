import { appConfig } from '@/config/app-config'
import type { AppRoute } from '@/router/route-types'
import { appManageRoutes } from '@/modules/app-manage/app-manage-routes'
import { clientManageRoutes } from '@/modules/client-manage/client-manage-routes'
import { exampleRoutes } from '@/modules/examples/example-routes'
import { organizationRoutes } from '@/modules/organization/organization-routes'
import { projectRoutes } from '@/modules/project/project-routes'
import { saasRoutes } from '@/modules/saas/saas-routes'
import { signKeyRoutes } from '@/modules/sign-key/sign-key-routes'
import { systemRoutes } from '@/modules/system/system-routes'

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
