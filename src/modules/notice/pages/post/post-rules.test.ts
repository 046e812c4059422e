import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import { NoticeStatus } from '@/modules/notice/api/notice-api'
import { isPublishTimeTooEarly, isScheduled, noticeRowActions, toPublishTime } from './post-rules'

describe('noticeRowActions', () => {
  it.each([
    [NoticeStatus.Draft, { editable: true, withdrawable: false }],
    [NoticeStatus.Published, { editable: false, withdrawable: true }],
    [NoticeStatus.Withdrawn, { editable: true, withdrawable: false }],
  ])('status %s allows %o', (status, allowed) => {
    expect(noticeRowActions(status)).toEqual(allowed)
  })
})

describe('isPublishTimeTooEarly', () => {
  const now = Date.parse('2026-03-01T08:00:00Z')
  const minute = 60_000
  it.each([
    ['an hour later', now + 60 * minute, false],
    ['now', now, false],
    ['4 minutes ago', now - 4 * minute, false],
    ['exactly 5 minutes ago', now - 5 * minute, false],
    ['5 minutes and a second ago', now - 5 * minute - 1000, true],
    ['yesterday', now - 24 * 60 * minute, true],
  ])('%s → %s', (_label, time, refused) => {
    expect(isPublishTimeTooEarly(time, now)).toBe(refused)
  })
})

describe('isScheduled', () => {
  const now = Date.parse('2026-03-01T08:00:00')
  it.each([
    [NoticeStatus.Published, '2026-03-02T08:00:00', true],
    [NoticeStatus.Published, '2026-02-28T08:00:00', false],
    [NoticeStatus.Published, null, false],
    [NoticeStatus.Withdrawn, '2026-03-02T08:00:00', false],
    [NoticeStatus.Draft, null, false],
  ])('status %s at %s → %s', (status, publishTime, scheduled) => {
    expect(isScheduled({ status, publishTime }, now)).toBe(scheduled)
  })
})

describe('toPublishTime', () => {
  const at = dayjs('2026-03-01T09:30:00')
  it('sends null for now, whatever time was picked', () => {
    expect(toPublishTime('now', at)).toBeNull()
  })
  it('sends a later time as the wall-clock time, without an offset', () => {
    expect(toPublishTime('later', at)).toBe('2026-03-01T09:30:00')
  })
})
