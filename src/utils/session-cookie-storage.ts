import Cookies from 'js-cookie'
import { appConfig } from '@/config/app-config'

/** Cookies for secrets (the password grant's tokens): unlike spec §9's settings cookies. */
export interface SessionCookieStorage {
  getCookie: (name: string) => string | undefined
  setCookie: (name: string, value: string) => void
  removeCookie: (name: string) => void
}

/** The browser only accepts `__Host-` cookies that are Secure, have path=/ and no domain. */
export const hostCookiePrefix = '__Host-'

function isPageHttps(): boolean {
  return typeof window !== 'undefined' && window.location.protocol === 'https:'
}

/**
 * Session cookies (no expiry: gone when the browser closes) that are never sent cross-site
 * (SameSite=Strict). Over https they are Secure and carry the `__Host-` prefix, so neither a
 * sibling subdomain nor a plain-http page can plant or overwrite them. `prefix` (the configurable
 * VITE_COOKIE_PREFIX) still keeps apps on one host apart.
 */
export function createSessionCookieStorage(
  prefix: string,
  isHttps: () => boolean = isPageHttps,
): SessionCookieStorage {
  const nameOf = (name: string) => (isHttps() ? hostCookiePrefix : '') + prefix + name
  const attributes = () => ({ path: '/', sameSite: 'Strict' as const, secure: isHttps() })
  // Before the `__Host-` names, tokens lived a year under the plain name: drop such copies.
  const removeLegacy = (name: string) => {
    if (isHttps()) Cookies.remove(prefix + name, { path: '/', secure: true })
  }
  return {
    getCookie: (name) => Cookies.get(nameOf(name)),
    setCookie: (name, value) => {
      Cookies.set(nameOf(name), value, attributes())
      removeLegacy(name)
    },
    removeCookie: (name) => {
      Cookies.remove(nameOf(name), attributes())
      removeLegacy(name)
    },
  }
}

export const sessionCookies = createSessionCookieStorage(appConfig.cookiePrefix)
