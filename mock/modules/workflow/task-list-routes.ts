import { businessNowMs } from '../../core/clock/business-clock.ts'
import { readBooleanFilter, readEnumFilter, readGuidFilter, collectIssues, valueOf } from '../../core/crud/query-filters.ts' // prettier-ignore
import type { CrudContext } from '../../core/crud/crud-resource.ts'
import { withCrudContext } from '../../core/crud/with-crud-context.ts'
import { sameId } from '../../core/db/audit.ts'
import { jsonResponse, type MockResponse } from '../../core/http/mock-http.ts'
import { defineRoute, type BackendRoute } from '../../core/routes/define-route.ts'
import { taskDetail } from './instance-detail.ts'
import { findTaskOf, monitorPermission, tenantInstances } from './workflow-access.ts'
import { countsIn } from './workflow-counts.ts'
import { isTaskOverdue, taskDto } from './workflow-dtos.ts'
import { taskStatuses as ts, type EngineTask } from './workflow-engine-port.ts'
import { pagedAnswer, pageFilter } from './workflow-route-kit.ts'
import type { WorkflowInstanceRecord } from './workflow-types.ts'

/**
 * The task lists (workflow-api.md §4): my to-do (待办, delegated ones marked `onBehalfOf`), my done
 * (已办), my counts, one task with what I may do, and the monitor's list of every task.
 */
type Row = { instance: WorkflowInstanceRecord; task: EngineTask }
const path = '/api/workflow/task'
const handled = new Set<number>([
  ts.approved,
  ts.rejected,
  ts.returned,
  ts.transferred,
  ts.delegated,
])

function taskRows(context: CrudContext, keep: (row: Row) => boolean): Row[] {
  const rows: Row[] = []
  for (const instance of tenantInstances(context)) {
    for (const task of instance.engine?.tasks ?? []) if (keep({ instance, task })) rows.push({ instance, task }) // prettier-ignore
  }
  return rows
}

const matches = (filter: string | null, { instance }: Row) => filter === null || instance.title.toLowerCase().includes(filter) || (instance.number ?? '').toLowerCase().includes(filter) // prettier-ignore

const accessors = {
  creationTime: (r: Row) => r.task.creationTime,
  completedTime: (r: Row) => r.task.completedTime,
  dueTime: (r: Row) => r.task.dueTime,
  title: (r: Row) => r.instance.title,
}

function listTasks(
  context: CrudContext,
  keep: (row: Row) => boolean,
  order: (a: Row, b: Row) => number,
  extra: { monitor?: boolean } = {},
): MockResponse {
  // prettier-ignore
  const { query } = context.request
  const schemeId = readGuidFilter(query, 'schemeId')
  const projectId = readGuidFilter(query, 'projectId')
  const isOverdue = readBooleanFilter(query, 'isOverdue')
  const assigneeId = readGuidFilter(query, 'assigneeId')
  const status = readEnumFilter(query, 'status', Object.values(ts))
  // Beyond the contract: `onBehalfOf=true` keeps the tasks held for others (the delegations page).
  const onBehalfOf = readBooleanFilter(query, 'onBehalfOf')
  const filters = extra.monitor ? [schemeId, isOverdue, assigneeId, status] : [schemeId, projectId, isOverdue, onBehalfOf] // prettier-ignore
  const now = businessNowMs()
  const filter = pageFilter(context)
  const rows = taskRows(
    context,
    (row) =>
      keep(row) &&
      matches(filter, row) &&
      (valueOf(schemeId) === null || sameId(row.instance.schemeId, valueOf(schemeId))) &&
      (extra.monitor ||
        valueOf(projectId) === null ||
        sameId(row.instance.projectId, valueOf(projectId))) && // prettier-ignore
      (valueOf(isOverdue) === null || isTaskOverdue(row.task, now) === valueOf(isOverdue)) &&
      (valueOf(onBehalfOf) === null || (row.task.onBehalfOfId !== null) === valueOf(onBehalfOf)) &&
      (!extra.monitor ||
        valueOf(assigneeId) === null ||
        sameId(row.task.assigneeId, valueOf(assigneeId))) && // prettier-ignore
      (!extra.monitor || valueOf(status) === null || row.task.status === valueOf(status)),
  )
  return pagedAnswer(context, rows, accessors, order, (r) => taskDto(context.db, r.instance, r.task, context.culture, now), collectIssues(filters)) // prettier-ignore
}

const mine = (context: CrudContext, task: EngineTask) => sameId(task.assigneeId, context.caller.userId) // prettier-ignore

export const taskListRoutes: BackendRoute[] = [
  defineRoute({
    method: 'GET',
    pattern: `${path}/todo`,
    permission: 'Workflow.Approval',
    handle: withCrudContext((context) => listTasks(context, ({ task }) => mine(context, task) && task.status === ts.pending, (a, b) => a.task.creationTime - b.task.creationTime)), // prettier-ignore
  }),
  defineRoute({
    method: 'GET',
    pattern: `${path}/done`,
    permission: 'Workflow.Approval',
    handle: withCrudContext((context) => listTasks(context, ({ task }) => mine(context, task) && handled.has(task.status), (a, b) => (b.task.completedTime ?? b.task.creationTime) - (a.task.completedTime ?? a.task.creationTime))), // prettier-ignore
  }),
  defineRoute({
    method: 'GET',
    pattern: `${path}/summary`,
    permission: 'Workflow.Approval',
    handle: withCrudContext((context) => {
      const counts = countsIn(context.db, context.tenantId, context.caller.userId, businessNowMs())
      return jsonResponse(200, counts)
    }),
  }),
  defineRoute({
    method: 'GET',
    pattern: path,
    permission: monitorPermission,
    handle: withCrudContext((context) => listTasks(context, () => true, (a, b) => b.task.creationTime - a.task.creationTime, { monitor: true })), // prettier-ignore
  }),
  defineRoute({
    method: 'GET',
    pattern: `${path}/:id`,
    permission: 'Workflow.Approval',
    handle: withCrudContext((context) => {
      const found = findTaskOf(context, context.params.id)
      if ('response' in found) return found.response
      return jsonResponse(200, taskDetail(context, found.instance, found.task))
    }),
  }),
]
