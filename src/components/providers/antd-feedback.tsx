import { message as antdMessage, theme } from 'antd'
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { notifier, type ConfirmQuestion } from '@/feedback/notifier'
import { importWithRetry } from '@/utils/import-with-retry'
import type { ModalApi } from './confirm-host'
import { MessageApiContext } from './message-api'

/** Spec §8/§9: every failed call shows one error toast for 5 seconds. */
export const errorToastSeconds = 5

const ConfirmHost = lazy(() => importWithRetry(() => import('./confirm-host')))

function ask(modal: ModalApi, question: ConfirmQuestion): Promise<boolean> {
  const { title, content, okText, cancelText, danger, onOk } = question
  return new Promise<boolean>((resolve) => {
    void modal.confirm({
      title,
      content,
      okText,
      cancelText,
      okButtonProps: danger ? { danger: true } : undefined,
      // With onOk the dialog stays open, its button busy, until the work is done.
      onOk: onOk
        ? () =>
            onOk().then(
              () => resolve(true),
              () => resolve(false),
            )
        : () => resolve(true),
      onCancel: () => resolve(false),
    })
  })
}

/**
 * In the shell, notices show as antd toasts and questions as antd confirm dialogs, both inside
 * the ConfigProvider so they follow the theme and the language (static methods would not). Also
 * gives the shell's base text style, as antd's <App> would.
 */
export function AntdFeedback({ children }: { children: ReactNode }) {
  const [message, messageHolder] = antdMessage.useMessage()
  const { token } = theme.useToken()
  const [isAsking, setIsAsking] = useState(false)
  const [modalReady] = useState(() => {
    let resolve: (modal: ModalApi) => void = () => undefined
    const promise = new Promise<ModalApi>((done) => {
      resolve = done
    })
    return { promise, resolve }
  })

  useEffect(
    () =>
      notifier.register({
        error(text, details) {
          const content = details ? `${text}: ${details}` : text
          void message.error({ key: text, duration: errorToastSeconds, content })
        },
        async confirm(question) {
          setIsAsking(true)
          return ask(await modalReady.promise, question)
        },
      }),
    [message, modalReady],
  )

  const base = {
    color: token.colorText,
    fontSize: token.fontSize,
    lineHeight: token.lineHeight,
    fontFamily: token.fontFamily,
  }
  return (
    <div style={base}>
      {messageHolder}
      {isAsking && (
        <Suspense fallback={null}>
          <ConfirmHost onReady={modalReady.resolve} />
        </Suspense>
      )}
      <MessageApiContext value={message}>{children}</MessageApiContext>
    </div>
  )
}
