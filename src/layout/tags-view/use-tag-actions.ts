import { useLayoutEffect, useMemo, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { pickViewAfterClose, toViewPath, type VisitedView } from '@/stores/tags-view-rules'
import { useTagsViewStore } from '@/stores/tags-view-store'

export interface TagActions {
  /** Re-visits the page through the redirect route; dropped from the cache, it mounts afresh. */
  refresh: (view: VisitedView) => void
  close: (view: VisitedView) => void
  closeOthers: (view: VisitedView) => void
  closeAll: () => void
}

/**
 * The tab menu's actions (spec §2/§4): closing the active tab moves to the last remaining one. The
 * functions keep their identity across navigations (the active path is read when they run), so
 * the memoised tabs do not all re-render on every tab switch.
 */
export function useTagActions(): TagActions {
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const activePathRef = useRef(toViewPath(pathname))
  useLayoutEffect(() => {
    activePathRef.current = toViewPath(pathname)
  }, [pathname])

  return useMemo(() => {
    const store = () => useTagsViewStore.getState()
    const goAfterClose = (preferredPath?: string) => {
      const target = pickViewAfterClose(store().visitedViews, activePathRef.current, preferredPath)
      if (target !== null) void navigate(target)
    }
    return {
      refresh: (view) => {
        store().dropCachedView(view.path)
        void navigate(`/redirect${view.fullPath}`, { replace: true })
      },
      close: (view) => {
        store().closeView(view.path)
        goAfterClose()
      },
      closeOthers: (view) => {
        store().closeOtherViews(view.path)
        goAfterClose(view.path)
      },
      closeAll: () => {
        store().closeAllViews()
        goAfterClose()
      },
    }
  }, [navigate])
}
