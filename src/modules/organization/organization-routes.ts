import type { AppRoute, ModuleRoutes } from '@/router/route-types'

/** Organisation and users (spec §2). */
const menu: AppRoute = {
  path: '/organization',
  redirect: '/organization/user',
  meta: { titleKey: 'organization', icon: 'apartment' },
  children: [
    {
      path: 'org',
      page: () => import('./pages/org/org-page'),
      meta: { titleKey: 'org', icon: 'cluster', policy: ['Organization.Organize'] },
    },
    {
      path: 'position',
      page: () => import('./pages/position/position-page'),
      meta: { titleKey: 'position', icon: 'idcard', policy: ['Organization.Position'] },
    },
    {
      path: 'user',
      page: () => import('./pages/user/user-page'),
      meta: { titleKey: 'user', icon: 'user', policy: ['AbpIdentity.Users'] },
    },
    {
      path: 'role',
      page: () => import('./pages/role/role-page'),
      meta: { titleKey: 'role', icon: 'team', policy: ['AbpIdentity.Roles'] },
    },
  ],
}

export const organizationRoutes: ModuleRoutes = { menu }
