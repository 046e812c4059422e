import type { AppRoute } from './route-types'

/**
 * Menu groups that depend on granted permissions (spec §2). Each child names the ABP permission
 * that grants it; a group's own policy lists every permission of its children (spec: /project is shown
 * for any of four). Pages load on demand.
 */
export const asyncRoutes: AppRoute[] = [
  {
    path: '/organization',
    redirect: '/organization/user',
    meta: { titleKey: 'organization', icon: 'apartment' },
    children: [
      {
        path: 'org',
        page: () => import('@/pages/organization/org/org-page'),
        meta: { titleKey: 'org', icon: 'cluster', policy: ['Organization.Organize'] },
      },
      {
        path: 'position',
        page: () => import('@/pages/organization/position/position-page'),
        meta: { titleKey: 'position', icon: 'idcard', policy: ['Organization.Position'] },
      },
      {
        path: 'user',
        page: () => import('@/pages/organization/user/user-page'),
        meta: { titleKey: 'user', icon: 'user', policy: ['AbpIdentity.Users'] },
      },
      {
        path: 'role',
        page: () => import('@/pages/organization/role/role-page'),
        meta: { titleKey: 'role', icon: 'team', policy: ['AbpIdentity.Roles'] },
      },
    ],
  },
  {
    path: '/system',
    redirect: '/system/dict',
    meta: { titleKey: 'system', icon: 'setting' },
    children: [
      {
        path: 'log',
        page: () => import('@/pages/system/log/log-page'),
        meta: { titleKey: 'log', icon: 'fileSearch', policy: ['Ontall_MS_Base.AuditLogging'] },
      },
      {
        path: 'dict',
        page: () => import('@/pages/system/dict/dict-page'),
        meta: { titleKey: 'dict', icon: 'book', policy: ['DataDictionary.DataDictionary'] },
      },
      {
        path: 'permission-definition',
        page: () => import('@/pages/system/permission-definition/permission-definition-page'),
        meta: {
          titleKey: 'permissionDefinition',
          icon: 'safety',
          policy: ['PermissionManage.Permission'],
        },
      },
    ],
  },
  {
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
        page: () => import('@/pages/project/project-list/project-list-page'),
        meta: { titleKey: 'projectList', icon: 'unorderedList', policy: ['Project.Project'] },
      },
      {
        path: 'htd',
        page: () => import('@/pages/project/htd/htd-page'),
        meta: { titleKey: 'htd', icon: 'partition', policy: ['Project.Htd'] },
      },
      {
        path: 'work-area',
        page: () => import('@/pages/project/work-area/work-area-page'),
        meta: { titleKey: 'workArea', icon: 'environment', policy: ['Project.Htd'] },
      },
      // Named in the menu catalogue and implied by the group's permission list (spec §1, §2).
      {
        path: 'user-project',
        page: () => import('@/pages/project/user-project/user-project-page'),
        meta: {
          titleKey: 'userProjectPermissions',
          icon: 'solution',
          policy: ['Project.UserProjectPermissions'],
        },
      },
      {
        path: 'user-htd',
        page: () => import('@/pages/project/user-htd/user-htd-page'),
        meta: {
          titleKey: 'userHtdPermissions',
          icon: 'audit',
          policy: ['Project.UserHtdPermissions'],
        },
      },
    ],
  },
  {
    path: '/client-manage',
    redirect: '/client-manage/client',
    meta: { titleKey: 'clientManage', icon: 'api' },
    children: [
      {
        path: 'api-scope',
        page: () => import('@/pages/client-manage/api-scope/api-scope-page'),
        meta: { titleKey: 'apiScope', icon: 'key', policy: ['ClientManage.ApiScope'] },
      },
      {
        path: 'api-resource',
        page: () => import('@/pages/client-manage/api-resource/api-resource-page'),
        meta: { titleKey: 'apiResource', icon: 'database', policy: ['ClientManage.ApiResource'] },
      },
      {
        path: 'client',
        page: () => import('@/pages/client-manage/client/client-page'),
        meta: { titleKey: 'client', icon: 'desktop', policy: ['ClientManage.Client'] },
      },
    ],
  },
  {
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
  },
  {
    path: '/sign-key',
    redirect: '/sign-key/user',
    meta: { titleKey: 'signKey', icon: 'signature' },
    children: [
      {
        path: 'user',
        page: () => import('@/pages/sign-key/user-sign-key/user-sign-key-page'),
        meta: { titleKey: 'userSignKey', icon: 'edit', policy: ['SignKeyManage.SignKey'] },
      },
      {
        path: 'proj-org',
        page: () => import('@/pages/sign-key/proj-org-seal/proj-org-seal-page'),
        meta: { titleKey: 'projOrgSeal', icon: 'bank', policy: ['SignKeyManage.SignKey'] },
      },
      {
        path: 'htd-org',
        page: () => import('@/pages/sign-key/htd-org-seal/htd-org-seal-page'),
        meta: {
          titleKey: 'htdOrgSeal',
          icon: 'safetyCertificate',
          policy: ['SignKeyManage.SignKey'],
        },
      },
      {
        path: 'all',
        page: () => import('@/pages/sign-key/all-sign-keys/all-sign-keys-page'),
        meta: { titleKey: 'allSignKeys', icon: 'container', policy: ['SignKeyManage.SignKey'] },
      },
    ],
  },
  {
    path: '/saas',
    redirect: '/saas/tenant',
    meta: { titleKey: 'saas', icon: 'cloud', hidden: true },
    children: [
      {
        path: 'tenant',
        page: () => import('@/pages/saas/tenant/tenant-page'),
        meta: { titleKey: 'tenant', icon: 'cloudServer', policy: ['AbpTenantManagement.Tenants'] },
      },
    ],
  },
]
