import Cookies from 'js-cookie'
import { afterEach, describe, expect, it } from 'vitest'
import { csrfCookieName, readCsrfToken } from './csrf-token'

describe('readCsrfToken', () => {
  afterEach(() => {
    for (const name of [csrfCookieName, `pm_${csrfCookieName}`]) Cookies.remove(name)
  })

  it('reads the XSRF-TOKEN cookie the server set', () => {
    document.cookie = 'XSRF-TOKEN=CfDJ8abc%2Bdef; path=/'
    expect(readCsrfToken()).toBe('CfDJ8abc+def')
  })

  it('is undefined without the cookie, or with an empty one', () => {
    expect(readCsrfToken()).toBeUndefined()
    document.cookie = 'XSRF-TOKEN=; path=/'
    expect(readCsrfToken()).toBeUndefined()
  })

  it('reads the raw name only: no app prefix, no look-alike names', () => {
    document.cookie = 'pm_XSRF-TOKEN=prefixed; path=/'
    document.cookie = 'XSRF-TOKEN-OLD=other; path=/'
    expect(readCsrfToken()).toBeUndefined()
  })
})
