import { redirect } from 'react-router-dom'
import { buildLoginPath } from '@/router/safe-redirect'
import { useUserStore } from '@/stores/user-store'
import type { AuthGate } from './auth-gate'
import {
  ensureFreshAccessToken,
  refreshAccessToken,
  restorePasswordSession,
} from './password-session'

// react-router's way out of a loader: a thrown redirect Response.
function toLoginPage(returnTo: string): never {
  throw redirect(buildLoginPath(returnTo))
}

/** The password grant (spec §4): the session lives in cookies; sign-in is the in-app /login form. */
export const passwordAuthGate: AuthGate = {
  usesLoginPage: true,
  hasSession: () => Promise.resolve(!!useUserStore.getState().token || restorePasswordSession()),
  prepare: async () => {
    await ensureFreshAccessToken()
    return true
  },
  startSignIn: toLoginPage,
  // Spec §8: the login form, which shows the message and lets another user sign in.
  leaveFailedSession: toLoginPage,
  restartSignIn: (returnTo, navigate) => {
    void navigate(buildLoginPath(returnTo))
  },
  refreshAccessToken,
  signOut: async (navigate) => {
    await navigate('/login')
  },
}
