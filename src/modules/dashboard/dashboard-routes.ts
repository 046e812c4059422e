import type { ModuleRoutes } from '@/router/route-types'

/** The home page (`/index`): the first menu entry and a tab that cannot be closed. */
export const dashboardRoutes: ModuleRoutes = {
  constant: [
    {
      path: '/index',
      page: () => import('./pages/dashboard/dashboard-page'),
      meta: { titleKey: 'dashboard', icon: 'dashboard', affix: true },
    },
  ],
}
