import { describe, expect, it } from 'vitest'
import { passThreshold, ratioVerdict, type RatioTally } from './countersign-ratio.ts'

describe('passThreshold = (n × passPercent + 99) div 100', () => {
  it.each([
    [5, 60, 3],
    [3, 60, 2],
    [4, 60, 3],
    [2, 50, 1],
    [3, 100, 3],
    [1, 1, 1],
    [7, 33, 3],
    [10, 99, 10],
    [0, 100, 0],
  ])('n %i at %i %% → %i', (n, percent, threshold) => {
    expect(passThreshold(n, percent)).toBe(threshold)
  })
})

describe('ratioVerdict', () => {
  const tally = (
    n: number,
    approvals: number,
    pending: number,
    rejections: number,
  ): RatioTally => ({
    n,
    approvals,
    pending,
    rejections,
  })
  it.each<[string, RatioTally, number, number, string]>([
    ['60 % of 5: 3 approvals pass', tally(5, 3, 1, 1), 60, 2, 'passed'],
    ['60 % of 5: one reject, FailFast', tally(5, 1, 3, 1), 60, 1, 'failed'],
    ['60 % of 5: one reject, WaitForRatio still reachable', tally(5, 1, 3, 1), 60, 2, 'open'],
    ['60 % of 5: three rejects, WaitForRatio unreachable', tally(5, 2, 0, 3), 60, 2, 'failed'],
    ['60 % of 5: two rejects, 0 approvals, 3 pending: reachable', tally(5, 0, 3, 2), 60, 2, 'open'],
    ['60 % of 5: 2 approvals + 1 pending = 3: reachable', tally(5, 2, 1, 2), 60, 2, 'open'],
    ['100 % of 3: one reject with WaitForRatio fails at once', tally(3, 0, 2, 1), 100, 2, 'failed'],
    ['all reduced (n 0) passes', tally(0, 0, 0, 0), 100, 1, 'passed'],
    ['approvals reach the ratio before a reject is seen', tally(2, 1, 0, 1), 50, 1, 'passed'],
  ])('%s', (_label, t, percent, policy, verdict) => {
    expect(ratioVerdict(t, percent, policy)).toBe(verdict)
  })
})
