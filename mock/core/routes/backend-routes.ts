import { abpFrameworkRoutes } from './abp-framework-routes.ts'
import { myAvatarRoutes } from './account/my-avatar-routes.ts'
import { myProfileRoutes } from './account/my-profile-routes.ts'
import type { BackendRoute } from './define-route.ts'
import { demoClientRoutes } from './demo-client-routes.ts'
import { baseUserRoutes } from './identity/base-user-routes.ts'
import { identityUserRoutes } from './identity/identity-user-routes.ts'
import { permissionManagementRoutes } from './identity/permission-management-routes.ts'
import { roleRoutes } from './identity/role-routes.ts'
import { organizationRoutes } from './organization/organization-routes.ts'
import { noticeRoutes } from './notice/notice-routes.ts'
import { todoRoutes } from './notice/todo-routes.ts'
import { positionRoutes } from './organization/position-routes.ts'
import { grantRoutes } from './project/grant-routes.ts'
import { htdRoutes } from './project/htd-routes.ts'
import { projectRoutes } from './project/project-routes.ts'
import { workAreaRoutes } from './project/work-area-routes.ts'
import { clientRoutes } from './identity-server/client-routes.ts'
import { identityServerRoutes } from './identity-server/identity-server-routes.ts'
import { tenantRoutes } from './saas/tenant-routes.ts'
import { auditLogRoutes } from './system/audit-log-routes.ts'
import { dictionaryRoutes } from './system/dictionary-routes.ts'
import { permissionDefinitionRoutes } from './system/permission-definition-routes.ts'
import { tokenRoutes } from './token-routes.ts'
import { userRoutes } from './user-routes.ts'

/**
 * Every route of the embedded backend except the test controls. The first match wins, so the
 * literal paths (`users/current-user`, `organization/tree`) come before the `/{id}` routes.
 */
export const backendRoutes: BackendRoute[] = [
  ...tokenRoutes,
  ...abpFrameworkRoutes,
  ...myProfileRoutes,
  ...myAvatarRoutes,
  ...userRoutes,
  ...identityUserRoutes,
  ...roleRoutes,
  ...permissionManagementRoutes,
  ...grantRoutes,
  ...projectRoutes,
  ...htdRoutes,
  ...workAreaRoutes,
  ...organizationRoutes,
  ...positionRoutes,
  ...baseUserRoutes,
  ...noticeRoutes,
  ...todoRoutes,
  ...auditLogRoutes,
  ...dictionaryRoutes,
  ...permissionDefinitionRoutes,
  ...tenantRoutes,
  ...identityServerRoutes,
  ...clientRoutes,
  ...demoClientRoutes,
]
