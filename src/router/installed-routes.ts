import { setRouteIndexBuilder } from '@/stores/permission-store'
import { setTabQueryParams } from '@/stores/tags-view-rules'
import { generateRoutes } from './filter-routes'
import { indexRoutes, type RouteIndex } from './route-index'
import type { RouteTable } from './route-types'

const emptyTable: RouteTable = { open: [], constant: [], fullWindow: [], menu: [] }
let table = emptyTable
let layoutIndex = indexRoutes([])

/**
 * Makes `next` the app's route table: the composition root (app/) installs the one it assembled
 * from the modules, before the router starts. From then on a session's grants become its routes
 * and menu (the permission store asks buildSessionRoutes).
 */
export function installRouteTable(next: RouteTable): void {
  table = next
  layoutIndex = indexRoutes([...next.constant, ...next.menu])
  setTabQueryParams(tabQueryParamsOf(layoutIndex))
  setRouteIndexBuilder(buildSessionRoutes)
}

/** The routes that key their tabs by a query parameter (`meta.tabPerQuery`), by full path. */
export function tabQueryParamsOf(index: RouteIndex): Map<string, string> {
  return new Map(
    index.entries.flatMap((e) =>
      e.meta?.tabPerQuery ? [[e.fullPath, e.meta.tabPerQuery] as const] : [],
    ),
  )
}

/**
 * Every route inside the layout, whatever the user's grants: the data router knows them all and
 * its loaders refuse what the user may not open (a deep link → 401, not 404).
 */
export function layoutRouteIndex(): RouteIndex {
  return layoutIndex
}

/** The routes a user with `granted` may see, indexed (spec §4 Route generation). */
export function buildSessionRoutes(granted: readonly string[]): RouteIndex {
  return indexRoutes(generateRoutes(table.constant, table.menu, granted))
}
