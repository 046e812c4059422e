/**
 * Pure transitions of the tags view (spec §4 Tabs). A view is identified by its pathname: the same
 * path with another query updates its tab instead of opening a second one (spec §3 Visited view),
 * and the page cache uses the same key, so one tab is exactly one cached page. A route may key its
 * tabs by one query parameter too (`meta.tabPerQuery`, toViewKey).
 */

/** The part of the route metadata a tab needs (stores do not import the router). */
export interface VisitedViewMeta {
  affix?: boolean
  noCache?: boolean
}

export interface VisitedView {
  /** Pathname (plus the query parameter of a `tabPerQuery` route): the tab's identity and the page-cache key (toViewKey). */
  path: string
  /** Pathname + query + hash: where the tab leads. */
  fullPath: string
  /** The matched route's path pattern (vue-router's route name). */
  name: string
  /** i18n key in the `route` namespace, so a language switch re-labels the tab. */
  titleKey: string
  meta: VisitedViewMeta
}

/** Home, where closing the last tab leads. */
export const homePath = '/'

/** The key of a pathname: one tab, one cached page, whatever the query or a trailing slash. */
export function toViewPath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '')
  return trimmed || homePath
}

/**
 * Pathnames that get one tab per value of a query parameter (`/workflow/handle?id=`: one tab, one
 * cached page per task, so two tasks' typed work never shares a page), parameter by pathname. The
 * route table's `meta.tabPerQuery` fills it (installRouteTable): stores do not import the router.
 */
let tabQueryParams: ReadonlyMap<string, string> = new Map()

export function setTabQueryParams(params: ReadonlyMap<string, string>): void {
  tabQueryParams = params
}

/**
 * The key of a location's tab and cached page: its pathname (toViewPath), plus `?param=value`
 * where the route keys its tabs by a query parameter. Other query members never count.
 */
export function toViewKey(pathname: string, search = ''): string {
  const path = toViewPath(pathname)
  const param = tabQueryParams.get(path)
  const value = param ? new URLSearchParams(search).get(param) : null
  return param && value ? `${path}?${param}=${encodeURIComponent(value)}` : path
}

/** The pathname of a view key (what the route index knows). */
export function pathnameOfViewKey(key: string): string {
  const query = key.indexOf('?')
  return query === -1 ? key : key.slice(0, query)
}

/** Routes that never get a tab: the refresh hop and the error pages. */
const untrackedRouteNames: ReadonlySet<string> = new Set(['/redirect/*', '/401', '/404'])

export function isTrackedView(view: Pick<VisitedView, 'name'>): boolean {
  return !untrackedRouteNames.has(view.name)
}

function isSameView(a: VisitedView, b: VisitedView): boolean {
  return (
    a.fullPath === b.fullPath &&
    a.name === b.name &&
    a.titleKey === b.titleKey &&
    a.meta.affix === b.meta.affix &&
    a.meta.noCache === b.meta.noCache
  )
}

/**
 * Adds a tab, or updates the tab of the same path in place (another query). Returns the same array
 * when nothing changed, so subscribers do not re-render.
 */
export function addVisitedView(views: readonly VisitedView[], view: VisitedView): VisitedView[] {
  const index = views.findIndex((v) => v.path === view.path)
  if (index === -1) return [...views, view]
  if (isSameView(views[index], view)) return views as VisitedView[]
  return views.map((v, i) => (i === index ? view : v))
}

/**
 * Puts the route table's affix views first, in table order (a stored copy keeps its query), then
 * every other view in its order. Views that lost their affix flag stay as ordinary tabs.
 */
export function withAffixViews(
  views: readonly VisitedView[],
  affixViews: readonly VisitedView[],
): VisitedView[] {
  const affixPaths = new Set(affixViews.map((v) => v.path))
  const affix = affixViews.map((a) => {
    const stored = views.find((v) => v.path === a.path)
    return stored ? { ...a, fullPath: stored.fullPath } : a
  })
  const others = views
    .filter((v) => !affixPaths.has(v.path))
    .map((v) => (v.meta.affix ? { ...v, meta: { ...v.meta, affix: false } } : v))
  const next = [...affix, ...others]
  const unchanged =
    next.length === views.length &&
    next.every((v, i) => isSameView(v, views[i]) && v.path === views[i].path)
  return unchanged ? (views as VisitedView[]) : next
}

/** Closes one tab; affix tabs never close. */
export function closeView(views: readonly VisitedView[], path: string): VisitedView[] {
  return views.filter((v) => v.path !== path || v.meta.affix === true)
}

/** Keeps the affix tabs and the given one. */
export function closeOtherViews(views: readonly VisitedView[], path: string): VisitedView[] {
  return views.filter((v) => v.path === path || v.meta.affix === true)
}

/** Keeps only the affix tabs. */
export function closeAllViews(views: readonly VisitedView[]): VisitedView[] {
  return views.filter((v) => v.meta.affix === true)
}

/**
 * Keeps the tabs the user may still open (after the grants changed), affix ones included: a tab
 * the user may no longer open closes like any other. The same array when none goes.
 */
export function keepOpenableViews(
  views: readonly VisitedView[],
  canOpen: (view: VisitedView) => boolean,
): VisitedView[] {
  const next = views.filter(canOpen)
  return next.length === views.length ? (views as VisitedView[]) : next
}

/**
 * Where to go after tabs were closed: nowhere (null) while the active tab is still open; else the
 * preferred tab (close others keeps the tab it was asked on), the last remaining one, or home.
 */
export function pickViewAfterClose(
  remaining: readonly VisitedView[],
  activePath: string,
  preferredPath?: string,
): string | null {
  if (remaining.some((v) => v.path === activePath)) return null
  const preferred = remaining.find((v) => v.path === preferredPath)
  return (preferred ?? remaining.at(-1))?.fullPath ?? homePath
}

/**
 * Marks a page as most recently shown: its key goes last. How many stay is the page cache's
 * choice (pickEvictions in layout/app-main/page-cache-rules.ts): it knows which hold unsaved work.
 */
export function touchCachedView(cached: readonly string[], key: string): string[] {
  if (cached.at(-1) === key) return cached as string[]
  return [...cached.filter((k) => k !== key), key]
}

/** Keeps only the cached keys that still have a tab. */
export function keepCachedViews(
  cached: readonly string[],
  views: readonly VisitedView[],
): string[] {
  const open = new Set(views.filter((v) => !v.meta.noCache).map((v) => v.path))
  const next = cached.filter((key) => open.has(key))
  return next.length === cached.length ? (cached as string[]) : next
}
