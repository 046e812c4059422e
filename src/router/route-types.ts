import type { ComponentType } from 'react'
import type { LiveCounts } from '@/api/live-counts/live-counts-dto'
import type { IntentContext } from '@/query/intent-prefetch'

/** Metadata of a route, documented once (vue-element-admin's `meta`, typed). */
export interface RouteMeta {
  /** i18n key in the `route` namespace; never a translated string. */
  titleKey: string
  /** Icon name, resolved by the layout (src/layout/sidebar/menu-icons.tsx). */
  icon?: string
  /** Permission names (ABP granted policies); holding any one of them grants the route. */
  policy?: readonly string[]
  /** Tab that cannot be closed. */
  affix?: boolean
  /**
   * One tab (and one cached page) per value of this query parameter instead of one per path:
   * `'id'` on `/workflow/handle` gives each task its own tab, so typed work is never shared.
   */
  tabPerQuery?: string
  /** Page is not kept alive when its tab is hidden. */
  noCache?: boolean
  /** Not shown in the menu. */
  hidden?: boolean
  /**
   * A page of one's own (notices, to-dos) though hidden from the sidebar: listed in the user menu
   * and found by the menu search, for those who may open it (its `policy`).
   */
  userMenu?: boolean
  /** Menu entry to highlight while this (usually hidden) route is open. */
  activeMenu?: string
  /** Show the group as a submenu even with a single visible child. */
  alwaysShow?: boolean
  /** Hide from breadcrumbs. */
  breadcrumb?: false
  /**
   * A live count (workflow-api §8) shown beside the menu entry while it is above zero, and on its
   * group's title: My approvals shows `approvalTodo`.
   */
  badge?: keyof LiveCounts
}

export interface PageModule {
  default: ComponentType
  /**
   * Fetches what the page shows first (its texts, its list), before it is opened: a declaration
   * from the kit, such as `crudPagePrefetch`. Without it, only the page's code is fetched.
   */
  prefetch?: (context: IntentContext) => void
  /**
   * Fetches what the page shows first when it is the first page of a load (or the page after
   * signing in): started once the session is checked, while the shell draws, instead of after the
   * page's first render. For a page whose first paint the user waits on (the home page).
   */
  prefetchOnLoad?: (context: IntentContext) => void
}

export interface AppRoute {
  /** Absolute path for top-level routes, a relative segment for children (as in vue-router). */
  path: string
  redirect?: string
  meta?: RouteMeta
  /** Lazily loaded page component. */
  page?: () => Promise<PageModule>
  children?: AppRoute[]
}

/** A module's part of the route table (its `<module>-routes.ts`); app/ lists the modules. */
export interface ModuleRoutes {
  /** Outside the layout, reachable without signing in (the sign-in pages). */
  open?: AppRoute[]
  /** Inside the layout, for every signed-in user (the dashboard, hidden pages). */
  constant?: AppRoute[]
  /**
   * Signed in, but outside the layout: a page that fills the browser tab alone, with no menu and
   * no tab of the tab bar (the app launch page, which only hands the tab over to an app).
   */
  fullWindow?: AppRoute[]
  /** The module's menu group, shown for the permissions its routes name. */
  menu?: AppRoute
}

/** The whole route table, as the composition root assembles it from the modules. */
export interface RouteTable {
  open: readonly AppRoute[]
  /** Inside the layout for every signed-in user, in menu order. */
  constant: readonly AppRoute[]
  /** Signed in, outside the layout (ModuleRoutes.fullWindow). */
  fullWindow: readonly AppRoute[]
  /** Menu groups that depend on granted permissions (spec §2), in menu order. */
  menu: readonly AppRoute[]
}
