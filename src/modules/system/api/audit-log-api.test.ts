import { describe, expect, it } from 'vitest'
import { toAuditLogQuery } from './audit-log-api'

const paging = { skipCount: 0, maxResultCount: 50 }

describe('toAuditLogQuery', () => {
  it.each([
    ['no time range', { url: '/api/x' }, { url: '/api/x' }],
    [
      'a whole range',
      { time: '2024-03-01T00:00:00~2024-03-02T00:00:00' },
      { startTime: '2024-03-01T00:00:00', endTime: '2024-03-02T00:00:00' },
    ],
    ['an open end', { time: '2024-03-01T00:00:00~' }, { startTime: '2024-03-01T00:00:00' }],
    ['an open start', { time: '~2024-03-02T00:00:00' }, { endTime: '2024-03-02T00:00:00' }],
    [
      'the other filters as they are',
      { httpStatusCode: '500', hasException: 'true', sorting: 'executionTime desc' },
      { httpStatusCode: '500', hasException: 'true', sorting: 'executionTime desc' },
    ],
  ])('sends %s', (_label, filters, expected) => {
    expect(toAuditLogQuery({ ...paging, ...filters })).toEqual({ ...paging, ...expected })
  })
})
