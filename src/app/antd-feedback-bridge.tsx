import { App } from 'antd'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { registerHttpFeedback } from '@/api/http/feedback-port'
import { errorMessageKeys, errorNamespace } from '@/api/http/error-message-keys'

/** Spec §8/§9: every failed call shows one error toast for 5 seconds. */
export const errorToastSeconds = 5

/**
 * Failed calls show as antd toasts and the demo client's "Confirm logout" as an antd dialog, both
 * through antd's App context so they follow the theme and the language (static `message` would not).
 */
export function AntdFeedbackBridge() {
  const { message, modal } = App.useApp()
  const { t } = useTranslation(errorNamespace)

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
      }),
    [message, modal, t],
  )
  return null
}
