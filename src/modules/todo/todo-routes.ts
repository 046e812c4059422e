import type { ModuleRoutes } from '@/router/route-types'

/** My to-dos, reached from the dashboard (spec §2 hidden routes). */
export const todoRoutes: ModuleRoutes = {
  constant: [
    {
      path: '/todo',
      page: () => import('./pages/todo/todo-page'),
      meta: { titleKey: 'todo', hidden: true },
    },
  ],
}
