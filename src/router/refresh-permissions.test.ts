import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildMenuItems } from '@/router/build-menu-items'
import { appRouteTable } from '@/app/routes/app-route-table'
import { usePermissionStore } from '@/stores/permission-store'
import type { VisitedView } from '@/stores/tags-view-rules'
import { useTagsViewStore } from '@/stores/tags-view-store'
import { isSessionError } from '@/auth/session-error'
import { installRouteTable } from './installed-routes'
import { refreshPermissions } from './refresh-permissions'

const tab = (path: string, affix = false): VisitedView => ({
  path,
  fullPath: path,
  name: path,
  titleKey: path,
  meta: { affix },
})

installRouteTable(appRouteTable)

function signedInWith(granted: string[], tabs: string[]) {
  usePermissionStore.getState().setGranted(granted)
  useTagsViewStore.getState().setAffixViews([tab('/index', true)])
  for (const path of tabs) useTagsViewStore.getState().visitView(tab(path))
}

function refresh(granted: Record<string, boolean>, currentPath: string) {
  const navigate = vi.fn()
  const done = refreshPermissions({
    loadGrantedPolicies: () => Promise.resolve(granted),
    navigate,
    currentPath: () => currentPath,
  })
  return { navigate, done }
}

const menuKeys = () => buildMenuItems(usePermissionStore.getState().routeIndex).map((e) => e.key)
const tabPaths = () => useTagsViewStore.getState().visitedViews.map((v) => v.path)

afterEach(() => {
  usePermissionStore.getState().resetRoutes()
  useTagsViewStore.getState().resetViews()
})

describe('refreshPermissions', () => {
  it('rebuilds the menu and closes the tabs the user may no longer open', async () => {
    signedInWith(['AbpIdentity.Users', 'Project.Htd'], ['/organization/user', '/project/htd'])
    const { navigate, done } = refresh({ 'Project.Htd': true }, '/project/htd')
    await done
    expect(usePermissionStore.getState().granted).toEqual(['Project.Htd'])
    expect(menuKeys()).not.toContain('/organization/user')
    expect(tabPaths()).toEqual(['/index', '/project/htd'])
    expect(useTagsViewStore.getState().cachedViews).toEqual(['/project/htd'])
    expect(navigate).not.toHaveBeenCalled()
  })

  it.each([
    ['/organization/user', '/401'],
    ['/organization/user/', '/401'],
    ['/index', undefined],
    ['/404', undefined],
  ])('on %s, goes to %s', async (currentPath, expected) => {
    signedInWith(['AbpIdentity.Users', 'Project.Htd'], ['/organization/user'])
    const { navigate, done } = refresh(
      { 'Project.Htd': true, 'AbpIdentity.Users': false },
      currentPath,
    )
    await done
    if (expected) expect(navigate).toHaveBeenCalledWith(expected)
    else expect(navigate).not.toHaveBeenCalled()
  })

  it('leaves a user with no permission at all to the caller, changing nothing', async () => {
    signedInWith(['AbpIdentity.Users'], ['/organization/user'])
    const { navigate, done } = refresh({}, '/organization/user')
    const error: unknown = await done.catch((e: unknown) => e)
    expect(isSessionError(error) && error.kind).toBe('no-permission')
    expect(usePermissionStore.getState().granted).toEqual(['AbpIdentity.Users'])
    expect(tabPaths()).toContain('/organization/user')
    expect(navigate).not.toHaveBeenCalled()
  })
})
