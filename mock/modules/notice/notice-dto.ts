import { auditedDto } from '../../core/crud/crud-resource.ts'
import type { NoticeReadRecord, NoticeRecord } from './notice-types.ts'
import type { MockDatabase } from '../../core/db/types.ts'
import { noticeSummary } from './notice-rules.ts'
import { projectNameOf } from '../project/project-access.ts'

/** `NoticeDto` of the management routes (business-api.md §6.1). */
export function toNoticeDto(row: NoticeRecord, db: MockDatabase) {
  return {
    ...auditedDto(row),
    title: row.title,
    content: row.content,
    contentFormat: row.contentFormat,
    projectId: row.projectId,
    projName: projectNameOf(db, row.tenantId, row.projectId),
    isPinned: row.isPinned,
    status: row.status,
    publishTime: row.publishTime,
    publisherId: row.publisherId,
    publisherName: row.publisherName,
    readCount: db.noticeReads.filter((mark) => mark.noticeId === row.id).length,
  }
}

/** `MyNoticeDto`: what a reader sees in lists; `my/{id}` adds the content. */
export function toMyNoticeDto(row: NoticeRecord, db: MockDatabase, mark?: NoticeReadRecord) {
  return {
    id: row.id,
    title: row.title,
    summary: noticeSummary(row.content),
    contentFormat: row.contentFormat,
    projectId: row.projectId,
    projName: projectNameOf(db, row.tenantId, row.projectId),
    isPinned: row.isPinned,
    publishTime: row.publishTime,
    publisherName: row.publisherName,
    isRead: mark !== undefined,
    readTime: mark?.readTime ?? null,
  }
}
