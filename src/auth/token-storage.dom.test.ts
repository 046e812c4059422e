import Cookies from 'js-cookie'
import { describe, expect, it, vi } from 'vitest'
import { defaultCookieExpiryDays, setCookie } from '@/utils/cookie-storage'
import {
  clearStoredTokens,
  readStoredTokens,
  tokenCookieKeys,
  writeStoredTokens,
} from './token-storage'

describe('token storage', () => {
  it('writes and reads back the password-grant tokens', () => {
    writeStoredTokens({
      accessToken: 'a',
      refreshToken: 'r',
      expiresAt: 1700000000000,
      tenant: 'demo',
    })
    expect(readStoredTokens()).toEqual({
      accessToken: 'a',
      refreshToken: 'r',
      expiresAt: 1700000000000,
      tenant: 'demo',
    })
    expect(Cookies.get(tokenCookieKeys.accessToken)).toBe('a')
  })

  it('stores every token as a Strict session cookie, with no expiry', () => {
    const set = vi.spyOn(Cookies, 'set')
    writeStoredTokens({ accessToken: 'a', refreshToken: 'r', expiresAt: 1, tenant: 'demo' })
    expect(set).toHaveBeenCalledTimes(4)
    for (const [, , attributes] of set.mock.calls) {
      expect(attributes).toEqual({ path: '/', sameSite: 'Strict', secure: false })
    }
  })

  it('leaves the settings cookies at spec §9 year-long default', () => {
    const set = vi.spyOn(Cookies, 'set')
    setCookie('sidebarStatus', '1')
    expect(set).toHaveBeenCalledWith(
      'sidebarStatus',
      '1',
      expect.objectContaining({ expires: defaultCookieExpiryDays, sameSite: 'Lax' }),
    )
  })

  it('drops optional values that are absent, and clears everything', () => {
    writeStoredTokens({ accessToken: 'a', refreshToken: 'r', tenant: 'demo' })
    writeStoredTokens({ accessToken: 'b' })
    expect(readStoredTokens()).toEqual({ accessToken: 'b' })
    clearStoredTokens()
    expect(readStoredTokens()).toBeUndefined()
    expect(Object.keys(Cookies.get())).toEqual([])
  })
})
