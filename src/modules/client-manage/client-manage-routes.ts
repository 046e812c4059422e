import type { AppRoute, ModuleRoutes } from '@/router/route-types'

/** Client and API management (spec §2). */
const menu: AppRoute = {
  path: '/client-manage',
  redirect: '/client-manage/client',
  meta: { titleKey: 'clientManage', icon: 'api' },
  children: [
    {
      path: 'api-scope',
      page: () => import('./pages/api-scope/api-scope-page'),
      meta: { titleKey: 'apiScope', icon: 'key', policy: ['ClientManage.ApiScope'] },
    },
    {
      path: 'api-resource',
      page: () => import('./pages/api-resource/api-resource-page'),
      meta: { titleKey: 'apiResource', icon: 'database', policy: ['ClientManage.ApiResource'] },
    },
    {
      path: 'client',
      page: () => import('./pages/client/client-page'),
      meta: { titleKey: 'client', icon: 'desktop', policy: ['ClientManage.Client'] },
    },
  ],
}

export const clientManageRoutes: ModuleRoutes = { menu }
