import { useEffect } from 'react'
import { registerHttpFeedback } from '@/api/http/feedback-port'
import { registerSessionAccessors } from '@/api/http/session-port'
import { forceLogout } from '@/auth/session-actions'
import { useUserStore } from '@/stores/user-store'

export interface HttpFeedbackBridgeProps {
  /** What a 401 without a successful refresh does (sign-in page or redirect sign-in). */
  onUnauthorized: () => void
  refreshAccessToken?: () => Promise<boolean>
}

/**
 * The HTTP layer reads the token and tenant from the session store, in both sign-in modes (the
 * redirect flow copies the OIDC user's access token there). Returns the unregister function.
 */
export function connectSessionStore(): () => void {
  return registerSessionAccessors({
    getAccessToken: () => useUserStore.getState().token || undefined,
    getTenantId: () => useUserStore.getState().tenant || undefined,
  })
}

/**
 * Connects the HTTP layer to the session: what a 401 does, how tokens renew, what a forced logout
 * does. How notices look is registered by the page on screen (antd toasts in the shell, see
 * AntdFeedbackBridge; an inline alert on the sign-in page), so this needs no UI library.
 */
export function HttpFeedbackBridge({
  onUnauthorized,
  refreshAccessToken,
}: HttpFeedbackBridgeProps) {
  useEffect(connectSessionStore, [])
  useEffect(
    () =>
      registerHttpFeedback({
        onUnauthorized,
        refreshAccessToken,
        onForcedLogout: () => forceLogout(),
      }),
    [onUnauthorized, refreshAccessToken],
  )
  return null
}
