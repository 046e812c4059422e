import { afterEach, describe, expect, it, vi } from 'vitest'
import Cookies from 'js-cookie'
import { asyncRoutes } from '@/router/async-routes'
import { constantRoutes } from '@/router/constant-routes'
import { usePermissionStore } from '@/stores/permission-store'
import { registerTabCloser } from '@/stores/reset-session-stores'
import { useUserStore } from '@/stores/user-store'
import { clearLocalSession, switchRole } from './session-actions'
import { tokenCookieKeys } from './token-storage'

// The role switch belongs to the demo client (vue-element-admin's permission demo).
vi.mock('@/config/app-config', async (importOriginal) => {
  const { appConfig } = await importOriginal<typeof import('@/config/app-config')>()
  return { appConfig: { ...appConfig, loginMode: 'demo' } }
})

afterEach(() => clearLocalSession())

describe('switchRole (spec §4 Role switch)', () => {
  it('sets the role token, reloads the user info, regenerates the routes and closes all tabs', async () => {
    const closeTabs = vi.fn()
    registerTabCloser(closeTabs)

    await switchRole('editor')
    expect(useUserStore.getState()).toMatchObject({ token: 'editor-token', roles: ['editor'] })
    expect(Cookies.get(tokenCookieKeys.accessToken)).toBe('editor-token')
    // editor holds no permission of the route table: only the constant routes stay.
    expect(usePermissionStore.getState().routes).toHaveLength(constantRoutes.length)
    expect(closeTabs).toHaveBeenCalledTimes(1)

    await switchRole('admin')
    expect(useUserStore.getState()).toMatchObject({ token: 'admin-token', roles: ['admin'] })
    expect(usePermissionStore.getState().addedRoutes).toEqual(asyncRoutes)
    expect(closeTabs).toHaveBeenCalledTimes(2)
  })
})
