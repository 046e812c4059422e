/**
 * Runs a token renewal under a lock shared by every tab of the app (Web Locks API). Tabs share the
 * stored refresh token, and refresh tokens are one-time: two tabs renewing at once would replay
 * one, which the server answers by refusing it (ABP) or by revoking the whole grant (the OpenID
 * provider). Inside the lock a tab sees what the previous holder stored and can skip its own call.
 * Without Web Locks (old browsers, jsdom) the renewal simply runs.
 */
export function withRenewalLock<T>(name: string, renew: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  if (!locks) return renew()
  return locks.request(name, { mode: 'exclusive' }, renew)
}
