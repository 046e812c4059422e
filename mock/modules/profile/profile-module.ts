import type { MockModule } from '../../core/modules/mock-module.ts'
import { myAvatarRoutes } from './my-avatar-routes.ts'
import { myProfileRoutes } from './my-profile-routes.ts'

/** The caller's own account: profile, password and avatar; it owns no table (users are core). */
export const profileModule: MockModule = {
  name: 'profile',
  routes: [...myProfileRoutes, ...myAvatarRoutes],
}
