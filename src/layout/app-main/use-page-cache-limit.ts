import { useEffect, useRef } from 'react'
import i18n from '@/i18n/i18n'
import { askToDiscard } from '@/components/crud/ask-to-discard'
import { useTagsViewStore } from '@/stores/tags-view-store'
import { isPageDirty } from '@/stores/unsaved-changes-store'
import { pickEvictions } from './page-cache-rules'

/** The tab titles of `pages`, for the question. */
function titlesOf(pages: readonly string[]): string[] {
  const views = useTagsViewStore.getState().visitedViews
  return pages.map((page) => {
    const view = views.find((v) => v.path === page)
    return view ? i18n.t(view.titleKey, { ns: 'route' }) : page
  })
}

/**
 * Keeps the page cache at its cap (pickEvictions): clean pages go at once; pages with unsaved
 * changes go only if the user agrees, else they stay and the cache holds more for a while (the
 * next page shown asks again). One question at a time.
 */
export function usePageCacheLimit(): void {
  const cached = useTagsViewStore((s) => s.cachedViews)
  const isAsking = useRef(false)

  useEffect(() => {
    if (isAsking.current) return
    const { drop, ask } = pickEvictions(cached, isPageDirty)
    const { dropCachedView } = useTagsViewStore.getState()
    for (const page of drop) dropCachedView(page)
    if (ask.length === 0) return
    isAsking.current = true
    void askToDiscard('tabs:unsaved.evict', { titles: titlesOf(ask) })
      .then((yes) => {
        if (yes) for (const page of ask) dropCachedView(page)
      })
      .finally(() => {
        isAsking.current = false
      })
  }, [cached])
}
