import { describe, expect, it } from 'vitest'
import { todoSources as src, todoStatuses as st } from './todo-types.ts'
import {
  compareTodos,
  isTodoActionAllowed,
  isTodoDueToday,
  isTodoOverdue,
  summarizeTodos,
  type TodoAction,
} from './todo-rules.ts'

const now = Date.parse('2024-06-01T10:00:00Z')

describe('to-do rules (business-api.md §6.2)', () => {
  it.each<[number, TodoAction, boolean]>([
    [src.manual, 'update', true],
    [src.manual, 'complete', true],
    [src.manual, 'reopen', true],
    [src.manual, 'delete', true],
    [src.system, 'update', false],
    [src.system, 'complete', true],
    [src.system, 'reopen', true],
    [src.system, 'delete', false],
    [src.workflow, 'complete', false],
    [src.workflow, 'delete', false],
    [src.notice, 'update', false],
    [src.notice, 'reopen', false],
  ])('source %i may %s: %s', (source, action, allowed) => {
    expect(isTodoActionAllowed(source, action)).toBe(allowed)
  })

  it.each([
    [st.pending, '2024-06-01T09:59:59', true, true],
    [st.pending, '2024-06-01T00:00:00', true, true],
    [st.pending, '2024-05-31T23:59:59', true, false],
    [st.pending, '2024-06-01T10:00:00', false, true],
    [st.pending, '2024-06-01T23:59:59.999', false, true],
    [st.pending, '2024-06-02T00:00:00', false, false],
    [st.pending, null, false, false],
    [st.done, '2024-05-01T00:00:00', false, false],
    [st.cancelled, '2024-06-01T12:00:00', false, false],
  ])('status %i due %s: overdue %s, due today %s', (status, dueTime, overdue, today) => {
    expect(isTodoOverdue({ status, dueTime }, now)).toBe(overdue)
    expect(isTodoDueToday({ status, dueTime }, now)).toBe(today)
  })

  it('summarizes pending, overdue and due-today to-dos', () => {
    const todos = [
      { status: st.pending, dueTime: '2024-05-30T08:00:00' },
      { status: st.pending, dueTime: '2024-06-01T18:00:00' },
      { status: st.pending, dueTime: null },
      { status: st.done, dueTime: '2024-05-30T08:00:00' },
    ]
    expect(summarizeTodos(todos, now)).toEqual({ pending: 3, overdue: 1, dueToday: 1 })
  })

  it('orders by status, due time with nulls last, then the newest', () => {
    const row = (id: string, status: number, dueTime: string | null, creationTime: string) => ({ id, status, dueTime, creationTime }) // prettier-ignore
    const rows = [
      row('done', st.done, '2024-01-01T00:00:00', '2024-01-01T00:00:00'),
      row('no-due-old', st.pending, null, '2024-01-01T00:00:00'),
      row('late', st.pending, '2024-07-01T00:00:00', '2024-01-01T00:00:00'),
      row('no-due-new', st.pending, null, '2024-02-01T00:00:00'),
      row('soon', st.pending, '2024-06-02T00:00:00', '2024-01-01T00:00:00'),
    ]
    expect(rows.sort(compareTodos).map((r) => r.id)).toEqual(['soon', 'late', 'no-due-new', 'no-due-old', 'done']) // prettier-ignore
  })
})
