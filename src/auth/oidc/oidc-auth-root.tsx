import type { ReactNode } from 'react'
import { AuthProvider } from 'react-oidc-context'
import type { OidcSession } from './oidc-session'

/**
 * react-oidc-context around the app, with the session's UserManager. Nothing here renders
 * conditionally on `isLoading` or `activeNavigator` (react-oidc-context #507): a silent renewal
 * changes the context value only, so the app never unmounts or flashes and a half-filled form
 * keeps its input. The callback is completed by the /auth-redirect route (it knows where to go
 * next), hence `skipSigninCallback`.
 */
export function OidcAuthRoot({ session, children }: { session: OidcSession; children: ReactNode }) {
  return (
    <AuthProvider userManager={session.userManager} skipSigninCallback>
      {children}
    </AuthProvider>
  )
}
