import { describe, expect, it } from 'vitest'
import { noticeStatuses as s } from './notice-types.ts'
import {
  compareMyNotices,
  isNoticeEditable,
  isNoticeLive,
  isPublishTimeTooEarly,
  isUnsafeNoticeContent,
  noticeSummary,
} from './notice-rules.ts'

describe('notice rules (business-api.md §6.1)', () => {
  it.each([
    ['plain text', false],
    ['<SCRIPT>alert(1)</script>', true],
    ['[x](JavaScript:alert(1))', true],
    ['vbscript:msgbox', true],
    ['![img](data:image/png;base64,AAAA)', true],
    ['<b>script</b> and javascript are words', false],
    ['<scripts> still contains the marker', true],
    ['metadata: none', true],
  ])('content %j unsafe: %s', (content, unsafe) => {
    expect(isUnsafeNoticeContent(content)).toBe(unsafe)
  })

  it.each([
    ['short', 'short'],
    ['a\nb\r\nc\rd', 'a b c d'],
    ['字'.repeat(130), '字'.repeat(120)],
    [`${'x'.repeat(119)}\nyz`, `${'x'.repeat(119)} `],
  ])('summary of %j', (content, summary) => {
    expect(noticeSummary(content)).toBe(summary)
  })

  it.each([
    [s.draft, true],
    [s.published, false],
    [s.withdrawn, true],
  ])('status %i editable: %s', (status, editable) => {
    expect(isNoticeEditable(status)).toBe(editable)
  })

  it.each([
    [-6 * 60_000, true],
    [-4 * 60_000, false],
    [0, false],
    [86_400_000, false],
  ])('a publish time %i ms from now is too early: %s', (offset, early) => {
    const now = Date.parse('2024-06-01T08:00:00Z')
    expect(isPublishTimeTooEarly(now + offset, now)).toBe(early)
  })

  it.each([
    [s.published, '2024-06-01T07:59:59', true],
    [s.published, '2024-06-01T08:00:00', true],
    [s.published, '2024-06-01T08:00:01', false],
    [s.published, null, false],
    [s.withdrawn, '2024-05-01T08:00:00', false],
    [s.draft, null, false],
  ])('status %i published at %s is live: %s', (status, publishTime, live) => {
    expect(isNoticeLive({ status, publishTime }, Date.parse('2024-06-01T08:00:00Z'))).toBe(live)
  })

  it('orders pinned first, then by publish time, newest first', () => {
    const row = (id: string, isPinned: boolean, publishTime: string) => ({ id, isPinned, publishTime, creationTime: '2024-01-01T00:00:00' }) // prettier-ignore
    const rows = [
      row('a', false, '2024-05-01T00:00:00'),
      row('b', true, '2024-01-01T00:00:00'),
      row('c', false, '2024-06-01T00:00:00'),
      row('d', true, '2024-02-01T00:00:00'),
    ]
    expect(rows.sort(compareMyNotices).map((r) => r.id)).toEqual(['d', 'b', 'c', 'a'])
  })
})
