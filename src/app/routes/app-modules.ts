import { appConfig } from '@/config/app-config'
import { appManageRoutes } from '@/modules/app-manage/app-manage-routes'
import { clientManageRoutes } from '@/modules/client-manage/client-manage-routes'
import { dashboardRoutes } from '@/modules/dashboard/dashboard-routes'
import { exampleRoutes } from '@/modules/examples/example-routes'
import { loginRoutes } from '@/modules/login/login-routes'
import { noticeRoutes } from '@/modules/notice/notice-routes'
import { organizationRoutes } from '@/modules/organization/organization-routes'
import { profileRoutes } from '@/modules/profile/profile-routes'
import { projectRoutes } from '@/modules/project/project-routes'
import { saasRoutes } from '@/modules/saas/saas-routes'
import { signKeyRoutes } from '@/modules/sign-key/sign-key-routes'
import { systemRoutes } from '@/modules/system/system-routes'
import { todoRoutes } from '@/modules/todo/todo-routes'
import { workflowRoutes } from '@/modules/workflow/workflow-routes'
import type { ModuleRoutes } from '@/router/route-types'

/**
 * The one list of the app's modules (src/modules/<module>/), in menu order: the dashboard first,
 * then the menu groups of spec §2. Each brings its part of the route table; nothing registers
 * itself by being imported. The examples come last, and only when the deployment shows them
 * (VITE_SHOW_EXAMPLES).
 */
export const appModules: readonly ModuleRoutes[] = [
  loginRoutes,
  dashboardRoutes,
  todoRoutes,
  profileRoutes,
  noticeRoutes,
  // Approvals are everyday work for every user (staff), so their group leads the menu.
  workflowRoutes,
  organizationRoutes,
  systemRoutes,
  projectRoutes,
  clientManageRoutes,
  appManageRoutes,
  signKeyRoutes,
  saasRoutes,
  ...(appConfig.showExamples ? [exampleRoutes] : []),
]
