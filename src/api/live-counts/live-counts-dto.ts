/**
 * The signed-in user's counts of what is new, with the fields of the live counts stream
 * (workflow-api.md §8): `todoPending` / `todoOverdue` = `todo/my/summary` `pending` / `overdue`,
 * `noticeUnread` = `notice/my/unread-count`. The stream gives all six; the bell's polling (the
 * fallback while the stream is down) the approval ones too (`workflow/task/summary`) only for a
 * holder of Workflow.Approval, so they stay optional.
 */
export interface LiveCounts {
  todoPending: number
  todoOverdue: number
  noticeUnread: number
  approvalTodo?: number
  approvalOverdue?: number
  ccUnread?: number
}
