import Cookies from 'js-cookie'
import { appConfig } from '@/config/app-config'

/** Spec §9: cookies live a year unless the caller says otherwise. */
export const defaultCookieExpiryDays = 365

export interface CookieStorage {
  getCookie: (name: string) => string | undefined
  setCookie: (name: string, value: string, expiresInDays?: number) => void
  removeCookie: (name: string) => void
}

/**
 * The prefix keeps apps sharing a domain apart. Lax keeps cookies off cross-site sub-requests
 * while still sending them on top-level navigation; Secure is added whenever the page is https.
 */
export function createCookieStorage(prefix: string): CookieStorage {
  const attributes = () => ({
    path: '/',
    sameSite: 'Lax' as const,
    secure: typeof window !== 'undefined' && window.location.protocol === 'https:',
  })
  return {
    getCookie: (name) => Cookies.get(prefix + name),
    setCookie: (name, value, expiresInDays = defaultCookieExpiryDays) => {
      Cookies.set(prefix + name, value, { ...attributes(), expires: expiresInDays })
    },
    removeCookie: (name) => Cookies.remove(prefix + name, attributes()),
  }
}

export const { getCookie, setCookie, removeCookie } = createCookieStorage(appConfig.cookiePrefix)
