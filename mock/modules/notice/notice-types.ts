import type { AuditedRecord } from '../../core/db/audited-record.ts'

/** Notices and to-dos (business-api.md §6.1–6.2). */

export const noticeStatuses = { draft: 1, published: 2, withdrawn: 3 } as const
export const contentFormats = { plainText: 1, markdown: 2 } as const
export const todoSources = { workflow: 1, notice: 2, system: 3, manual: 4 } as const
export const todoStatuses = { pending: 1, done: 2, cancelled: 3 } as const

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

/** A to-do of one user; only Manual ones are created through the API. */
export interface TodoRecord extends AuditedRecord {
  userId: string
  title: string
  source: number
  /** e.g. a workflow task id or a notice id. */
  sourceId: string | null
  /** An in-app path such as `/notice/view?id=…`, never an absolute URL. */
  link: string | null
  projectId: string | null
  dueTime: string | null
  status: number
  completedTime: string | null
  remark: string | null
}
