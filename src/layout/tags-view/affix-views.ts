import { resolveRoutePath } from '@/router/resolve-route-path'
import type { AppRoute } from '@/router/route-types'
import type { VisitedView } from '@/stores/tags-view-rules'

/** The route table's affix pages as tabs, in table order (vue-element-admin's filterAffixTags). */
export function collectAffixViews(routes: readonly AppRoute[], parentPath = ''): VisitedView[] {
  return routes.flatMap((route) => {
    const path = parentPath ? resolveRoutePath(parentPath, route.path) : route.path
    const own: VisitedView[] =
      route.meta?.affix && route.page
        ? [
            {
              path,
              fullPath: path,
              name: path,
              titleKey: route.meta.titleKey,
              meta: { affix: true, noCache: route.meta.noCache },
            },
          ]
        : []
    return [...own, ...collectAffixViews(route.children ?? [], path)]
  })
}
