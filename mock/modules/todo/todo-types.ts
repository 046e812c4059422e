import type { AuditedRecord } from '../../core/db/audited-record.ts'

/** To-dos (business-api.md §6.2). */

export const todoSources = { workflow: 1, notice: 2, system: 3, manual: 4 } as const
export const todoStatuses = { pending: 1, done: 2, cancelled: 3 } as const

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

declare module '../../core/db/types.ts' {
  /** The module's tables (declaration merging: the database is the sum of the modules'). */
  interface MockDatabase {
    todos: TodoRecord[]
  }
}
