import type { AppRoute } from './route-types'

/** Routes outside the layout, reachable without signing in (spec §2 "Open routes"). */
export const openRoutes: AppRoute[] = [
  {
    path: '/login',
    page: () => import('@/pages/login/login-page'),
    meta: { titleKey: 'login', hidden: true },
  },
  {
    path: '/login/loggedout',
    page: () => import('@/pages/login/logged-out-page'),
    meta: { titleKey: 'loggedOut', hidden: true },
  },
  {
    path: '/auth-redirect',
    page: () => import('@/pages/login/auth-redirect-page'),
    meta: { titleKey: 'authRedirect', hidden: true },
  },
  // The original's alternative sign-in address; kept so old bookmarks still work.
  { path: '/signin', redirect: '/login', meta: { titleKey: 'login', hidden: true } },
]

/** Routes inside the layout that every signed-in user has (spec §2 "Public or hidden routes"). */
export const constantRoutes: AppRoute[] = [
  {
    path: '/redirect/*',
    page: () => import('@/pages/redirect/redirect-page'),
    meta: { titleKey: 'redirect', hidden: true, noCache: true, breadcrumb: false },
  },
  { path: '/', redirect: '/index', meta: { titleKey: 'dashboard', hidden: true } },
  {
    path: '/index',
    page: () => import('@/pages/dashboard/dashboard-page'),
    meta: { titleKey: 'dashboard', icon: 'dashboard', affix: true },
  },
  {
    path: '/todo',
    page: () => import('@/pages/todo/todo-page'),
    meta: { titleKey: 'todo', hidden: true },
  },
  {
    path: '/profile/index',
    page: () => import('@/pages/profile/profile-page'),
    meta: { titleKey: 'profile', icon: 'user', hidden: true, noCache: true },
  },
  {
    path: '/notice',
    page: () => import('@/pages/notice/notice-list-page'),
    meta: { titleKey: 'notice', hidden: true },
  },
  {
    path: '/notice/view',
    page: () => import('@/pages/notice/notice-view-page'),
    meta: { titleKey: 'noticeView', hidden: true, activeMenu: '/notice', noCache: true },
  },
  {
    path: '/post',
    page: () => import('@/pages/post/post-page'),
    meta: { titleKey: 'post', hidden: true },
  },
  {
    path: '/app/redirect',
    page: () => import('@/pages/app-manage/app-redirect/app-redirect-page'),
    meta: { titleKey: 'appRedirect', hidden: true, noCache: true },
  },
  {
    path: '/401',
    page: () => import('@/pages/error/unauthorized-page'),
    meta: { titleKey: 'unauthorized', hidden: true, noCache: true },
  },
  {
    path: '/404',
    page: () => import('@/pages/error/not-found-page'),
    meta: { titleKey: 'notFound', hidden: true, noCache: true },
  },
]
