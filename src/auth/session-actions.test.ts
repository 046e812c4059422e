import { afterEach, describe, expect, it, vi } from 'vitest'
import Cookies from 'js-cookie'
import { usePermissionStore } from '@/stores/permission-store'
import { registerTabCloser } from '@/stores/reset-session-stores'
import { useUserStore } from '@/stores/user-store'
import { clearLocalSession, forceLogout, logout, resetToken } from './session-actions'
import { tokenCookieKeys, writeStoredTokens } from './token-storage'

function signInLocally() {
  writeStoredTokens({ accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 60_000 })
  const user = useUserStore.getState()
  user.setToken('a')
  user.setRoles(['AbpIdentity.Users'])
  user.setProfile({ id: 'u', userName: 'admin', name: 'Admin', phoneNumber: '1', positions: [] })
  usePermissionStore.getState().setRoutes([{ path: '/index' }], [])
}

afterEach(() => {
  clearLocalSession()
})

describe('session actions', () => {
  it('logout clears the user, the stored tokens, the routes and the tabs, then goes to /login', async () => {
    const closeTabs = vi.fn()
    registerTabCloser(closeTabs)
    signInLocally()
    const navigate = vi.fn()
    await logout(navigate)
    expect(navigate).toHaveBeenCalledWith('/login')
    expect(Cookies.get(tokenCookieKeys.accessToken)).toBeUndefined()
    expect(Cookies.get(tokenCookieKeys.refreshToken)).toBeUndefined()
    expect(useUserStore.getState()).toMatchObject({ token: '', roles: [], name: '', id: '' })
    expect(usePermissionStore.getState()).toMatchObject({ routes: [], isLoaded: false })
    expect(closeTabs).toHaveBeenCalled()
  })

  it('resetToken keeps the profile but forgets token, roles and stored token', () => {
    signInLocally()
    resetToken()
    expect(Cookies.get(tokenCookieKeys.accessToken)).toBeUndefined()
    expect(useUserStore.getState()).toMatchObject({ token: '', roles: [], name: 'Admin' })
  })

  it('forced logout resets the token and reloads the page', () => {
    signInLocally()
    const reload = vi.fn()
    forceLogout(reload)
    expect(reload).toHaveBeenCalledOnce()
    expect(useUserStore.getState().token).toBe('')
    expect(Cookies.get(tokenCookieKeys.accessToken)).toBeUndefined()
  })
})
