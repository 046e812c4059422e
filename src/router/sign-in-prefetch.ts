import { useMatches } from 'react-router-dom'

/**
 * Fetches what the first signed-in screen needs (the shell's code and texts, the page the user
 * lands on) while they type on the sign-in page. The route table hands it to that page through its
 * route's `handle`: the page cannot import the shell without closing an import circle.
 */
export type PrefetchSignedIn = (target: string) => Promise<void>

interface SignInRouteHandle {
  prefetchSignedIn: PrefetchSignedIn
}

function isSignInRouteHandle(value: unknown): value is SignInRouteHandle {
  return typeof value === 'object' && value !== null && 'prefetchSignedIn' in value
}

/** The prefetch the matched route was handed, if any. */
export function usePrefetchSignedIn(): PrefetchSignedIn | undefined {
  const handle = useMatches().findLast((match) => isSignInRouteHandle(match.handle))?.handle
  return isSignInRouteHandle(handle) ? handle.prefetchSignedIn : undefined
}
