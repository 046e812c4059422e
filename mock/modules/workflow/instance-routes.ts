import { businessNowMs } from '../../core/clock/business-clock.ts'
import { entityNotFound, policyNotGranted } from '../../core/abp-error.ts'
import type { CrudContext } from '../../core/crud/crud-resource.ts'
import { collectIssues, readBooleanFilter, readEnumFilter, readGuidFilter, valueOf } from '../../core/crud/query-filters.ts' // prettier-ignore
import { withCrudContext } from '../../core/crud/with-crud-context.ts'
import { sameId } from '../../core/db/audit.ts'
import { jsonResponse, noContent, type MockResponse } from '../../core/http/mock-http.ts'
import { defineRoute, type BackendRoute } from '../../core/routes/define-route.ts'
import { firstBrokenLink } from './engine/timeline-hash.ts'
import { instanceDetail } from './instance-detail.ts'
import { commitStep, engineEnvFor, workflowEngine } from './instance-runner.ts'
import { findVisibleInstance, monitorPermission, takesPart, tenantInstances } from './workflow-access.ts' // prettier-ignore
import { instanceDto, instanceStatusOf, userNameOf } from './workflow-dtos.ts'
import { instanceStatuses, isRefusal, type EngineAction } from './workflow-engine-port.ts'
import { bodyOf, commentIssues, invalid, pagedAnswer, pageFilter, refusalResponse, signal, staleStamp, text } from './workflow-route-kit.ts' // prettier-ignore
import type { WorkflowInstanceRecord } from './workflow-types.ts'

/**
 * Instances (workflow-api.md §4): started by me, copied to me, the monitor's list, one instance
 * with its row check, and the starter's and the monitor's instance actions (withdraw, remind,
 * comment, cancel) under the instance's concurrency stamp (rule 19).
 */
const path = '/api/workflow/instance'
const accessors = {
  creationTime: (i: WorkflowInstanceRecord) => i.creationTime,
  startTime: (i: WorkflowInstanceRecord) => i.startTime,
  title: (i: WorkflowInstanceRecord) => i.title,
  number: (i: WorkflowInstanceRecord) => i.number,
}
const newestFirst = (a: WorkflowInstanceRecord, b: WorkflowInstanceRecord) => (a.creationTime < b.creationTime ? 1 : a.creationTime > b.creationTime ? -1 : 0) // prettier-ignore
const matches = (filter: string | null, i: WorkflowInstanceRecord) => filter === null || i.title.toLowerCase().includes(filter) || (i.number ?? '').toLowerCase().includes(filter) // prettier-ignore

function listInstances(context: CrudContext, scope: 'my' | 'all'): MockResponse {
  const { query } = context.request
  const status = readEnumFilter(query, 'status', Object.values(instanceStatuses))
  const schemeId = readGuidFilter(query, 'schemeId')
  const projectId = readGuidFilter(query, 'projectId')
  const starterId = readGuidFilter(query, 'starterId')
  const assigneeId = readGuidFilter(query, 'assigneeId')
  const filter = pageFilter(context)
  const rows = tenantInstances(context).filter(
    (i) =>
      (scope === 'all' || sameId(i.starterId, context.caller.userId)) &&
      matches(filter, i) &&
      (valueOf(status) === null || instanceStatusOf(i) === valueOf(status)) &&
      (valueOf(schemeId) === null || sameId(i.schemeId, valueOf(schemeId))) &&
      (valueOf(projectId) === null || sameId(i.projectId, valueOf(projectId))) &&
      (scope === 'my' || valueOf(starterId) === null || sameId(i.starterId, valueOf(starterId))) &&
      (scope === 'my' || valueOf(assigneeId) === null || (i.engine?.tasks ?? []).some((t) => sameId(t.assigneeId, valueOf(assigneeId)))), // prettier-ignore
  )
  const issues = collectIssues([status, schemeId, projectId, starterId, assigneeId])
  return pagedAnswer(context, rows, accessors, newestFirst, (i) => instanceDto(context.db, i, context.culture), issues) // prettier-ignore
}

function listCc(context: CrudContext): MockResponse {
  const isRead = readBooleanFilter(context.request.query, 'isRead')
  const filter = pageFilter(context)
  const rows = context.db.workflowCcs.filter((cc) => {
    if (cc.isDeleted || !sameId(cc.tenantId, context.tenantId) || !sameId(cc.userId, context.caller.userId)) return false // prettier-ignore
    const instance = tenantInstances(context).find((i) => sameId(i.id, cc.instanceId))
    return !!instance && matches(filter, instance) && (valueOf(isRead) === null || cc.isRead === valueOf(isRead)) // prettier-ignore
  })
  return pagedAnswer(
    context,
    rows,
    { creationTime: (cc) => cc.creationTime },
    (a, b) => (a.creationTime < b.creationTime ? 1 : a.creationTime > b.creationTime ? -1 : 0),
    (cc) => ({ id: cc.id, instance: instanceDto(context.db, tenantInstances(context).find((i) => sameId(i.id, cc.instanceId))!, context.culture), fromUserName: userNameOf(context.db, cc.fromUserId), comment: cc.comment, creationTime: cc.creationTime, isRead: cc.isRead }), // prettier-ignore
    collectIssues([isRead]),
  )
}

