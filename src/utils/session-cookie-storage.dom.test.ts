import Cookies from 'js-cookie'
import { describe, expect, it, vi } from 'vitest'
import { createSessionCookieStorage, hostCookiePrefix } from './session-cookie-storage'

describe('session cookie storage', () => {
  it('over http: prefixed name, session cookie (no expiry), SameSite=Strict, not Secure', () => {
    const set = vi.spyOn(Cookies, 'set')
    const storage = createSessionCookieStorage('pm_', () => false)
    storage.setCookie('Admin-Token', 'secret')
    expect(set).toHaveBeenCalledExactlyOnceWith('pm_Admin-Token', 'secret', {
      path: '/',
      sameSite: 'Strict',
      secure: false,
    })
    expect(Cookies.get('pm_Admin-Token')).toBe('secret')
    expect(storage.getCookie('Admin-Token')).toBe('secret')
    storage.removeCookie('Admin-Token')
    expect(storage.getCookie('Admin-Token')).toBeUndefined()
  })

  it('over https: `__Host-` name, Secure, path=/, no domain, no expiry', () => {
    const set = vi.spyOn(Cookies, 'set')
    createSessionCookieStorage('pm_', () => true).setCookie('Admin-Token', 'secret')
    expect(set).toHaveBeenCalledExactlyOnceWith('__Host-pm_Admin-Token', 'secret', {
      path: '/',
      sameSite: 'Strict',
      secure: true,
    })
    const [, , attributes] = set.mock.calls[0]
    expect(attributes).not.toHaveProperty('expires')
    expect(attributes).not.toHaveProperty('domain')
    expect(hostCookiePrefix).toBe('__Host-')
  })

  it('over https: reads and removes the `__Host-` name, and drops a legacy year-long copy', () => {
    const get = vi.spyOn(Cookies, 'get').mockReturnValue('secret' as never)
    const remove = vi.spyOn(Cookies, 'remove')
    const storage = createSessionCookieStorage('', () => true)
    expect(storage.getCookie('Admin-Token')).toBe('secret')
    expect(get).toHaveBeenCalledWith('__Host-Admin-Token')
    storage.removeCookie('Admin-Token')
    expect(remove).toHaveBeenCalledWith('__Host-Admin-Token', {
      path: '/',
      sameSite: 'Strict',
      secure: true,
    })
    expect(remove).toHaveBeenCalledWith('Admin-Token', { path: '/', secure: true })
  })

  it('keeps an empty prefix configurable: the plain key over http', () => {
    const storage = createSessionCookieStorage('', () => false)
    storage.setCookie('Admin-Tenant', 'demo')
    expect(Cookies.get('Admin-Tenant')).toBe('demo')
  })
})
