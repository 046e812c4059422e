import type { AppRoute } from '../route-types'

/** The hidden tenant area (spec §2). */
export const saasRoutes: AppRoute = {
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
}
