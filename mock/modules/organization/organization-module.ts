import type { MockModule } from '../../core/modules/mock-module.ts'
import { baseUserRoutes } from './base-user-routes.ts'
import { identityUserRoutes } from './identity-user-routes.ts'
import { organizationRoutes } from './organization-routes.ts'
import { permissionManagementRoutes } from './permission-management-routes.ts'
import { positionRoutes } from './position-routes.ts'
import { roleRoutes } from './role-routes.ts'
import { seedAccountUsers, seedRoles } from './seed-identity.ts'
import { seedOrganizations } from './seed-organizations.ts'
import { seedPersonaUsers } from './seed-personas.ts'
import { seedPositions } from './seed-positions.ts'
import { seedGeneratedUsers } from './seed-users.ts'
import { userRoutes } from './user-routes.ts'

/** Users, roles, organisations, positions and a user's permissions (ABP identity + BaseService). */
export const organizationModule: MockModule = {
  name: 'organization',
  routes: [
    ...userRoutes,
    ...identityUserRoutes,
    ...roleRoutes,
    ...permissionManagementRoutes,
    ...organizationRoutes,
    ...positionRoutes,
    ...baseUserRoutes,
  ],
  seed: () => ({
    roles: seedRoles(),
    users: [...seedAccountUsers(), ...seedGeneratedUsers(), ...seedPersonaUsers()],
    organizations: seedOrganizations(),
    positions: seedPositions(),
  }),
}
