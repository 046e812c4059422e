import type { ContextType, ReactNode } from 'react'
import { UNSAFE_LocationContext } from 'react-router-dom'

/** What react-router's location context holds: the location and how it was reached. */
export type LocationSnapshot = ContextType<typeof UNSAFE_LocationContext>

/**
 * Gives a cached page the location it was shown at. A hidden <Activity> still re-renders context
 * consumers, so without this every hidden page calling useLocation / useSearchParams would render
 * again on each navigation and read another page's URL. `<Routes location>` does the same thing
 * inside react-router (it provides this context), but needs a route table of its own and skips the
 * data router's loaders and lazy routes; providing the context directly keeps the data router in
 * charge. The page's route match (useParams, useNavigate) is already frozen in the outlet element
 * the page cache keeps. `snapshot` must keep its identity while the location does not change.
 * (React 19's lazy context propagation still calls a hidden consumer once per navigation, at idle
 * priority; reading the unchanged value, it bails out and nothing below it renders.)
 */
export function FrozenLocation({
  snapshot,
  children,
}: {
  snapshot: LocationSnapshot
  children: ReactNode
}) {
  return (
    <UNSAFE_LocationContext.Provider value={snapshot}>{children}</UNSAFE_LocationContext.Provider>
  )
}
