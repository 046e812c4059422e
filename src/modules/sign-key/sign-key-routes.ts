import type { AppRoute } from '@/router/route-types'

/** Signing keys: user signatures and official seals (spec §2). */
export const signKeyRoutes: AppRoute = {
  path: '/sign-key',
  redirect: '/sign-key/user',
  meta: { titleKey: 'signKey', icon: 'signature' },
  children: [
    {
      path: 'user',
      page: () => import('@/modules/sign-key/pages/user-sign-key/user-sign-key-page'),
      meta: { titleKey: 'userSignKey', icon: 'edit', policy: ['SignKeyManage.SignKey'] },
    },
    {
      path: 'proj-org',
      page: () => import('@/modules/sign-key/pages/proj-org-seal/proj-org-seal-page'),
      meta: { titleKey: 'projOrgSeal', icon: 'bank', policy: ['SignKeyManage.SignKey'] },
    },
    {
      path: 'htd-org',
      page: () => import('@/modules/sign-key/pages/htd-org-seal/htd-org-seal-page'),
      meta: {
        titleKey: 'htdOrgSeal',
        icon: 'safetyCertificate',
        policy: ['SignKeyManage.SignKey'],
      },
    },
    {
      path: 'all',
      page: () => import('@/modules/sign-key/pages/all-sign-keys/all-sign-keys-page'),
      meta: { titleKey: 'allSignKeys', icon: 'container', policy: ['SignKeyManage.SignKey'] },
    },
  ],
}
