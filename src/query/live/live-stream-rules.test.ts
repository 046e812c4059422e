import { describe, expect, it } from 'vitest'
import { openOutcome, parseCounts, reconnectDelay } from './live-stream-rules'

const counts = {
  todoPending: 3,
  todoOverdue: 1,
  approvalTodo: 2,
  approvalOverdue: 0,
  ccUnread: 4,
  noticeUnread: 5,
}

describe('parseCounts', () => {
  it.each<[string, string, unknown]>([
    ['the six counts', JSON.stringify(counts), counts],
    ['unknown fields are left out', JSON.stringify({ ...counts, extra: 1 }), counts],
    ['a missing field', JSON.stringify({ ...counts, ccUnread: undefined }), null],
    ['a negative count', JSON.stringify({ ...counts, todoPending: -1 }), null],
    ['a fraction', JSON.stringify({ ...counts, noticeUnread: 1.5 }), null],
    ['a count as text', JSON.stringify({ ...counts, approvalTodo: '2' }), null],
    ['not JSON (a proxy’s page)', '<html>', null],
    ['JSON but no object', '7', null],
    ['null', 'null', null],
  ])('%s', (_, data, expected) => {
    expect(parseCounts(data)).toEqual(expected)
  })
})

describe('openOutcome', () => {
  it.each<[number, string | null, string]>([
    [200, 'text/event-stream; charset=utf-8', 'read'],
    [200, 'text/event-stream', 'read'],
    [200, 'text/html', 'retry'],
    [200, null, 'retry'],
    [401, 'application/json', 'renew'],
    [403, null, 'retry'],
    [503, 'application/json', 'retry'],
    [502, 'text/html', 'retry'],
  ])('%i %s → %s', (status, type, expected) => {
    expect(openOutcome(status, type)).toBe(expected)
  })
})

describe('reconnectDelay', () => {
  it.each([
    ['a stream that lasted (its token expired): at once', 3_600_000, 0],
    ['one that lasted exactly the wait', 5_000, 0],
    ['one cut at once (a server refusing it): after the wait', 20, 5_000],
  ])('%s', (_, openForMs, expected) => {
    expect(reconnectDelay(openForMs, 5_000)).toBe(expected)
  })
})
