import type { MockDatabase } from '../db/types.ts'

/**
 * The counts of the live stream (workflow-api.md §8): to-dos = `todo/my/summary`, approvals =
 * `workflow/task/summary`, notices = `notice/my/unread-count`, for one user.
 */
export interface LiveCountsDto {
  todoPending: number
  todoOverdue: number
  approvalTodo: number
  approvalOverdue: number
  ccUnread: number
  noticeUnread: number
}

/** Whose counts, read at one moment. */
export interface CountsReader {
  db: MockDatabase
  tenantId: string | null
  userId: string
  nowMs: number
}

/**
 * A module's part of the counts (MockModule.liveCounts): the fields it owns, computed as its own
 * endpoints compute them. Fields no installed module gives are 0.
 */
export type LiveCountsSource = (reader: CountsReader) => Partial<LiveCountsDto>
