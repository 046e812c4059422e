import type { AppRoute, ModuleRoutes } from '@/router/route-types'

/** System management: audit log, data dictionary, permission definitions (spec §2). */
const menu: AppRoute = {
  path: '/system',
  redirect: '/system/dict',
  meta: { titleKey: 'system', icon: 'setting' },
  children: [
    {
      path: 'log',
      page: () => import('./pages/log/log-page'),
      meta: { titleKey: 'log', icon: 'fileSearch', policy: ['Ontall_MS_Base.AuditLogging'] },
    },
    {
      path: 'dict',
      page: () => import('./pages/dict/dict-page'),
      meta: { titleKey: 'dict', icon: 'book', policy: ['DataDictionary.DataDictionary'] },
    },
    {
      path: 'permission-definition',
      page: () => import('./pages/permission-definition/permission-definition-page'),
      meta: {
        titleKey: 'permissionDefinition',
        icon: 'safety',
        policy: ['PermissionManage.Permission'],
      },
    },
  ],
}

export const systemRoutes: ModuleRoutes = { menu }
