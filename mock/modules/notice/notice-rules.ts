import { compareValues } from '../../core/crud/paging.ts'
import { clockTimeMs, minuteMs } from '../../core/db/clock-time.ts'
import { noticeStatuses, type NoticeRecord } from './notice-types.ts'

/** Pure rules of notices (business-api.md §6.1). */

/** Content that could run script when shown (case-insensitive) → V5 on `content`. */
const unsafeContentMarkers = ['<script', 'javascript:', 'vbscript:', 'data:']

export function isUnsafeNoticeContent(content: string): boolean {
  const lower = content.toLowerCase()
  return unsafeContentMarkers.some((marker) => lower.includes(marker))
}

export const summaryLength = 120

/** The first 120 characters of the content, line breaks turned into spaces. */
export function noticeSummary(content: string): string {
  return Array.from(content.replace(/\r\n|\r|\n/g, ' '))
    .slice(0, summaryLength)
    .join('')
}

/** Update and publish are for drafts and withdrawn notices only. */
export function isNoticeEditable(status: number): boolean {
  return status === noticeStatuses.draft || status === noticeStatuses.withdrawn
}

/** How far in the past a publish time may lie (clock skew, a slow form). */
export const publishTimeTolerance = 5 * minuteMs

/** A requested publish time more than 5 minutes ago → V5 on `publishTime`. */
export function isPublishTimeTooEarly(requestedMs: number, nowMs: number): boolean {
  return requestedMs < nowMs - publishTimeTolerance
}

/** Published and due: a later publish time keeps a notice scheduled. */
export function isNoticeLive(
  notice: Pick<NoticeRecord, 'status' | 'publishTime'>,
  nowMs: number,
): boolean {
  const publishedMs = clockTimeMs(notice.publishTime)
  return notice.status === noticeStatuses.published && publishedMs !== null && publishedMs <= nowMs
}

type Ordered = Pick<NoticeRecord, 'isPinned' | 'publishTime' | 'creationTime' | 'id'>

/** The fixed order of "my" notices: pinned first, then the newest; ties by creation. */
export function compareMyNotices(a: Ordered, b: Ordered): number {
  return (
    Number(b.isPinned) - Number(a.isPinned) ||
    (clockTimeMs(b.publishTime) ?? 0) - (clockTimeMs(a.publishTime) ?? 0) ||
    compareValues(b.creationTime, a.creationTime) ||
    compareValues(a.id, b.id)
  )
}

/** The management list's default order: `creationTime desc`. */
export function compareNoticesByCreation(a: Ordered, b: Ordered): number {
  return compareValues(b.creationTime, a.creationTime) || compareValues(a.id, b.id)
}
