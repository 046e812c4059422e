import { useLayoutEffect, useMemo, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import i18n from '@/i18n/i18n'
import { askToDiscard } from '@/components/crud/ask-to-discard'
import { pickViewAfterClose, toViewKey, type VisitedView } from '@/stores/tags-view-rules'
import { useTagsViewStore } from '@/stores/tags-view-store'
import { isPageDirty, useUnsavedChangesStore } from '@/stores/unsaved-changes-store'

export interface TagActions {
  /** Re-visits the page through the redirect route; dropped from the cache, it mounts afresh. */
  refresh: (view: VisitedView) => void
  close: (view: VisitedView) => void
  closeOthers: (view: VisitedView) => void
  closeAll: () => void
}

type UnsavedQuestion = 'close' | 'refresh' | 'closeMany'

/**
 * Runs `act` on the tabs of `views` at once when none has unsaved changes; else after the user
 * agreed to discard them (and then their changes are forgotten: leaving a page that is not kept
 * does not ask again).
 */
function unlessUnsaved(views: readonly VisitedView[], question: UnsavedQuestion, act: () => void) {
  const dirty = views.filter((view) => isPageDirty(view.path))
  if (dirty.length === 0) return act()
  const titles = dirty.map((view) => i18n.t(view.titleKey, { ns: 'route' }))
  void askToDiscard(`tabs:unsaved.${question}`, { title: titles[0], titles }).then((yes) => {
    if (!yes) return
    useUnsavedChangesStore.getState().forgetPages(dirty.map((view) => view.path))
    act()
  })
}

/**
 * The tab menu's actions (spec §2/§4): closing the active tab moves to the last remaining one.
 * Closing or refreshing a tab whose page has unsaved changes asks first. The functions keep their
 * identity across navigations (the active path is read when they run), so the memoised tabs do
 * not all re-render on every tab switch.
 */
export function useTagActions(): TagActions {
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const activePathRef = useRef(toViewKey(pathname, search))
  useLayoutEffect(() => {
    activePathRef.current = toViewKey(pathname, search)
  }, [pathname, search])

  return useMemo(() => {
    const store = () => useTagsViewStore.getState()
    const goAfterClose = (preferredPath?: string) => {
      const target = pickViewAfterClose(store().visitedViews, activePathRef.current, preferredPath)
      if (target !== null) void navigate(target)
    }
    const closable = (keep: (view: VisitedView) => boolean) =>
      store().visitedViews.filter((view) => !view.meta.affix && !keep(view))
    return {
      refresh: (view) =>
        unlessUnsaved([view], 'refresh', () => {
          store().dropCachedView(view.path)
          void navigate(`/redirect${view.fullPath}`, { replace: true })
        }),
      close: (view) =>
        unlessUnsaved([view], 'close', () => {
          store().closeView(view.path)
          goAfterClose()
        }),
      closeOthers: (view) =>
        unlessUnsaved(
          closable((other) => other.path === view.path),
          'closeMany',
          () => {
            store().closeOtherViews(view.path)
            goAfterClose(view.path)
          },
        ),
      closeAll: () =>
        unlessUnsaved(
          closable(() => false),
          'closeMany',
          () => {
            store().closeAllViews()
            goAfterClose()
          },
        ),
    }
  }, [navigate])
}
