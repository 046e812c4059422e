import { describe, expect, it } from 'vitest'
import { appRouteTable } from '@/app/routes/app-route-table'
import type { AppRoute } from '@/router/route-types'
import { layoutPages } from '../../vite.config'

/**
 * The module a route's page function imports, as its source names it; null for a page reached
 * through a loader module (examples, designers), whose preload list is the loader's, not the
 * route table's.
 */
function pageModule(route: AppRoute): string | null {
  return /["'`]([^"'`]*pages\/[^"'`]+)["'`]/.exec(String(route.page))?.[1] ?? null
}

const pagesOf = (routes: readonly AppRoute[]): AppRoute[] =>
  routes.flatMap((route) => [...(route.page ? [route] : []), ...pagesOf(route.children ?? [])])

// vite.config.ts lets a page drawn inside the signed-in layout leave the layout's chunks out of its
// preload list (scripts/preload-without-loaded.ts). A page drawn without the layout must keep its
// whole list, so `outsideLayout` must name every open and full-window page, and no other.
describe('pages outside the signed-in layout (vite.config.ts layoutPages)', () => {
  it('names every open and full-window page, and no page drawn in the layout', () => {
    const modulesOf = (routes: readonly AppRoute[]) => pagesOf(routes).map(pageModule).filter((path) => path !== null) // prettier-ignore
    const outside = modulesOf([...appRouteTable.open, ...appRouteTable.fullWindow])
    const inside = modulesOf([...appRouteTable.constant, ...appRouteTable.menu])
    const matches = (path: string) => layoutPages.outsideLayout.test(`/src/modules/${path.replace(/^.*src\/modules\//, '')}`) // prettier-ignore
    expect(outside.length).toBe(
      pagesOf([...appRouteTable.open, ...appRouteTable.fullWindow]).length,
    )
    expect(inside.length).toBeGreaterThan(30)
    expect(outside.filter((path) => !matches(path))).toEqual([])
    expect(inside.filter((path) => matches(path))).toEqual([])
  })
})
