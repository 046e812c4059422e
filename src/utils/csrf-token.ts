import Cookies from 'js-cookie'

/**
 * ABP's anti-forgery cookie. The server sets it under this exact name, so it is read raw: the
 * app's cookie prefix (VITE_COOKIE_PREFIX) does not apply.
 */
export const csrfCookieName = 'XSRF-TOKEN'

/** The token to echo in the `RequestVerificationToken` header, when the server issued one. */
export function readCsrfToken(): string | undefined {
  return Cookies.get(csrfCookieName) || undefined
}
