import { message as antdMessage, theme } from 'antd'
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { notifier, type ConfirmQuestion } from '@/feedback/notifier'
import { LazyPieceBoundary } from '../lazy-piece/lazy-piece-boundary'
import { retryingLazy } from '../lazy-piece/retrying-lazy'
import type { ModalApi } from './confirm-host'
import { MessageApiContext } from './message-api'

/** Spec §8/§9: every failed call shows one error toast for 5 seconds. */
export const errorToastSeconds = 5

const ConfirmHost = retryingLazy(
  () => import('./confirm-host'),
  (module) => module.default,
)

/** The dialog API once the host is mounted; `undefined` when its code failed and was given up. */
function waitForHost() {
  let resolve: (modal: ModalApi | undefined) => void = () => undefined
  const promise = new Promise<ModalApi | undefined>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

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
  const host = useRef(waitForHost())
  const onHostReady = useCallback((modal: ModalApi) => host.current.resolve(modal), [])
  // The dialog's code could not be loaded and the user closed the failure: the questions waiting
  // are answered no (keep what is on screen), and the next question loads the code again.
  const giveUpHost = useCallback(() => {
    host.current.resolve(undefined)
    host.current = waitForHost()
    setIsAsking(false)
  }, [])

  useEffect(
    () =>
      notifier.register({
        error(text, details) {
          const content = details ? `${text}: ${details}` : text
          void message.error({ key: text, duration: errorToastSeconds, content })
        },
        async confirm(question) {
          setIsAsking(true)
          const modal = await host.current.promise
          return modal ? ask(modal, question) : false
        },
      }),
    [message],
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
        <LazyPieceBoundary onClose={giveUpHost}>
          <ConfirmHost onReady={onHostReady} />
        </LazyPieceBoundary>
      )}
      <MessageApiContext value={message}>{children}</MessageApiContext>
    </div>
  )
}
