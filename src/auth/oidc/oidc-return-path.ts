import { toSafeRedirect } from '@/utils/safe-redirect'

/** What the provider appends to the callback and post-logout addresses. */
const authResponseParams = [
  'code',
  'state',
  'session_state',
  'iss',
  'error',
  'error_description',
  'error_uri',
]

/** The state the app sends with a sign-in request. */
export interface SignInState {
  returnTo: string
}

/** Where to go after the callback: the remembered address when it stays inside the app. */
export function readReturnTo(state: unknown, fallback = '/'): string {
  const returnTo =
    typeof state === 'object' && state !== null && 'returnTo' in state ? state.returnTo : undefined
  return toSafeRedirect(returnTo, fallback)
}

/**
 * The same address (path, query, hash) without the authorization response, so no code or state is
 * left in the address bar or the history (spec §7).
 */
export function stripAuthResponse(href: string): string {
  const url = new URL(href, 'http://app.invalid')
  for (const name of authResponseParams) url.searchParams.delete(name)
  return `${url.pathname}${url.search}${url.hash}`
}

/** The return from the provider's end-session endpoint: the post-logout address with a state. */
export function isSignoutReturn(href: string, postLogoutRedirectUri: string): boolean {
  const url = new URL(href, 'http://app.invalid')
  const target = new URL(postLogoutRedirectUri, url)
  return (
    url.pathname === target.pathname &&
    url.searchParams.has('state') &&
    !url.searchParams.has('code')
  )
}
