import { afterEach, describe, expect, it } from 'vitest'
import { indexRoutes } from '@/router/route-index'
import { selectIsSignedIn, usePermissionStore } from './permission-store'

afterEach(() => usePermissionStore.getState().resetRoutes())

describe('permission store', () => {
  it('keeps the grants with the routes they allow, and forgets both on reset', () => {
    const routeIndex = indexRoutes([{ path: '/index', meta: { titleKey: 'dashboard' } }])
    usePermissionStore.getState().setPermissions(['AbpIdentity.Users'], routeIndex)
    expect(usePermissionStore.getState()).toMatchObject({
      granted: ['AbpIdentity.Users'],
      routeIndex,
      isLoaded: true,
    })
    usePermissionStore.getState().resetRoutes()
    expect(usePermissionStore.getState()).toMatchObject({ granted: [], isLoaded: false })
    expect(usePermissionStore.getState().routeIndex.entries).toEqual([])
  })

  it('derives sign-in state from loaded grants', () => {
    expect(selectIsSignedIn({ granted: [] })).toBe(false)
    expect(selectIsSignedIn({ granted: ['a'] })).toBe(true)
  })
})
