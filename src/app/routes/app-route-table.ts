import type { AppRoute, ModuleRoutes, RouteTable } from '@/router/route-types'
import { appModules } from './app-modules'

/** The shell's own routes inside the layout (spec §2 "Public or hidden routes"). */
const shellRoutes: AppRoute[] = [
  {
    path: '/redirect/*',
    page: () => import('@/router/pages/redirect-page'),
    meta: { titleKey: 'redirect', hidden: true, noCache: true, breadcrumb: false },
  },
  { path: '/', redirect: '/index', meta: { titleKey: 'dashboard', hidden: true } },
  {
    path: '/401',
    page: () => import('@/router/pages/unauthorized-page'),
    meta: { titleKey: 'unauthorized', hidden: true, noCache: true },
  },
  {
    path: '/404',
    page: () => import('@/router/pages/not-found-page'),
    meta: { titleKey: 'notFound', hidden: true, noCache: true },
  },
]

/** The route table of `modules`, in their order, with the shell's own routes. */
export function assembleRouteTable(modules: readonly ModuleRoutes[]): RouteTable {
  return {
    open: modules.flatMap((module) => module.open ?? []),
    constant: [...shellRoutes, ...modules.flatMap((module) => module.constant ?? [])],
    fullWindow: modules.flatMap((module) => module.fullWindow ?? []),
    menu: modules.flatMap((module) => (module.menu ? [module.menu] : [])),
  }
}

export const appRouteTable = assembleRouteTable(appModules)
