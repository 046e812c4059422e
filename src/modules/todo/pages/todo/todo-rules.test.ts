import { describe, expect, it } from 'vitest'
import { TodoSource, TodoStatus } from '@/modules/todo/api/todo-api'
import {
  isTodoActionAllowed,
  isTodoOverdue,
  readStatusFilter,
  statusActionOf,
  todoRefusalKey,
  type TodoRowAction,
} from './todo-rules'

const { Workflow, Notice, System, Manual } = TodoSource

describe('isTodoActionAllowed / todoRefusalKey', () => {
  it.each<[TodoSource, TodoRowAction, boolean, string | undefined]>([
    [Manual, 'update', true, undefined],
    [Manual, 'delete', true, undefined],
    [Manual, 'complete', true, undefined],
    [Manual, 'reopen', true, undefined],
    [System, 'complete', true, undefined],
    [System, 'reopen', true, undefined],
    [System, 'update', false, 'managedBy.system'],
    [System, 'delete', false, 'managedBy.system'],
    [Workflow, 'complete', false, 'managedBy.workflow'],
    [Workflow, 'update', false, 'managedBy.workflow'],
    [Notice, 'reopen', false, 'managedBy.notice'],
    [Notice, 'delete', false, 'managedBy.notice'],
  ])('source %i, %s → %s', (source, action, allowed, reason) => {
    expect(isTodoActionAllowed(source, action)).toBe(allowed)
    expect(todoRefusalKey(source, action)).toBe(reason)
  })
})

describe('statusActionOf', () => {
  it.each([
    [TodoStatus.Pending, 'complete'],
    [TodoStatus.Done, 'reopen'],
    [TodoStatus.Cancelled, 'reopen'],
  ] as const)('%i → %s', (status, action) => {
    expect(statusActionOf(status)).toBe(action)
  })
})

describe('isTodoOverdue', () => {
  it.each([
    [TodoStatus.Pending, true, true],
    [TodoStatus.Pending, false, false],
    [TodoStatus.Done, true, false],
    [TodoStatus.Cancelled, true, false],
  ] as const)('status %i, isOverdue %s → %s', (status, isOverdue, shown) => {
    expect(isTodoOverdue({ status, isOverdue })).toBe(shown)
  })
})

describe('readStatusFilter', () => {
  it.each([
    ['1', TodoStatus.Pending],
    ['2', TodoStatus.Done],
    ['3', TodoStatus.Cancelled],
    ['4', undefined],
    ['x', undefined],
    [undefined, undefined],
  ])('%s → %s', (value, status) => {
    expect(readStatusFilter(value)).toBe(status)
  })
})
