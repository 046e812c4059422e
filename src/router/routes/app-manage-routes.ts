import type { AppRoute } from '../route-types'

/** App management (spec §2). */
export const appManageRoutes: AppRoute = {
  path: '/app',
  redirect: '/app/project',
  meta: { titleKey: 'appManage', icon: 'appstore' },
  children: [
    {
      path: 'index',
      page: () => import('@/pages/app-manage/app-list/app-list-page'),
      meta: { titleKey: 'appList', icon: 'appstoreAdd', policy: ['AppManage.App'] },
    },
    {
      path: 'project-folder',
      page: () => import('@/pages/app-manage/project-folder/project-folder-page'),
      meta: {
        titleKey: 'projectFolder',
        icon: 'folder',
        policy: ['AppManage.ProjectAppFolder'],
      },
    },
    {
      path: 'project',
      page: () => import('@/pages/app-manage/project-app/project-app-page'),
      meta: { titleKey: 'projectApp', icon: 'build', policy: ['AppManage.ProjectApp'] },
    },
  ],
}
