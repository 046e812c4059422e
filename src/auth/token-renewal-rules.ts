/**
 * When to renew an access token: a minute before it expires, or after three quarters of its
 * lifetime for short-lived tokens, so a renewal always lands before expiry; at least a second
 * early, but never more than half its lifetime (a token shorter than that lead was renewed at
 * once, and its successor too, in a loop).
 */
export function computeRenewalDelay(expiresAt: number, now: number, lifetimeMs: number): number {
  const lead = Math.min(60_000, Math.max(Math.min(1_000, lifetimeMs / 2), lifetimeMs / 4))
  return Math.max(0, expiresAt - now - lead)
}

/**
 * When a token answered with `expires_in` expires, at the earliest. The server counts whole
 * seconds from the moment it issued the token (a JWT's `exp` is its `iat` second plus the
 * lifetime), which is at or after the moment the request was sent: the token may die up to a
 * second before `requestedAt + expires_in`. Counted from the answer's arrival instead, a token
 * outlived the server's by that second and the network's time, and calls sent meanwhile were
 * refused (401) before the renewal.
 */
export function tokenExpiresAt(requestedAt: number, expiresInSeconds: number): number {
  return requestedAt + Math.max(0, expiresInSeconds - 1) * 1000
}

/** A token that expires within `skewMs` counts as expired (clock skew, request latency). */
export function isTokenExpired(
  expiresAt: number | undefined,
  now: number,
  skewMs = 5_000,
): boolean {
  return expiresAt !== undefined && expiresAt - skewMs <= now
}

/** OAuth errors that say "not now" rather than "no" (RFC 6749 §5.2 and its registry). */
const transientOAuthErrors: readonly string[] = ['server_error', 'temporarily_unavailable']

/**
 * Whether a failed renewal ends the session. Only the server saying no does: an OAuth error such
 * as `invalid_grant`, or a plain 400/401. No answer, a timeout (408), a rate limit (429), a 5xx or
 * an OAuth "try later" is an outage: the tokens stay and the renewal is tried again later (a
 * server down for a minute must not sign everyone out).
 */
export function isRenewalRefused(status: number | null, oauthError: string | null): boolean {
  if (status !== null && (status >= 500 || status === 408 || status === 429)) return false
  if (oauthError) return !transientOAuthErrors.includes(oauthError)
  return status === 400 || status === 401
}

/** Retry delays after an outage: 1 s, 2 s, 4 s … up to 30 s. */
export function computeRetryDelay(attempt: number): number {
  return Math.min(30_000, 1_000 * 2 ** Math.max(0, attempt))
}