/** An instance action through the engine; `who` decides whether the caller may take it. */
function instanceAction(
  who: 'starter' | 'participant' | 'monitor',
  toAction: (body: Record<string, unknown>) => EngineAction,
  answer: 'dto' | 'none' | 'entry',
  required = false,
) {
  // prettier-ignore
  return withCrudContext((context) => {
    const body = bodyOf(context)
    const issues = commentIssues(body, required, who === 'participant' ? 'content' : 'reason')
    if (issues.length > 0) return invalid(context, issues)
    const found = findVisibleInstance(context, context.params.id)
    if ('response' in found) return found.response
    const { instance } = found
    const allowed = who === 'monitor' || (who === 'starter' ? sameId(instance.starterId, context.caller.userId) : takesPart(context.db, instance, context.caller.userId)) // prettier-ignore
    if (!allowed) return policyNotGranted(context.culture)
    if (!instance.engine) return policyNotGranted(context.culture)
    const stale = staleStamp(context, body, instance.concurrencyStamp)
    if (stale) return stale
    const now = businessNowMs()
    const step = workflowEngine.apply(instance.engine, toAction(body), context.caller.userId, engineEnvFor(context.db, instance, now)) // prettier-ignore
    if (isRefusal(step)) return refusalResponse(context, step)
    signal(context, commitStep(context.db, instance, step, now, context.caller.userId))
    if (answer === 'none') return noContent()
    if (answer === 'entry') return jsonResponse(200, instance.engine.timeline.at(-1))
    return jsonResponse(200, instanceDto(context.db, instance, context.culture))
  })
}

export const instanceRoutes: BackendRoute[] = [
  defineRoute({ method: 'GET', pattern: `${path}/my`, permission: 'Workflow.Approval', handle: withCrudContext((c) => listInstances(c, 'my')) }), // prettier-ignore
  defineRoute({ method: 'GET', pattern: `${path}/cc`, permission: 'Workflow.Approval', handle: withCrudContext(listCc) }), // prettier-ignore
  defineRoute({
    method: 'POST',
    pattern: `${path}/cc/:id/read`,
    permission: 'Workflow.Approval',
    handle: withCrudContext((context) => {
      const cc = context.db.workflowCcs.find((row) => !row.isDeleted && sameId(row.id, context.params.id) && sameId(row.tenantId, context.tenantId) && sameId(row.userId, context.caller.userId)) // prettier-ignore
      if (!cc) return entityNotFound(context.culture, 'WorkflowCc', context.params.id)
      if (!cc.isRead) {
        cc.isRead = true
        signal(context, [cc.userId])
      }
      return noContent()
    }),
  }),
  defineRoute({ method: 'GET', pattern: path, permission: monitorPermission, handle: withCrudContext((c) => listInstances(c, 'all')) }), // prettier-ignore
  defineRoute({
    method: 'GET',
    pattern: `${path}/:id`,
    permission: 'Workflow.Approval',
    handle: withCrudContext((context) => {
      const found = findVisibleInstance(context, context.params.id)
      return 'response' in found ? found.response : jsonResponse(200, instanceDetail(context, found.instance)) // prettier-ignore
    }),
  }),
  // Beyond the contract: the chain checked on the server, for a page without crypto.subtle (plain
  // http on a site network) — the instance page says who checked it. Readers as GET {id}.
  defineRoute({
    method: 'GET',
    pattern: `${path}/:id/chain`,
    permission: 'Workflow.Approval',
    handle: withCrudContext((context) => {
      const found = findVisibleInstance(context, context.params.id)
      if ('response' in found) return found.response
      const timeline = found.instance.engine?.timeline ?? []
      const brokenAt = firstBrokenLink(timeline as Parameters<typeof firstBrokenLink>[0])
      return jsonResponse(200, brokenAt < 0 ? { intact: true, entries: timeline.length } : { intact: false, brokenAt }) // prettier-ignore
    }),
  }),
  defineRoute({ method: 'POST', pattern: `${path}/:id/withdraw`, permission: 'Workflow.Approval', reads: { body: ['reason', 'concurrencyStamp'] }, handle: instanceAction('starter', (b) => ({ type: 'withdraw', comment: text(b, 'reason') ?? undefined }), 'dto') }), // prettier-ignore
  defineRoute({ method: 'POST', pattern: `${path}/:id/remind`, permission: 'Workflow.Approval', reads: { body: ['concurrencyStamp'] }, handle: instanceAction('starter', () => ({ type: 'remind' }), 'none') }), // prettier-ignore
  defineRoute({ method: 'POST', pattern: `${path}/:id/comment`, permission: 'Workflow.Approval', reads: { body: ['content'] }, handle: instanceAction('participant', (b) => ({ type: 'comment', comment: text(b, 'content') ?? '' }), 'entry', true) }), // prettier-ignore
  defineRoute({ method: 'POST', pattern: `${path}/:id/cancel`, permission: 'Workflow.Task.Cancel', reads: { body: ['reason', 'concurrencyStamp'] }, handle: instanceAction('monitor', (b) => ({ type: 'cancel', comment: text(b, 'reason') ?? '' }), 'dto', true) }), // prettier-ignore
]
