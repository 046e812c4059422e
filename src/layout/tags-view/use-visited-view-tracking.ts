import { useEffect, useMemo } from 'react'
import { useLocation, useMatches } from 'react-router-dom'
import { usePermissionStore } from '@/stores/permission-store'
import { isTrackedView } from '@/stores/tags-view-rules'
import { useTagsViewStore } from '@/stores/tags-view-store'
import { useUserStore } from '@/stores/user-store'
import { collectAffixViews } from './affix-views'
import { visitedViewOf } from './visited-view-of'

/**
 * Spec §4 Tabs: affix tabs from the route table; a tab added (or updated) on each navigation. Runs
 * while the tab bar is shown: with the bar off, navigation is plain (no tabs, no page cache).
 */
export function useVisitedViewTracking(): void {
  const location = useLocation()
  const matches = useMatches()
  const routeIndex = usePermissionStore((s) => s.routeIndex)
  const userId = useUserStore((s) => s.id)
  const view = useMemo(() => visitedViewOf(location, matches), [location, matches])

  // Without the tab bar nothing is cached (see AppMain): forget the keys of pages it drops.
  useEffect(() => () => useTagsViewStore.getState().clearCachedViews(), [])

  // Declared first so stored tabs of another user are gone before this user's are added.
  useEffect(() => {
    if (userId) useTagsViewStore.getState().claimViews(userId)
  }, [userId])

  useEffect(() => {
    useTagsViewStore.getState().setAffixViews(collectAffixViews(routeIndex))
  }, [routeIndex, userId])

  // Signed out (logout in progress): the page still shown must not re-open a tab.
  useEffect(() => {
    if (userId && view && isTrackedView(view)) useTagsViewStore.getState().visitView(view)
  }, [view, userId])
}
