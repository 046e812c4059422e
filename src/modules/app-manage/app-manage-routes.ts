import type { AppRoute } from '@/router/route-types'

/** App management (spec §2). */
export const appManageRoutes: AppRoute = {
  path: '/app',
  redirect: '/app/project',
  meta: { titleKey: 'appManage', icon: 'appstore' },
  children: [
    {
      path: 'index',
      page: () => import('@/modules/app-manage/pages/app-list/app-list-page'),
      meta: { titleKey: 'appList', icon: 'appstoreAdd', policy: ['AppManage.App'] },
    },
    {
      path: 'project-folder',
      page: () => import('@/modules/app-manage/pages/project-folder/project-folder-page'),
      meta: {
        titleKey: 'projectFolder',
        icon: 'folder',
        policy: ['AppManage.ProjectAppFolder'],
      },
    },
    {
      path: 'project',
      page: () => import('@/modules/app-manage/pages/project-app/project-app-page'),
      meta: { titleKey: 'projectApp', icon: 'build', policy: ['AppManage.ProjectApp'] },
    },
  ],
}
