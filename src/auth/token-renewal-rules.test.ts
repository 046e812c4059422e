import { describe, expect, it } from 'vitest'
import { computeRenewalDelay, isTokenExpired } from './token-renewal-rules'

describe('computeRenewalDelay', () => {
  it.each([
    // [expiresAt, now, lifetime, expected]
    [3_600_000, 0, 3_600_000, 3_540_000], // an hour-long token renews a minute early
    [8_000, 0, 8_000, 6_000], // an 8 s token renews after 6 s
    [2_000, 0, 2_000, 1_000], // never less than a second early
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
