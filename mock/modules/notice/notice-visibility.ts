import { liveRows } from '../../core/db/database.ts'
import { sameId } from '../../core/db/audit.ts'
import type { NoticeReadRecord, NoticeRecord } from './notice-types.ts'
import type { MockDatabase } from '../../core/db/types.ts'
import { isNoticeLive } from './notice-rules.ts'
import { userHasProjectGrant } from '../project/project-access.ts'

/** Who reads the "my" routes: a user of a tenant, at a moment. */
export interface NoticeReader {
  db: MockDatabase
  tenantId: string | null
  userId: string
  nowMs: number
}

/**
 * The notices a user sees (§6.1): their tenant's, published with `publishTime ≤ now`, tenant-wide
 * or of a project the user holds a grant on.
 */
export function visibleNotices({ db, tenantId, userId, nowMs }: NoticeReader): NoticeRecord[] {
  return liveRows(db.notices, tenantId).filter(
    (notice) =>
      isNoticeLive(notice, nowMs) &&
      (notice.projectId === null || userHasProjectGrant(db, userId, notice.projectId)),
  )
}

export function findVisibleNotice(reader: NoticeReader, id: string): NoticeRecord | undefined {
  return visibleNotices(reader).find((notice) => sameId(notice.id, id))
}

/** The user's read marks by notice id. */
export function readMarksOf({ db, tenantId, userId }: NoticeReader): Map<string, NoticeReadRecord> {
  const marks = db.noticeReads.filter(
    (mark) => sameId(mark.tenantId, tenantId) && sameId(mark.userId, userId),
  )
  return new Map(marks.map((mark) => [mark.noticeId, mark]))
}

/** How many of the notices the user sees they have not read (`my/unread-count`, the live counts). */
export function unreadCount(reader: NoticeReader): number {
  const marks = readMarksOf(reader)
  return visibleNotices(reader).filter((notice) => !marks.has(notice.id)).length
}
