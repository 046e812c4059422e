import { abpFrameworkRoutes } from './abp-framework-routes.ts'
import { myAvatarRoutes } from '../../modules/profile/my-avatar-routes.ts'
import { myProfileRoutes } from '../../modules/profile/my-profile-routes.ts'
import type { BackendRoute } from './define-route.ts'
import { demoClientRoutes } from './demo-client-routes.ts'
import { baseUserRoutes } from '../../modules/organization/base-user-routes.ts'
import { identityUserRoutes } from '../../modules/organization/identity-user-routes.ts'
import { permissionManagementRoutes } from '../../modules/organization/permission-management-routes.ts'
import { roleRoutes } from '../../modules/organization/role-routes.ts'
import { organizationRoutes } from '../../modules/organization/organization-routes.ts'
import { noticeRoutes } from '../../modules/notice/notice-routes.ts'
import { todoRoutes } from '../../modules/todo/todo-routes.ts'
import { positionRoutes } from '../../modules/organization/position-routes.ts'
import { grantRoutes } from '../../modules/project/grant-routes.ts'
import { htdRoutes } from '../../modules/project/htd-routes.ts'
import { projectRoutes } from '../../modules/project/project-routes.ts'
import { workAreaRoutes } from '../../modules/project/work-area-routes.ts'
import { clientRoutes } from '../../modules/client-manage/client-routes.ts'
import { identityServerRoutes } from '../../modules/client-manage/identity-server-routes.ts'
import { tenantRoutes } from '../../modules/saas/tenant-routes.ts'
import { auditLogRoutes } from '../../modules/system/audit-log-routes.ts'
import { dictionaryRoutes } from '../../modules/system/dictionary-routes.ts'
import { permissionDefinitionRoutes } from '../../modules/system/permission-definition-routes.ts'
import { tokenRoutes } from './token-routes.ts'
import { userRoutes } from '../../modules/organization/user-routes.ts'

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
