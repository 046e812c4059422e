import type { InstanceStatus, SummaryItemDto } from './instance-dtos'

/** Task and instance lists of My approvals (workflow-api.md §4); a task is task-dtos' `TaskDto`. */

/** `InstanceSummaryDto` (Started by me, Copied to me, Workflow tasks). */
export interface InstanceSummaryDto {
  id: string
  number: string | null
  title: string
  schemeId: string
  schemeName: string | null
  schemeVersion: number | null
  projectId: string
  projName: string | null
  htdId: string | null
  htdName: string | null
  starterId: string
  starterName: string | null
  status: InstanceStatus
  currentNodes: { nodeId: string; name: string; assigneeNames: string[] }[]
  summary: SummaryItemDto[]
  startTime: string | null
  endTime: string | null
  creationTime: string
  concurrencyStamp: string
}

/** `CcDto`: an instance copied to me. */
export interface CcDto {
  id: string
  instance: InstanceSummaryDto
  fromUserName: string | null
  comment: string | null
  creationTime: string
  isRead: boolean
}

/** `task/summary`: the counts of My approvals' tabs (§8's approvalTodo is `todo`). */
export interface TaskSummaryDto {
  todo: number
  overdue: number
  ccUnread: number
  delegatedToMe: number
}

/**
 * To do: `filter` (title, number), `schemeId`, `projectId`, `isOverdue`; oldest first.
 * `onBehalfOf` (beyond the contract, answered by the embedded backend): only the tasks a standing
 * delegation gave me (`true`), the Delegations page's list of what I hold for others.
 */
export interface TodoTaskFilters {
  schemeId: string
  projectId: string
  isOverdue: string
  onBehalfOf: boolean
}

/** Started by me: `status`, `schemeId`, `projectId`, `filter`; newest first. */
export interface MyInstanceFilters {
  status: string
  schemeId: string
  projectId: string
}

/** Copied to me: `isRead`, `filter`. */
export interface CcFilters {
  isRead: string
}
