/** Task and instance lists of My approvals (workflow-api.md §4). */

/** Instance status (§3): a Draft is saved, not submitted. */
export const InstanceStatus = {
  Draft: 0,
  Running: 1,
  Approved: 2,
  Rejected: 3,
  Withdrawn: 4,
  Cancelled: 5,
} as const
export type InstanceStatus = (typeof InstanceStatus)[keyof typeof InstanceStatus]

export const TaskStatus = {
  Pending: 1,
  Approved: 2,
  Rejected: 3,
  Returned: 4,
  Transferred: 5,
  Delegated: 6,
  Cancelled: 7,
  Skipped: 8,
} as const
export type TaskStatus = (typeof TaskStatus)[keyof typeof TaskStatus]

/** A label and its display value, from the scheme's summary fields. */
export interface SummaryItem {
  label: string
  value: string
}

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
  summary: SummaryItem[]
  startTime: string | null
  endTime: string | null
  creationTime: string
  concurrencyStamp: string
}

/** `TaskDto`: a delegated task names whom it is handled for (`onBehalfOfName`). */
export interface TaskDto {
  id: string
  instanceId: string
  number: string | null
  title: string
  schemeName: string | null
  nodeId: string
  nodeName: string
  projName: string | null
  htdName: string | null
  starterName: string | null
  assigneeId: string
  assigneeName: string | null
  /** The task this one was delegated (委派) from: its assignee. */
  ownerName?: string | null
  /** A standing delegation's delegator. */
  onBehalfOfName?: string | null
  status: TaskStatus
  dueTime: string | null
  isOverdue: boolean
  creationTime: string
  completedTime: string | null
  summary: SummaryItem[]
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
