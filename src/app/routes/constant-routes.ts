import type { AppRoute } from '@/router/route-types'

/** Routes outside the layout, reachable without signing in (spec §2 "Open routes"). */
export const openRoutes: AppRoute[] = [
  {
    path: '/login',
    page: () => import('@/modules/login/pages/login-page'),
    meta: { titleKey: 'login', hidden: true },
  },
  {
    path: '/login/loggedout',
    page: () => import('@/modules/login/pages/logged-out-page'),
    meta: { titleKey: 'loggedOut', hidden: true },
  },
  {
    path: '/auth-redirect',
    page: () => import('@/modules/login/pages/auth-redirect-page'),
    meta: { titleKey: 'authRedirect', hidden: true },
  },
  // The original's alternative sign-in address; kept so old bookmarks still work.
  { path: '/signin', redirect: '/login', meta: { titleKey: 'login', hidden: true } },
]

/** Routes inside the layout that every signed-in user has (spec §2 "Public or hidden routes"). */
export const constantRoutes: AppRoute[] = [
  {
    path: '/redirect/*',
    page: () => import('@/router/pages/redirect-page'),
    meta: { titleKey: 'redirect', hidden: true, noCache: true, breadcrumb: false },
  },
  { path: '/', redirect: '/index', meta: { titleKey: 'dashboard', hidden: true } },
  {
    path: '/index',
    page: () => import('@/modules/dashboard/pages/dashboard/dashboard-page'),
    meta: { titleKey: 'dashboard', icon: 'dashboard', affix: true },
  },
  {
    path: '/todo',
    page: () => import('@/modules/todo/pages/todo/todo-page'),
    meta: { titleKey: 'todo', hidden: true },
  },
  {
    path: '/profile/index',
    page: () => import('@/modules/profile/pages/profile/profile-page'),
    meta: { titleKey: 'profile', icon: 'user', hidden: true, noCache: true },
  },
  {
    path: '/notice',
    page: () => import('@/modules/notice/pages/reader/notice-list-page'),
    meta: { titleKey: 'notice', hidden: true },
  },
  {
    path: '/notice/view',
    page: () => import('@/modules/notice/pages/reader/notice-view-page'),
    meta: { titleKey: 'noticeView', hidden: true, activeMenu: '/notice', noCache: true },
  },
  {
    path: '/post',
    page: () => import('@/modules/notice/pages/post/post-page'),
    meta: { titleKey: 'post', hidden: true },
  },
  {
    path: '/app/redirect',
    page: () => import('@/modules/app-manage/pages/app-redirect/app-redirect-page'),
    meta: { titleKey: 'appRedirect', hidden: true, noCache: true },
  },
  {
    path: '/401',
    page: () => import('@/router/pages/unauthorized-page'),
    meta: { titleKey: 'unauthorized', hidden: true, noCache: true },
  },
  {
    path: '/404',
    page: () => import('@/router/pages/not-found-page'),
    meta: { titleKey: 'notFound', hidden: true, noCache: true },
  },
]
