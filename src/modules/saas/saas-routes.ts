import type { AppRoute } from '@/router/route-types'

/** The hidden tenant area (spec §2). */
export const saasRoutes: AppRoute = {
  path: '/saas',
  redirect: '/saas/tenant',
  meta: { titleKey: 'saas', icon: 'cloud', hidden: true },
  children: [
    {
      path: 'tenant',
      page: () => import('@/modules/saas/pages/tenant/tenant-page'),
      meta: { titleKey: 'tenant', icon: 'cloudServer', policy: ['AbpTenantManagement.Tenants'] },
    },
  ],
}
