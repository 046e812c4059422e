import {
  Activity,
  memo,
  startTransition,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react'
import { useTranslation } from 'react-i18next'
import { Layout } from 'antd'
import { useLocation, useNavigationType, useOutlet } from 'react-router-dom'
import { useSettingsStore } from '@/stores/settings-store'
import { toViewKey } from '@/stores/tags-view-rules'
import { useTagsViewStore } from '@/stores/tags-view-store'
import { useUnsavedChangesStore } from '@/stores/unsaved-changes-store'
import { FrozenLocation, type LocationSnapshot } from './frozen-location'
import { PageErrorBoundary } from './page-error-boundary'
import { usePageCache } from './use-page-cache'
import { usePageCacheLimit } from './use-page-cache-limit'
import { ScrollMemory } from './scroll-memory'
import styles from './app-main.module.css'

const noCachedViews: readonly string[] = []

/**
 * Tells the unsaved-changes store which page is shown (before the effects of a page being hidden
 * are cleaned up: layout effects run first) and which pages are still alive.
 */
function useUnsavedPages(shownPage: string, livePages: readonly string[]): void {
  const liveKey = livePages.join('\n')
  useLayoutEffect(() => {
    useUnsavedChangesStore.getState().setShownPage(shownPage)
  }, [shownPage])
  useEffect(() => {
    useUnsavedChangesStore.getState().keepPages(liveKey.split('\n'))
  }, [liveKey])
  // The layout went (signed out): so did every page.
  useEffect(
    () => () => {
      useUnsavedChangesStore.getState().setShownPage(null)
      useUnsavedChangesStore.getState().keepPages([])
    },
    [],
  )
}

/**
 * Whether the pages may be drawn: not in the shell's first render. The shell (top bar, menu, tabs)
 * is committed and painted first, usable at once; the pages follow in a transition, so a page
 * still waiting for its texts keeps this placeholder meanwhile instead of holding the whole app
 * back (the landing page after sign-in). A transition, not a Suspense boundary per page: React
 * holds a boundary's content for 300 ms after its fallback showed, which delayed every landing
 * page on a fast network.
 */
function useShellDrawnFirst(): boolean {
  const [isShellDrawn, setShellDrawn] = useState(false)
  useEffect(() => startTransition(() => setShellDrawn(true)), [])
  return isShellDrawn
}

/** The page area's place, until the first page is drawn. */
function PageLoading() {
  const { t } = useTranslation('common')
  return (
    <div className={styles.pageLoading} role="status" aria-busy="true" aria-label={t('loading')} />
  )
}

/**
 * One kept page with its error boundary and its own location. Memoised: the page area renders again
 * on every navigation, and a kept page whose element and location did not change is skipped
 * instead of being rendered again later (hidden) or in the middle of being shown again.
 */
const KeptPage = memo(function KeptPage({
  element,
  location,
}: {
  element: ReactNode
  location: LocationSnapshot
}) {
  return (
    <PageErrorBoundary>
      <FrozenLocation snapshot={location}>{element}</FrozenLocation>
    </PageErrorBoundary>
  )
})

/** One address: the same path, query, hash and navigation state (not the same visit). */
function isSameAddress(kept: LocationSnapshot, shown: LocationSnapshot): boolean {
  const [a, b] = [kept.location, shown.location]
  return (
    a.pathname === b.pathname && a.search === b.search && a.hash === b.hash && a.state === b.state
  )
}

/**
 * The page area with the page cache (spec §4 Tabs: a view is cached unless marked noCache). Each
 * page sits in an <Activity>: hidden pages keep their state and DOM without re-mounting, and their
 * effects pause. Cache key = the tab's path (pathname): the same path with another query is the
 * same tab, so it is the same page instance, as react-router itself keeps it. Without the tags view
 * there are no tabs to close or refresh a kept page, so nothing is cached then. At most
 * maxCachedViews pages stay alive (the least recently shown clean one out first, the visible one
 * never; usePageCacheLimit). The unsaved-changes store learns which page is shown and which are
 * kept: a page's unsaved changes live as long as the page does.
 *
 * For page authors: a page shown again re-creates its effects, so effects that fetch must remember
 * what they loaded (src/query/use-page-query.ts does); state and DOM are kept as they were.
 */
export function AppMain() {
  const outlet = useOutlet()
  const location = useLocation()
  const navigationType = useNavigationType()
  const isTagsViewOn = useSettingsStore((s) => s.tagsView)
  const cachedViews = useTagsViewStore((s) => s.cachedViews)
  const snapshot = useMemo<LocationSnapshot>(
    () => ({ location, navigationType }),
    [location, navigationType],
  )
  const activeKey = toViewKey(location.pathname, location.search)
  const pages = usePageCache(
    { key: activeKey, location: snapshot, element: outlet },
    isTagsViewOn ? cachedViews : noCachedViews,
    isSameAddress,
  )
  usePageCacheLimit()
  useUnsavedPages(
    activeKey,
    pages.map((page) => page.key),
  )

  const isShellDrawn = useShellDrawnFirst()

  return (
    <Layout.Content className={styles.main}>
      {!isShellDrawn && <PageLoading />}
      <ScrollMemory activeKey={activeKey} liveKeys={pages.map((page) => page.key)}>
        {isShellDrawn &&
          pages.map((page) => (
            <Activity
              key={page.key}
              name={page.key}
              mode={page.key === activeKey ? 'visible' : 'hidden'}
            >
              <KeptPage element={page.element} location={page.location} />
            </Activity>
          ))}
      </ScrollMemory>
    </Layout.Content>
  )
}
