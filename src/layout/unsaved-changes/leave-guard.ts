import { useEffect } from 'react'
import { useBlocker, type BlockerFunction } from 'react-router-dom'
import { askToDiscard } from '@/components/crud/ask-to-discard'
import { useSettingsStore } from '@/stores/settings-store'
import { toViewKey } from '@/stores/tags-view-rules'
import { useTagsViewStore } from '@/stores/tags-view-store'
import { isPageDirty } from '@/stores/unsaved-changes-store'

/** Whether the page at `page` stays alive once left: the tab bar is on and it is cached. */
function isKeptWhenLeft(page: string): boolean {
  return (
    useSettingsStore.getState().tagsView && useTagsViewStore.getState().cachedViews.includes(page)
  )
}

/**
 * Leaving a page that is not kept (a noCache route, or any page with the tab bar off) with unsaved
 * changes asks first. Another query on the same page is no leaving (unless the route keys its tabs by it).
 */
const leavesUnsavedWork: BlockerFunction = ({ currentLocation, nextLocation }) => {
  const page = toViewKey(currentLocation.pathname, currentLocation.search)
  return (
    toViewKey(nextLocation.pathname, nextLocation.search) !== page &&
    isPageDirty(page) &&
    !isKeptWhenLeft(page)
  )
}

/**
 * react-router's blocker holds the navigation while the question is open. Drawn on its own:
 * useBlocker reads the router's state, so whoever calls it renders again at every navigation (its
 * start and its end). Called in the layout, it drew the whole shell again each time, the top bar's
 * buttons and the settings drawer included (bench tab-cache).
 */
export function LeaveGuard(): null {
  const blocker = useBlocker(leavesUnsavedWork)
  useEffect(() => {
    if (blocker.state !== 'blocked') return
    void askToDiscard('layout:unsaved.leave').then((yes) =>
      yes ? blocker.proceed() : blocker.reset(),
    )
  }, [blocker])
  return null
}
