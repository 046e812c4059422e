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

interface PendingNotice {
  message: string
  details?: string
  time: number
}

/** A notice older than this is stale by the time a page could show it. */
const pendingNoticeMaxAgeMs = 10_000
const pendingNoticeCap = 5
let pendingNotices: PendingNotice[] = []

/**
 * A notice raised just before its page goes away (a 401 toast in the shell, then the move to the
 * sign-in page) would vanish with the page; the next page shows it again instead.
 */
const handOverWindowMs = 2_000
let recentNotices: PendingNotice[] = []

function keepNotice(list: PendingNotice[], message: string, details?: string): PendingNotice[] {
  return [...list, { message, details, time: Date.now() }].slice(-pendingNoticeCap)
}

const defaultFeedback: HttpFeedback = {
  // Until a page shows notices (e.g. a loader fails before the sign-in page or the shell is on
  // screen), keep them: the next notifier to register shows them.
  notifyError: (message, details) => {
    pendingNotices = keepNotice(pendingNotices, message, details)
  },
  onUnauthorized: () => {},
  confirmLogout: () => Promise.resolve(false),
  onForcedLogout: () => {},
}

/**
 * Registrations stack: the router registers the session hooks (onUnauthorized, refresh), while
 * the page on screen registers how notices look (antd toasts in the shell, an inline alert on the
 * sign-in page). For each member the newest registration wins; unregistering uncovers the previous.
 */
let layers: Partial<HttpFeedback>[] = []

/** Missing members keep the ones registered before (or the defaults). Returns an unregister function. */
export function registerHttpFeedback(ports: Partial<HttpFeedback>): () => void {
  // An explicit `undefined` must not hide a member registered before.
  const layer = Object.fromEntries(
    Object.entries(ports).filter(([, value]) => value !== undefined),
  ) as Partial<HttpFeedback>
  layers = [...layers, layer]
  if (layer.notifyError) flushPendingNotices(layer.notifyError)
  return () => {
    layers = layers.filter((entry) => entry !== layer)
    if (layer.notifyError) handOverRecentNotices()
  }
}

function handOverRecentNotices(): void {
  const now = Date.now()
  const recent = recentNotices.filter((notice) => now - notice.time <= handOverWindowMs)
  recentNotices = []
  pendingNotices = [...pendingNotices, ...recent].slice(-pendingNoticeCap)
}

function flushPendingNotices(notify: HttpFeedback['notifyError']): void {
  const now = Date.now()
  const fresh = pendingNotices.filter((notice) => now - notice.time <= pendingNoticeMaxAgeMs)
  pendingNotices = []
  for (const notice of fresh) notify(notice.message, notice.details)
}

/** Read at call time, so a client built before registration still reaches the registered ports. */
export function getHttpFeedback(): HttpFeedback {
  const merged = Object.assign({}, defaultFeedback, ...layers) as HttpFeedback
  if (!layers.some((layer) => layer.notifyError)) return merged
  return {
    ...merged,
    notifyError: (message, details) => {
      recentNotices = keepNotice(recentNotices, message, details)
      merged.notifyError(message, details)
    },
  }
}

/** Tests: forget every registration and every pending notice. */
export function resetHttpFeedback(): void {
  layers = []
  pendingNotices = []
  recentNotices = []
}
