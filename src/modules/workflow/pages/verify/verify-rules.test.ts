import { describe, expect, it } from 'vitest'
import { verdictOf } from './verify-rules'

describe('verdictOf', () => {
  it.each([
    [{ match: true, superseded: false }, 'current'],
    [{ match: true, superseded: true }, 'superseded'],
    [{ match: false, superseded: false }, 'noMatch'],
  ])('%o → %s', (result, verdict) => expect(verdictOf(result)).toBe(verdict))
})
