import type { ContextType, ReactNode } from 'react'
import { UNSAFE_LocationContext } from 'react-router-dom'

/** What react-router's location context holds: the location and how it was reached. */
export type LocationSnapshot = ContextType<typeof UNSAFE_LocationContext>

/**
 * Gives a cached page the location it was shown at. A hidden <Activity> still re-renders context
 * consumers, so without this every hidden page calling useLocation / useSearchParams would render
 * again on each navigation and read another page's URL. The page's route match (useParams,
 * useNavigate) is already frozen in the outlet element the page cache keeps. `snapshot` must keep
 * its identity while the location does not change. (React 19's lazy context propagation still
 * calls a hidden consumer once per navigation, at idle priority; reading the unchanged value, it
 * bails out and nothing below it renders.)
 *
 * Why an UNSAFE_ export and not public API: react-router has no public way to give a subtree
 * another location except `<Routes location>`, and that re-matches its own route table: the kept
 * element (react-router's outlet, already matched by the data router with its loader data, lazy
 * component, errorElement and handle) cannot be passed through it, and a second table rendered by
 * <Routes> gets no loaders, no lazy routes and no errorElement — the data router would no longer be
 * in charge of the pages. `<MemoryRouter>` / `<Router location>` cannot be nested in a router at all.
 * So this file is the only place that touches react-router's internals, and
 * frozen-location.test.tsx fails loudly if an upgrade renames or stops reading the context.
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
