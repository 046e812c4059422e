import { afterEach, describe, expect, it } from 'vitest'
import { indexRoutes } from '@/router/route-index'
import { selectIsSignedIn, setRouteIndexBuilder, usePermissionStore } from './permission-store'

afterEach(() => {
  usePermissionStore.getState().resetRoutes()
  setRouteIndexBuilder(() => indexRoutes([]))
})

describe('permission store', () => {
  it('keeps the grants with the routes the installed builder allows, and forgets both on reset', () => {
    setRouteIndexBuilder((granted) =>
      indexRoutes(granted.map((name) => ({ path: `/${name}`, meta: { titleKey: name } }))),
    )
    usePermissionStore.getState().setGranted(['users'])
    expect(usePermissionStore.getState()).toMatchObject({ granted: ['users'], isLoaded: true })
    expect([...usePermissionStore.getState().routeIndex.byPath.keys()]).toEqual(['/users'])
    usePermissionStore.getState().resetRoutes()
    expect(usePermissionStore.getState()).toMatchObject({ granted: [], isLoaded: false })
    expect(usePermissionStore.getState().routeIndex.entries).toEqual([])
  })

  it('derives sign-in state from loaded grants', () => {
    expect(selectIsSignedIn({ granted: [] })).toBe(false)
    expect(selectIsSignedIn({ granted: ['a'] })).toBe(true)
  })
})
