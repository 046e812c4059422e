import { useEffect, useId } from 'react'
import { useLocation } from 'react-router-dom'
import { toViewKey } from '@/stores/tags-view-rules'
import { useUnsavedChangesStore } from '@/stores/unsaved-changes-store'

/**
 * Tells the app that this page has unsaved changes while `isDirty`: closing or refreshing its tab,
 * leaving it when it is not kept (noCache), the page cache dropping it and closing the browser tab
 * then ask first. The kit's forms report on their own (useCrudForm); a page with a draft of its
 * own (a grant matrix) calls this. The page is read from the location the page was rendered at,
 * which a hidden cached page keeps (FrozenLocation), so a dialog names its own page.
 */
export function useUnsavedChanges(isDirty: boolean): void {
  const { pathname, search } = useLocation()
  const page = toViewKey(pathname, search)
  const source = useId()
  useEffect(() => {
    if (!isDirty) return
    const store = useUnsavedChangesStore.getState()
    store.markDirty(source, page)
    // A page being hidden keeps its changes: the page cache has told the store in a layout
    // effect, before this cleanup runs (app-main.tsx, useUnsavedPages).
    return () => store.release(source, page)
  }, [isDirty, page, source])
}
