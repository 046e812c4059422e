import { describe, expect, it } from 'vitest'
import { isActiveAt, overlaps, periodValid, type DelegationWindow } from './delegation-rules.ts'

const day = 86_400_000
const w = (id: string, start: number, end: number, schemeIds: string[] = [], extra: Partial<DelegationWindow> = {}): DelegationWindow => ({ id, delegatorId: 'u1', schemeIds, startMs: start * day, endMs: end * day, enabled: true, ...extra }) // prettier-ignore

describe('delegation rules', () => {
  it.each([
    ['ends after it starts', 0, 1, true],
    ['180 days exactly', 0, 180, true],
    ['181 days', 0, 181, false],
    ['ends when it starts', 3, 3, false],
    ['ends before it starts', 3, 2, false],
  ])('period %s', (_, start, end, expected) => expect(periodValid(start * day, end * day)).toBe(expected)) // prettier-ignore

  it.each([
    ['overlapping days, every scheme', w('b', 5, 12), true],
    ['touching ends', w('b', 10, 12), false],
    ['disjoint schemes', w('b', 5, 12, ['s2']), false],
    ['a shared scheme', w('b', 5, 12, ['s2', 's1']), true],
    ['another delegator', w('b', 5, 12, [], { delegatorId: 'u2' }), false],
    ['a disabled one', w('b', 5, 12, [], { enabled: false }), false],
    ['itself', w('a', 0, 10), false],
  ])('overlap with %s', (_, other, expected) => expect(overlaps(w('a', 0, 10, ['s1']), [other])).toBe(expected)) // prettier-ignore

  it('is active while enabled and inside the window', () => {
    expect([isActiveAt(w('a', 1, 2), 1.5 * day), isActiveAt(w('a', 1, 2), 2 * day), isActiveAt(w('a', 1, 2, [], { enabled: false }), 1.5 * day)]).toEqual([true, false, false]) // prettier-ignore
  })
})
