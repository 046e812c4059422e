import type { AuditedRecord } from '../../core/db/audited-record.ts'

/** Notices (business-api.md §6.1). */

export const noticeStatuses = { draft: 1, published: 2, withdrawn: 3 } as const
export const contentFormats = { plainText: 1, markdown: 2 } as const

/** A notice (通知公告). `projectId` null = every user of the tenant. */
export interface NoticeRecord extends AuditedRecord {
  title: string
  content: string
  contentFormat: number
  projectId: string | null
  isPinned: boolean
  status: number
  /** Set by publish; kept on withdraw. A later time schedules the notice. */
  publishTime: string | null
  publisherId: string | null
  publisherName: string | null
}

/** One user's first reading of a notice; kept when the notice is withdrawn. */
export interface NoticeReadRecord {
  id: string
  tenantId: string | null
  noticeId: string
  userId: string
  readTime: string
}

declare module '../../core/db/types.ts' {
  /** The module's tables (declaration merging: the database is the sum of the modules'). */
  interface MockDatabase {
    notices: NoticeRecord[]
    noticeReads: NoticeReadRecord[]
  }
}
