import type { Dayjs } from 'dayjs'
import { NoticeStatus } from '@/modules/notice/api/notice-api'
import { toAbpDateTime } from '@/utils/abp-date'

/** Pure rules of the publishing page (business-api.md §6.1). */

/** What a notice's row allows, by its status (each button also needs its permission child). */
export interface NoticeRowActions {
  /** Edit and publish: drafts and withdrawn notices only (else `Base:NoticeNotEditable`). */
  editable: boolean
  /** Withdraw: published ones only, a scheduled one too (else `Base:NoticeNotPublished`). */
  withdrawable: boolean
}

export function noticeRowActions(status: NoticeStatus): NoticeRowActions {
  const editable = status === NoticeStatus.Draft || status === NoticeStatus.Withdrawn
  return { editable, withdrawable: status === NoticeStatus.Published }
}

/** How far in the past a publish time may lie (the server's tolerance: a slow form, clock skew). */
export const publishTimeToleranceMs = 5 * 60_000

/** A later publish time more than 5 minutes ago is refused (V5 on `publishTime`). */
export function isPublishTimeTooEarly(timeMs: number, nowMs: number): boolean {
  return timeMs < nowMs - publishTimeToleranceMs
}

/** A published notice whose time has not come yet: readers do not see it before then. */
export function isScheduled(
  notice: { status: NoticeStatus; publishTime: string | null },
  nowMs: number,
): boolean {
  if (notice.status !== NoticeStatus.Published || !notice.publishTime) return false
  const at = Date.parse(notice.publishTime)
  return !Number.isNaN(at) && at > nowMs
}

export type PublishWhen = 'now' | 'later'

/** The publish body's `publishTime`: null = now; a later time as ABP's wall-clock time. */
export function toPublishTime(when: PublishWhen, at: Dayjs | null | undefined): string | null {
  return when === 'now' ? null : toAbpDateTime(at)
}
