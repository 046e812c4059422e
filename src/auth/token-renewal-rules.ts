/**
 * When to renew an access token: a minute before it expires, or after three quarters of its
 * lifetime for short-lived tokens, so a renewal always lands before expiry.
 */
export function computeRenewalDelay(expiresAt: number, now: number, lifetimeMs: number): number {
  const lead = Math.min(60_000, Math.max(1_000, lifetimeMs / 4))
  return Math.max(0, expiresAt - now - lead)
}

/** A token that expires within `skewMs` counts as expired (clock skew, request latency). */
export function isTokenExpired(
  expiresAt: number | undefined,
  now: number,
  skewMs = 5_000,
): boolean {
  return expiresAt !== undefined && expiresAt - skewMs <= now
}
