import { App } from 'antd'
import { useEffect } from 'react'
import { notifier } from '@/feedback/notifier'

/** Spec §8/§9: every failed call shows one error toast for 5 seconds. */
export const errorToastSeconds = 5

/**
 * In the shell, notices show as antd toasts and questions as antd dialogs, both through antd's
 * App context so they follow the theme and the language (static `message` would not).
 */
export function AntdFeedbackBridge() {
  const { message, modal } = App.useApp()
  useEffect(
    () =>
      notifier.register({
        error(text, details) {
          const content = details ? `${text}: ${details}` : text
          void message.error({ key: text, duration: errorToastSeconds, content })
        },
        confirm: ({ title, content, okText, cancelText }) =>
          new Promise<boolean>((resolve) => {
            modal.confirm({
              title,
              content,
              okText,
              cancelText,
              onOk: () => resolve(true),
              onCancel: () => resolve(false),
            })
          }),
      }),
    [message, modal],
  )
  return null
}
