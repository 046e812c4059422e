import type { ModuleRoutes } from '@/router/route-types'

/** The sign-in pages, outside the layout and open to everyone (spec §2 "Open routes"). */
export const loginRoutes: ModuleRoutes = {
  open: [
    {
      path: '/login',
      page: () => import('./pages/login-page'),
      meta: { titleKey: 'login', hidden: true },
    },
    {
      path: '/login/loggedout',
      page: () => import('./pages/logged-out-page'),
      meta: { titleKey: 'loggedOut', hidden: true },
    },
    {
      path: '/auth-redirect',
      page: () => import('./pages/auth-redirect-page'),
      meta: { titleKey: 'authRedirect', hidden: true },
    },
    // The original's alternative sign-in address; kept so old bookmarks still work.
    { path: '/signin', redirect: '/login', meta: { titleKey: 'login', hidden: true } },
  ],
}
