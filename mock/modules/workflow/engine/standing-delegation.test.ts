import { describe, expect, it } from 'vitest'
import type { StandingDelegation } from './engine-types.ts'
import { delegateeFor } from './standing-delegation.ts'

const week: StandingDelegation = {
  id: 'd1',
  delegatorId: 'u',
  delegateeId: 'd',
  schemeIds: [],
  projectId: null,
  startTime: '2024-03-18T00:00:00.000',
  endTime: '2024-03-25T00:00:00.000',
  enabled: true,
}
const at = (now: string, schemeId = 's1', projectId = 'p1') => ({ now, schemeId, projectId })

describe('delegateeFor', () => {
  it.each<[string, StandingDelegation[], ReturnType<typeof at>, string[], string | null]>([
    ['inside the window', [week], at('2024-03-20T10:00:00.000'), [], 'd'],
    ['before the window', [week], at('2024-03-17T23:59:59.999'), [], null],
    ['at its start', [week], at('2024-03-18T00:00:00.000'), [], 'd'],
    ['at its end (exclusive)', [week], at('2024-03-25T00:00:00.000'), [], null],
    ['disabled', [{ ...week, enabled: false }], at('2024-03-20T10:00:00.000'), [], null],
    ['another scheme', [{ ...week, schemeIds: ['s2'] }], at('2024-03-20T10:00:00.000'), [], null],
    [
      'listed scheme',
      [{ ...week, schemeIds: ['s2', 's1'] }],
      at('2024-03-20T10:00:00.000'),
      [],
      'd',
    ],
    ['another project', [{ ...week, projectId: 'p2' }], at('2024-03-20T10:00:00.000'), [], null],
    [
      'the delegatee already an assignee of the node: no move',
      [week],
      at('2024-03-20T10:00:00.000'),
      ['u', 'd'],
      null,
    ],
    [
      'no chains: the delegatee’s own delegation is not followed',
      [week, { ...week, id: 'd2', delegatorId: 'd', delegateeId: 'x' }],
      at('2024-03-20T10:00:00.000'),
      [],
      'd',
    ],
  ])('%s', (_label, delegations, when, assignees, expected) => {
    expect(delegateeFor(delegations, 'u', when, assignees)).toBe(expected)
  })
})
