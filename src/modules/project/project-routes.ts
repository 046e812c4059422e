import type { AppRoute, ModuleRoutes } from '@/router/route-types'

/** Projects and contract sections (spec §2). */
const menu: AppRoute = {
  path: '/project',
  redirect: '/project/index',
  meta: {
    titleKey: 'project',
    icon: 'project',
    policy: [
      'Project.Project',
      'Project.UserProjectPermissions',
      'Project.Htd',
      'Project.UserHtdPermissions',
    ],
  },
  children: [
    {
      path: 'index',
      page: () => import('./pages/project-list/project-list-page'),
      meta: { titleKey: 'projectList', icon: 'unorderedList', policy: ['Project.Project'] },
    },
    {
      path: 'htd',
      page: () => import('./pages/htd/htd-page'),
      meta: { titleKey: 'htd', icon: 'partition', policy: ['Project.Htd'] },
    },
    {
      path: 'work-area',
      page: () => import('./pages/work-area/work-area-page'),
      meta: { titleKey: 'workArea', icon: 'environment', policy: ['Project.Htd'] },
    },
    // Named in the menu catalogue and implied by the group's permission list (spec §1, §2).
    {
      path: 'user-project',
      page: () => import('./pages/user-project/user-project-page'),
      meta: {
        titleKey: 'userProjectPermissions',
        icon: 'solution',
        policy: ['Project.UserProjectPermissions'],
      },
    },
    {
      path: 'user-htd',
      page: () => import('./pages/user-htd/user-htd-page'),
      meta: {
        titleKey: 'userHtdPermissions',
        icon: 'audit',
        policy: ['Project.UserHtdPermissions'],
      },
    },
  ],
}

export const projectRoutes: ModuleRoutes = { menu }
