import { describe, expect, it } from 'vitest'
import {
  computeRenewalDelay,
  computeRetryDelay,
  isRenewalRefused,
  isTokenExpired,
  tokenExpiresAt,
} from './token-renewal-rules'

describe('tokenExpiresAt', () => {
  it.each([
    // [requestedAt, expires_in, expected]
    [10_000, 3600, 3_609_000], // an hour-long token: counted from the request, less a second
    [10_000, 3, 12_000], // a 3 s token issued at 10.9 s has exp = 13 s: 12 s is safe
    [10_000, 1, 10_000], // a 1 s token may be dead on arrival
    [10_000, 0, 10_000],
  ])('requested at %i, expires_in %i → %i', (requestedAt, expiresIn, expected) => {
    expect(tokenExpiresAt(requestedAt, expiresIn)).toBe(expected)
  })
})

describe('computeRenewalDelay', () => {
  it.each([
    // [expiresAt, now, lifetime, expected]
    [3_600_000, 0, 3_600_000, 3_540_000], // an hour-long token renews a minute early
    [8_000, 0, 8_000, 6_000], // an 8 s token renews after 6 s
    [2_000, 0, 2_000, 1_000], // never less than a second early
    [1_000, 0, 1_000, 500], // nor more than half its lifetime: a short token is not renewed in a loop
    [1_000, 5_000, 10_000, 0], // already expired: renew now
  ])('expiresAt %i, now %i, lifetime %i → %i', (expiresAt, now, lifetime, expected) => {
    expect(computeRenewalDelay(expiresAt, now, lifetime)).toBe(expected)
  })
})

describe('isTokenExpired', () => {
  it.each([
    [undefined, 0, false],
    [10_000, 0, false],
    [10_000, 5_000, true],
    [10_000, 20_000, true],
  ])('expiresAt %j at %i → %s', (expiresAt, now, expected) => {
    expect(isTokenExpired(expiresAt, now)).toBe(expected)
  })
})

describe('isRenewalRefused', () => {
  it.each<[string, number | null, string | null, boolean]>([
    ['invalid_grant (refresh token revoked or used twice)', 400, 'invalid_grant', true],
    ['invalid_client', 401, 'invalid_client', true],
    ['a 400 without an OAuth body', 400, null, true],
    ['a 401 without an OAuth body', 401, null, true],
    ['an OAuth error without a status', null, 'invalid_grant', true],
    ['no answer (network error, timeout)', null, null, false],
    ['a 500 HTML page', 500, null, false],
    ['a 502 from the proxy', 502, null, false],
    ['a 503', 503, null, false],
  ])('%s (%j, %j) → %s', (_label, status, oauthError, expected) => {
    expect(isRenewalRefused(status, oauthError)).toBe(expected)
  })

  // The rule as documented: "a 5xx is an outage" — also when the server words it as an OAuth
  // error (RFC 6749 §5.2 server_error / temporarily_unavailable), and a rate limit or a timeout
  // answered by a proxy is not the server refusing the refresh token either.
  it.each<[string, number | null, string | null]>([
    ['server_error with a 500', 500, 'server_error'],
    ['temporarily_unavailable with a 503', 503, 'temporarily_unavailable'],
    ['a 429 rate limit', 429, null],
    ['a 408 request timeout', 408, null],
  ])('%s is an outage, not a refusal', (_label, status, oauthError) => {
    expect(isRenewalRefused(status, oauthError)).toBe(false)
  })
})

describe('computeRetryDelay', () => {
  it.each([
    [0, 1_000],
    [1, 2_000],
    [2, 4_000],
    [3, 8_000],
    [4, 16_000],
    [5, 30_000], // 32 s, capped
    [20, 30_000],
    [-1, 1_000],
  ])('attempt %i → %i ms', (attempt, expected) => {
    expect(computeRetryDelay(attempt)).toBe(expected)
  })
})
