import type { ModuleRoutes } from '@/router/route-types'

/** Notices: reading them (every signed-in user) and publishing them (spec §2 hidden routes). */
export const noticeRoutes: ModuleRoutes = {
  constant: [
    {
      path: '/notice',
      page: () => import('./pages/reader/notice-list-page'),
      meta: { titleKey: 'notice', icon: 'bell', hidden: true, userMenu: true },
    },
    {
      path: '/notice/view',
      page: () => import('./pages/reader/notice-view-page'),
      meta: { titleKey: 'noticeView', hidden: true, activeMenu: '/notice', noCache: true },
    },
    {
      path: '/post',
      page: () => import('./pages/post/post-page'),
      // Publishing is for Notice.Notice holders: others get the 403 page, even by its address.
      meta: {
        titleKey: 'post',
        icon: 'edit',
        hidden: true,
        userMenu: true,
        policy: ['Notice.Notice'],
      },
    },
  ],
}
