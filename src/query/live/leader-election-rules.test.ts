import { describe, expect, it } from 'vitest'
import {
  electionStep,
  parseLease,
  staleAfterMs,
  type Lease,
  type Role,
} from './leader-election-rules'

const now = 1_000_000
const lease = (tabId: string, age: number): Lease => ({ tabId, renewedAt: now - age })

describe('electionStep', () => {
  it.each<[string, Role, Lease | null, string]>([
    ['a follower finds no lease: it claims it', 'follower', null, 'claim'],
    [
      'a follower finds a stale lease (a crashed leader)',
      'follower',
      lease('b', staleAfterMs + 1),
      'claim',
    ],
    ['a follower finds a live lease of another tab', 'follower', lease('b', 100), 'follow'],
    ['a lease exactly at the limit is still live', 'follower', lease('b', staleAfterMs), 'follow'],
    ['a follower whose claim held: it leads', 'follower', lease('a', 0), 'renew'],
    ['a leader renews its own lease', 'leader', lease('a', 900), 'renew'],
    [
      'a leader whose lease went stale, still its own',
      'leader',
      lease('a', staleAfterMs + 1),
      'renew',
    ],
    ['a leader finds the lease cleared', 'leader', null, 'renew'],
    ['another tab took the lease of a throttled leader', 'leader', lease('b', 10), 'step-down'],
    [
      'another tab’s stale lease does not unseat a leader',
      'leader',
      lease('b', staleAfterMs + 1),
      'renew',
    ],
  ])('%s', (_, role, current, expected) => {
    expect(electionStep(role, current, 'a', now)).toBe(expected)
  })
})

describe('parseLease', () => {
  it.each([
    [null, null],
    ['', null],
    ['not json', null],
    ['null', null],
    ['{"tabId":1,"renewedAt":2}', null],
    ['{"tabId":"a"}', null],
    ['{"tabId":"a","renewedAt":2}', { tabId: 'a', renewedAt: 2 }],
  ])('%j → %j', (raw, expected) => {
    expect(parseLease(raw)).toEqual(expected)
  })
})
