/** Workflow tasks (流程任务, the monitor; workflow-api.md §4, Workflow.Task). */

/** Every instance of the tenant: My approvals' filters and `starterId`, `assigneeId`. */
export interface MonitorInstanceFilters {
  status: string
  schemeId: string
  projectId: string
  starterId: string
  assigneeId: string
}

/** Every task of the tenant. */
export interface MonitorTaskFilters {
  assigneeId: string
  schemeId: string
  status: string
  isOverdue: string
}

/** A stuck task goes to another user (Workflow.Task.Reassign). */
export interface ReassignDto {
  userId: string
  reason: string
}

/** An instance ends as Cancelled (Workflow.Task.Cancel); the reason is required (V1). */
export interface CancelInstanceDto {
  reason: string
}
