/**
 * How the HTTP layer talks back to the UI without importing it. The React side registers the real
 * implementations at start-up (through antd's `App.useApp()`, so toasts follow theme and locale;
 * static `message` would not). Until then the defaults below apply (tests, early start-up).
 *
 * Durations are the app's choice, not the HTTP layer's: spec §8/§9 want error toasts to stay
 * 5 seconds, e.g. `message.error({ content, duration: 5 })` or `notification.error` with details.
 */
export interface HttpFeedback {
  /** Shows one error toast. `details` is the server's extra text (ABP error.details, 500 body). */
  notifyError: (message: string, details?: string) => void
  /** The session is gone (401 and no successful refresh): sign out / go to sign-in. */
  onUnauthorized: () => void
  /**
   * Optional: renews the access token (refresh token or silent renew). Resolves true when a new
   * token is available from the session accessors; false or a rejection means "sign out".
   */
  refreshAccessToken?: () => Promise<boolean>
  /**
   * Demo client codes 50008/50012/50014: asks "Confirm logout" (texts under `error:demo.*`,
   * buttons "Re-Login" / "Cancel"). Resolves true when the user chose to log in again.
   */
  confirmLogout: () => Promise<boolean>
  /** Runs after confirmLogout resolved true: reset the token and reload the page (spec §4). */
  onForcedLogout: () => void
}

const defaultFeedback: HttpFeedback = {
  notifyError: (message, details) => console.error(message, details ?? ''),
  onUnauthorized: () => {},
  confirmLogout: () => Promise.resolve(false),
  onForcedLogout: () => {},
}

let feedback: HttpFeedback = defaultFeedback

/** Registers the UI side; missing members keep their defaults. Returns an unregister function. */
export function registerHttpFeedback(ports: Partial<HttpFeedback>): () => void {
  feedback = { ...defaultFeedback, ...ports }
  return () => {
    feedback = defaultFeedback
  }
}

/** Read at call time, so a client built before registration still reaches the registered ports. */
export function getHttpFeedback(): HttpFeedback {
  return feedback
}
