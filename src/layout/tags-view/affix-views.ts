import type { RouteIndex } from '@/router/route-index'
import type { VisitedView } from '@/stores/tags-view-rules'

/** The route table's affix pages as tabs, in table order (vue-element-admin's filterAffixTags). */
export function collectAffixViews(index: RouteIndex): VisitedView[] {
  return index.entries.flatMap(({ fullPath, meta, route }): VisitedView[] =>
    meta?.affix && route.page
      ? [
          {
            path: fullPath,
            fullPath,
            name: fullPath,
            titleKey: meta.titleKey,
            meta: { affix: true, noCache: meta.noCache },
          },
        ]
      : [],
  )
}
