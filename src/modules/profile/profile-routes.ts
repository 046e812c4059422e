import type { ModuleRoutes } from '@/router/route-types'

/** The personal centre, from the user menu (spec §2 hidden routes). */
export const profileRoutes: ModuleRoutes = {
  constant: [
    {
      path: '/profile/index',
      page: () => import('./pages/profile/profile-page'),
      meta: { titleKey: 'profile', icon: 'user', hidden: true, noCache: true },
    },
  ],
}
