import type { AppRoute, ModuleRoutes } from '@/router/route-types'

/** The hidden tenant area (spec §2). */
const menu: AppRoute = {
  path: '/saas',
  redirect: '/saas/tenant',
  meta: { titleKey: 'saas', icon: 'cloud', hidden: true },
  children: [
    {
      path: 'tenant',
      page: () => import('./pages/tenant/tenant-page'),
      meta: { titleKey: 'tenant', icon: 'cloudServer', policy: ['AbpTenantManagement.Tenants'] },
    },
  ],
}

export const saasRoutes: ModuleRoutes = { menu }
