import { describe, expect, it, vi } from 'vitest'
import Cookies from 'js-cookie'
import {
  createCookieStorage,
  defaultCookieExpiryDays,
  getCookie,
  setCookie,
} from './cookie-storage'

describe('cookie storage', () => {
  it('prefixes names on get, set and remove', () => {
    const storage = createCookieStorage('pm_')
    storage.setCookie('size', 'small')
    expect(Cookies.get('pm_size')).toBe('small')
    expect(Cookies.get('size')).toBeUndefined()
    expect(storage.getCookie('size')).toBe('small')
    storage.removeCookie('size')
    expect(storage.getCookie('size')).toBeUndefined()
  })

  it('sets a year-long Lax cookie by default', () => {
    const set = vi.spyOn(Cookies, 'set')
    createCookieStorage('').setCookie('language', 'ja')
    expect(set).toHaveBeenCalledWith(
      'language',
      'ja',
      expect.objectContaining({ expires: defaultCookieExpiryDays, sameSite: 'Lax', path: '/' }),
    )
    expect(defaultCookieExpiryDays).toBe(365)
  })

  it('lets the caller choose the expiry', () => {
    const set = vi.spyOn(Cookies, 'set')
    createCookieStorage('').setCookie('x', '1', 7)
    expect(set).toHaveBeenCalledWith('x', '1', expect.objectContaining({ expires: 7 }))
  })

  it('exports functions bound to the configured prefix', () => {
    setCookie('sidebarStatus', '0')
    expect(getCookie('sidebarStatus')).toBe('0')
  })
})
