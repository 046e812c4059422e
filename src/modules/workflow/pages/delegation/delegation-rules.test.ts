import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import type { DelegationDto } from '../../api/delegation-dtos'
import {
  endEarlyInput,
  periodProblem,
  toDelegationForm,
  toDelegationInput,
} from './delegation-rules'

const at = (s: string) => dayjs(s)
const row: DelegationDto = {
  id: 'd1',
  delegatorId: 'u1',
  delegatorName: '郑海峰',
  delegateeId: 'u2',
  delegateeName: '孙丽萍',
  schemeIds: ['s1'],
  schemeNames: ['计量支付申请'],
  projectId: null,
  projName: null,
  startTime: '2026-03-02T08:00:00',
  endTime: '2026-03-09T18:00:00',
  reason: '出差',
  enabled: true,
  isActive: false,
  creationTime: '2026-03-01T08:00:00',
  concurrencyStamp: 'c1',
}

describe('periodProblem', () => {
  it.each([
    ['none', null, 'periodRequired'],
    ['end before start', [at('2026-03-02'), at('2026-03-01')], 'periodOrder'],
    ['end equal to start', [at('2026-03-02'), at('2026-03-02')], 'periodOrder'],
    ['exactly 180 days', [at('2026-01-01'), at('2026-01-01').add(180, 'day')], undefined],
    [
      'a minute over 180 days',
      [at('2026-01-01'), at('2026-01-01').add(180, 'day').add(1, 'minute')],
      'periodTooLong',
    ],
    ['a week', [at('2026-03-02'), at('2026-03-09')], undefined],
  ] as const)('%s', (_label, period, problem) => {
    expect(periodProblem(period as never)).toBe(problem)
  })
})

describe('the form and the body', () => {
  it('a row round-trips through the form; the delegator is sent only when named', () => {
    const values = toDelegationForm(row)
    expect(toDelegationInput({ ...values, delegatorId: null })).toEqual({
      delegateeId: 'u2',
      schemeIds: ['s1'],
      projectId: null,
      startTime: '2026-03-02T08:00:00',
      endTime: '2026-03-09T18:00:00',
      reason: '出差',
      enabled: true,
    })
    expect(toDelegationInput(values).delegatorId).toBe('u1')
  })
  it('a blank reason is none', () => {
    expect(toDelegationInput({ ...toDelegationForm(row), reason: '  ' }).reason).toBeNull()
  })
})

describe('endEarlyInput', () => {
  it('a started window ends now, disabled', () => {
    const input = endEarlyInput(row, at('2026-03-04T10:30:00'))
    expect(input).toMatchObject({ endTime: '2026-03-04T10:30:00', enabled: false, startTime: row.startTime, concurrencyStamp: 'c1' }) // prettier-ignore
  })
  it('one not yet started keeps its period, disabled', () => {
    const input = endEarlyInput(row, at('2026-03-01T10:00:00'))
    expect(input).toMatchObject({ endTime: row.endTime, enabled: false })
  })
})
