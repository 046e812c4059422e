import { describe, expect, it } from 'vitest'
import { InstanceStatus, type TimelineEntryDto } from '@/modules/workflow/api/instance-dtos'
import {
  actorOf,
  pathWithStates,
  readIdParam,
  starterActionsOf,
  timelineInOrder,
} from './instance-rules'

const entry = (entryId: string, time: string, extra: Partial<TimelineEntryDto> = {}) =>
  ({
    entryId,
    nodeId: 'n',
    nodeName: 'N',
    type: 'approved',
    userId: 'u',
    userName: '郑海峰',
    time,
    hash: '',
    ...extra,
  }) satisfies TimelineEntryDto

describe('readIdParam', () => {
  it.each([
    ['abc', 'abc'],
    [' abc ', 'abc'],
    ['', null],
    ['  ', null],
    [null, null],
  ])('%j → %j', (value, id) => expect(readIdParam(value)).toBe(id))
})

describe('actorOf', () => {
  const onBehalf = (d: string, u: string) => `${d} on behalf of ${u}`
  it('names the actor alone, or the actor on behalf of the owner', () => {
    expect(actorOf(entry('1', 't'), onBehalf)).toBe('郑海峰')
    expect(
      actorOf(entry('1', 't', { userName: '孙丽萍', onBehalfOfUserName: '郑海峰' }), onBehalf),
    ).toBe('孙丽萍 on behalf of 郑海峰')
  })
})

describe('timelineInOrder', () => {
  it('orders by time, keeping the server order of equal times', () => {
    const entries = [
      entry('b', '2024-03-15T10:00:00.000'),
      entry('a', '2024-03-15T09:00:00.000'),
      entry('c', '2024-03-15T10:00:00.000'),
    ]
    expect(timelineInOrder(entries).map((e) => e.entryId)).toEqual(['a', 'b', 'c'])
  })
})

describe('starterActionsOf', () => {
  it.each([
    [InstanceStatus.Running, 'u1', true],
    [InstanceStatus.Running, 'u2', false],
    [InstanceStatus.Approved, 'u1', false],
    [InstanceStatus.Draft, 'u1', false],
  ])('status %i, user %s → %s', (status, userId, allowed) => {
    expect(starterActionsOf({ status, starterId: 'u1' }, userId)).toEqual({
      canWithdraw: allowed,
      canRemind: allowed,
    })
  })
})

describe('pathWithStates', () => {
  const step = (nodeId: string) => ({ nodeId, name: nodeId, type: 2, multiMode: 1, assignees: [] })
  it('marks passed, current and still to come', () => {
    const marked = pathWithStates(
      [step('start'), step('cost'), step('spec'), step('chief')],
      [{ nodeId: 'spec', name: 'spec', assigneeNames: [] }],
      [entry('1', 't', { nodeId: 'start' }), entry('2', 't', { nodeId: 'cost' })],
    )
    expect(marked.map((s) => s.state)).toEqual(['passed', 'passed', 'current', 'pending'])
  })
})
