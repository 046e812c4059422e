import type { AppRoute, ModuleRoutes } from '@/router/route-types'

/**
 * Opens an app in a new window with a one-time code; every signed-in user may (spec §2). Outside
 * the layout: the tab only passes through it, so it is never kept in the tab bar.
 */
const appRedirectRoute: AppRoute = {
  path: '/app/redirect',
  page: () => import('./pages/app-redirect/app-redirect-page'),
  meta: { titleKey: 'appRedirect', hidden: true, noCache: true },
}

/** App management (spec §2). */
const menu: AppRoute = {
  path: '/app',
  redirect: '/app/project',
  meta: { titleKey: 'appManage', icon: 'appstore' },
  children: [
    {
      path: 'index',
      page: () => import('./pages/app-list/app-list-page'),
      meta: { titleKey: 'appList', icon: 'appstoreAdd', policy: ['AppManage.App'] },
    },
    {
      path: 'project-folder',
      page: () => import('./pages/project-folder/project-folder-page'),
      meta: {
        titleKey: 'projectFolder',
        icon: 'folder',
        policy: ['AppManage.ProjectAppFolder'],
      },
    },
    {
      path: 'project',
      page: () => import('./pages/project-app/project-app-page'),
      meta: { titleKey: 'projectApp', icon: 'build', policy: ['AppManage.ProjectApp'] },
    },
  ],
}

export const appManageRoutes: ModuleRoutes = { menu, fullWindow: [appRedirectRoute] }
