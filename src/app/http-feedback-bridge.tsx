import { App } from 'antd'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { registerHttpFeedback } from '@/api/http/feedback-port'
import { registerSessionAccessors } from '@/api/http/session-port'
import { errorMessageKeys, errorNamespace } from '@/api/http/error-message-keys'
import { forceLogout } from '@/auth/session-actions'
import { useUserStore } from '@/stores/user-store'

/** Spec §8/§9: every failed call shows one error toast for 5 seconds. */
export const errorToastSeconds = 5

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
 * Connects the HTTP layer to antd's App context (theme- and locale-aware toasts and dialogs) and
 * to the session store, without the HTTP layer importing either.
 */
export function HttpFeedbackBridge({
  onUnauthorized,
  refreshAccessToken,
}: HttpFeedbackBridgeProps) {
  const { message, modal } = App.useApp()
  const { t } = useTranslation(errorNamespace)

  useEffect(connectSessionStore, [])

  useEffect(
    () =>
      registerHttpFeedback({
        notifyError: (text, details) => {
          void message.error({
            key: text,
            duration: errorToastSeconds,
            content: details ? `${text}: ${details}` : text,
          })
        },
        onUnauthorized,
        refreshAccessToken,
        confirmLogout: () =>
          new Promise<boolean>((resolve) => {
            modal.confirm({
              title: t(errorMessageKeys.demoConfirmLogoutTitle),
              content: t(errorMessageKeys.demoConfirmLogoutContent),
              okText: t(errorMessageKeys.demoReLogin),
              cancelText: t(errorMessageKeys.demoCancel),
              onOk: () => resolve(true),
              onCancel: () => resolve(false),
            })
          }),
        onForcedLogout: () => forceLogout(),
      }),
    [message, modal, t, onUnauthorized, refreshAccessToken],
  )

  return null
}
