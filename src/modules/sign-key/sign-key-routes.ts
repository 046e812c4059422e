import type { AppRoute, ModuleRoutes } from '@/router/route-types'

/** Signing keys: user signatures and official seals (spec §2). */
const menu: AppRoute = {
  path: '/sign-key',
  redirect: '/sign-key/user',
  meta: { titleKey: 'signKey', icon: 'signature' },
  children: [
    {
      path: 'user',
      page: () => import('./pages/user-sign-key/user-sign-key-page'),
      meta: { titleKey: 'userSignKey', icon: 'edit', policy: ['SignKeyManage.SignKey'] },
    },
    {
      path: 'proj-org',
      page: () => import('./pages/proj-org-seal/proj-org-seal-page'),
      meta: { titleKey: 'projOrgSeal', icon: 'bank', policy: ['SignKeyManage.SignKey'] },
    },
    {
      path: 'htd-org',
      page: () => import('./pages/htd-org-seal/htd-org-seal-page'),
      meta: {
        titleKey: 'htdOrgSeal',
        icon: 'safetyCertificate',
        policy: ['SignKeyManage.SignKey'],
      },
    },
    {
      path: 'all',
      page: () => import('./pages/all-sign-keys/all-sign-keys-page'),
      meta: { titleKey: 'allSignKeys', icon: 'container', policy: ['SignKeyManage.SignKey'] },
    },
  ],
}

export const signKeyRoutes: ModuleRoutes = { menu }
