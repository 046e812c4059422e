import { useEffect, type ReactNode } from 'react'
import { AuthProvider, useAuth } from 'react-oidc-context'
import { oidcAuthGate } from './oidc-auth-gate'
import { getUserManager } from './user-manager'

export { oidcAuthGate }

function currentAddress(): string {
  return `${window.location.pathname}${window.location.search}`
}

/**
 * Spec §4: when the provider reports the sign-out (monitorSession) or a renewal fails (the
 * provider ended the session, revoking the refresh token), back to sign-in remembering the page.
 */
function SessionEndWatcher() {
  const { events } = useAuth()
  useEffect(() => {
    // The redirect flow leaves the page; there is nothing to navigate inside the app.
    const restart = () => oidcAuthGate.restartSignIn(currentAddress(), () => undefined)
    const stopSignedOut = events.addUserSignedOut(restart)
    const stopRenewError = events.addSilentRenewError(restart)
    return () => {
      stopSignedOut()
      stopRenewError()
    }
  }, [events])
  return null
}

/**
 * react-oidc-context around the app, with THE UserManager. Nothing here renders conditionally on
 * `isLoading` or `activeNavigator` (react-oidc-context #507): a silent renewal changes the context
 * value only, so the app never unmounts or flashes and a half-filled form keeps its input. The
 * callback is completed by the /auth-redirect route (it knows where to go next), hence
 * `skipSigninCallback`.
 */
export function OidcAuthRoot({ children }: { children: ReactNode }) {
  return (
    <AuthProvider userManager={getUserManager()} skipSigninCallback>
      <SessionEndWatcher />
      {children}
    </AuthProvider>
  )
}
