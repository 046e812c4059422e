import type { ModuleRoutes } from '@/router/route-types'

/** My to-dos, reached from the dashboard, the bell, the user menu and the search (spec §2). */
export const todoRoutes: ModuleRoutes = {
  constant: [
    {
      path: '/todo',
      page: () => import('./pages/todo/todo-page'),
      meta: { titleKey: 'todo', icon: 'unorderedList', hidden: true, userMenu: true },
    },
  ],
}
