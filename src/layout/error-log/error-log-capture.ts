import { useSettingsStore } from '@/stores/settings-store'
import { redactSecrets } from '@/utils/redact-secrets'
import {
  describeError,
  shouldLogErrors,
  useErrorLogStore,
  type AppEnvironment,
} from '@/stores/error-log-store'

/** The environment the error-log setting is compared with (spec §8). */
export const appEnvironment: AppEnvironment = import.meta.env.PROD ? 'production' : 'development'

/** Read on every error, so a change of the setting applies at once. */
export function isErrorLogEnabled(): boolean {
  return shouldLogErrors(useSettingsStore.getState().errorLog, appEnvironment)
}

/**
 * Adds one entry (error, info, URL) when the setting lists the running environment. Credentials
 * in its texts (a launch code, a token in an address or a message) are redacted: the log is shown
 * on screen and meant to be copied into bug reports.
 */
export function recordError(thrown: unknown, info: string): void {
  if (!isErrorLogEnabled()) return
  const { message, stack } = describeError(thrown)
  useErrorLogStore.getState().addErrorLog({
    error: { message: redactSecrets(message), stack: stack && redactSecrets(stack) },
    info: redactSecrets(info),
    url: redactSecrets(window.location.href),
  })
}

function describeSource(event: ErrorEvent): string {
  return event.filename ? `${event.filename}:${event.lineno}:${event.colno}` : 'window.onerror'
}

/**
 * Chromium reports a ResizeObserver callback that resized what it observes as an error event
 * without an error (antd's tables and overflow menus do this when a dialog opens or closes). It is
 * a notice that one frame's resize callbacks were deferred, not a bug of the app: logging it put
 * a badge back on the screen just after the user cleared the log.
 */
export function isResizeObserverNotice(event: ErrorEvent): boolean {
  return !event.error && /^ResizeObserver loop/.test(event.message)
}

/**
 * Records uncaught errors and unhandled promise rejections. The listener is in the bubble phase
 * on purpose: failed <img>/<script> loads only reach `window` while capturing, and are not bugs
 * of the app. Returns the uninstaller.
 */
export function installErrorLogCapture(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    if (isResizeObserverNotice(event)) return
    recordError(event.error ?? event.message, describeSource(event))
  }
  const onRejection = (event: PromiseRejectionEvent) => {
    recordError(event.reason, 'Unhandled promise rejection')
  }
  target.addEventListener('error', onError)
  target.addEventListener('unhandledrejection', onRejection)
  return () => {
    target.removeEventListener('error', onError)
    target.removeEventListener('unhandledrejection', onRejection)
  }
}

/**
 * React root's `onCaughtError`: errors an error boundary turned into a panel (a page that throws)
 * never reach `window`, yet they are the bugs the log is for. Replacing the option also replaces
 * React's console report, hence the console.error.
 */
export function recordCaughtError(error: unknown, errorInfo: { componentStack?: string }): void {
  console.error(error)
  recordError(error, errorInfo.componentStack?.trim() || 'React error boundary')
}
