import type { AppRoute, ModuleRoutes } from '@/router/route-types'

// The four views share one page module (one chunk): each route takes its view's component.
const listPage = () => import('./pages/sign-key-list/sign-key-list-page')
const policy = ['SignKeyManage.SignKey']

/** Signing keys: user signatures and official seals (spec §2, business-api.md §5). */
const menu: AppRoute = {
  path: '/sign-key',
  redirect: '/sign-key/user',
  meta: { titleKey: 'signKey', icon: 'signature' },
  children: [
    {
      path: 'user',
      page: () => listPage().then((m) => ({ default: m.UserSignKeysPage })),
      meta: { titleKey: 'userSignKey', icon: 'edit', policy },
    },
    {
      path: 'proj-org',
      page: () => listPage().then((m) => ({ default: m.ProjOrgSealsPage })),
      meta: { titleKey: 'projOrgSeal', icon: 'bank', policy },
    },
    {
      path: 'htd-org',
      page: () => listPage().then((m) => ({ default: m.HtdOrgSealsPage })),
      meta: { titleKey: 'htdOrgSeal', icon: 'safetyCertificate', policy },
    },
    {
      path: 'all',
      page: () => listPage().then((m) => ({ default: m.AllSignKeysPage })),
      meta: { titleKey: 'allSignKeys', icon: 'container', policy },
    },
  ],
}

export const signKeyRoutes: ModuleRoutes = { menu }
