/**
 * Single-flight token refresh: every request that fails with 401 while a refresh is running waits
 * for that same refresh instead of starting its own (refresh tokens are often single-use, so a
 * second concurrent refresh would fail and sign the user out).
 */
export interface RefreshQueue {
  /** Resolves true when the access token was renewed. Never rejects. */
  refresh: () => Promise<boolean>
  isRefreshing: () => boolean
}

export function createRefreshQueue(refreshAccessToken: () => Promise<boolean>): RefreshQueue {
  let pending: Promise<boolean> | null = null
  return {
    refresh() {
      pending ??= refreshAccessToken()
        .then((renewed) => renewed === true)
        .catch(() => false)
        .finally(() => {
          pending = null
        })
      return pending
    },
    isRefreshing: () => pending !== null,
  }
}
