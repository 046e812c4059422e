import type { AppRoute } from '@/router/route-types'

/** Client and API management (spec §2). */
export const clientManageRoutes: AppRoute = {
  path: '/client-manage',
  redirect: '/client-manage/client',
  meta: { titleKey: 'clientManage', icon: 'api' },
  children: [
    {
      path: 'api-scope',
      page: () => import('@/modules/client-manage/pages/api-scope/api-scope-page'),
      meta: { titleKey: 'apiScope', icon: 'key', policy: ['ClientManage.ApiScope'] },
    },
    {
      path: 'api-resource',
      page: () => import('@/modules/client-manage/pages/api-resource/api-resource-page'),
      meta: { titleKey: 'apiResource', icon: 'database', policy: ['ClientManage.ApiResource'] },
    },
    {
      path: 'client',
      page: () => import('@/modules/client-manage/pages/client/client-page'),
      meta: { titleKey: 'client', icon: 'desktop', policy: ['ClientManage.Client'] },
    },
  ],
}
