import { entityNotFound, policyNotGranted } from '../../core/abp-error.ts'
import { isGranted } from '../../core/auth/permission-check.ts'
import { businessNowMs } from '../../core/clock/business-clock.ts'
import { businessError } from '../../core/crud/business-error.ts'
import { auditedDto, type CrudContext } from '../../core/crud/crud-resource.ts'
import { collectIssues, readBooleanFilter, readEnumFilter, readGuidFilter, valueOf } from '../../core/crud/query-filters.ts' // prettier-ignore
import { isGuid, type ValidationIssue } from '../../core/crud/validation.ts'
import { withCrudContext } from '../../core/crud/with-crud-context.ts'
import { clockTimeMs, formatClockTime, parseClockTime } from '../../core/db/clock-time.ts'
import { newAuditedRecord, newConcurrencyStamp, sameId } from '../../core/db/audit.ts'
import { jsonResponse, noContent, type MockResponse } from '../../core/http/mock-http.ts'
import { defineRoute, type BackendRoute } from '../../core/routes/define-route.ts'
import { isActiveAt, overlaps, periodValid, type DelegationWindow } from './delegation-rules.ts'
import { userNameOf } from './workflow-dtos.ts'
import { bodyOf, invalid, pagedAnswer, staleStamp, text } from './workflow-route-kit.ts'
import type { WorkflowDelegationRecord } from './workflow-types.ts'

/**
 * Standing delegations (流程委托, workflow-api.md §5): my own (as delegator or delegatee) with
 * sign-in, everyone's with Workflow.Delegation (+CUD for others'). A delegation moves only tasks
 * created while it is active (the engine reads them when a task is created).
 */
const path = '/api/workflow/delegation'
const permission = 'Workflow.Delegation'

const window = (row: WorkflowDelegationRecord): DelegationWindow => ({ id: row.id, delegatorId: row.delegatorId, schemeIds: row.schemeIds, startMs: clockTimeMs(row.startTime) ?? 0, endMs: clockTimeMs(row.endTime) ?? 0, enabled: row.enabled }) // prettier-ignore

function rows(context: CrudContext): WorkflowDelegationRecord[] {
  return context.db.workflowDelegations.filter((d) => !d.isDeleted && sameId(d.tenantId, context.tenantId)) // prettier-ignore
}

function delegationDto(context: CrudContext, row: WorkflowDelegationRecord) {
  const schemes = context.db.workflowSchemes
  return {
    ...auditedDto(row),
    delegatorId: row.delegatorId,
    delegatorName: userNameOf(context.db, row.delegatorId),
    delegateeId: row.delegateeId,
    delegateeName: userNameOf(context.db, row.delegateeId),
    schemeIds: row.schemeIds,
    schemeNames: row.schemeIds.map((id) => schemes.find((s) => sameId(s.id, id))?.name ?? id),
    projectId: row.projectId,
    projName: row.projectId ? (context.db.projects.find((p) => sameId(p.id, row.projectId))?.projName ?? null) : null, // prettier-ignore
    startTime: row.startTime,
    endTime: row.endTime,
    reason: row.reason,
    enabled: row.enabled,
    isActive: isActiveAt(window(row), businessNowMs()),
  }
}

function list(context: CrudContext, mine: boolean): MockResponse {
  const { query } = context.request
  const role = readEnumFilter(query, 'role', [1, 2])
  const isActive = readBooleanFilter(query, 'isActive')
  const delegatorId = readGuidFilter(query, 'delegatorId')
  const delegateeId = readGuidFilter(query, 'delegateeId')
  const schemeId = readGuidFilter(query, 'schemeId')
  const me = context.caller.userId
  const now = businessNowMs()
  const kept = rows(context).filter(
    (d) =>
      (!mine || (valueOf(role) === 2 ? sameId(d.delegateeId, me) : valueOf(role) === 1 ? sameId(d.delegatorId, me) : sameId(d.delegatorId, me) || sameId(d.delegateeId, me))) && // prettier-ignore
      (valueOf(isActive) === null || isActiveAt(window(d), now) === valueOf(isActive)) &&
      (mine || valueOf(delegatorId) === null || sameId(d.delegatorId, valueOf(delegatorId))) &&
      (mine || valueOf(delegateeId) === null || sameId(d.delegateeId, valueOf(delegateeId))) &&
      (mine || valueOf(schemeId) === null || d.schemeIds.length === 0 || d.schemeIds.some((s) => sameId(s, valueOf(schemeId)))), // prettier-ignore
  )
  const accessors = { startTime: (d: WorkflowDelegationRecord) => d.startTime, endTime: (d: WorkflowDelegationRecord) => d.endTime, creationTime: (d: WorkflowDelegationRecord) => d.creationTime } // prettier-ignore
  return pagedAnswer(context, kept, accessors, (a, b) => (a.startTime < b.startTime ? 1 : a.startTime > b.startTime ? -1 : 0), (d) => delegationDto(context, d), collectIssues([role, isActive, delegatorId, delegateeId, schemeId])) // prettier-ignore
}

type Input = Pick<WorkflowDelegationRecord, 'delegatorId' | 'delegateeId' | 'schemeIds' | 'projectId' | 'startTime' | 'endTime' | 'reason' | 'enabled'> // prettier-ignore

/** The body checked (V1–V5), then the references (404) and the rules (§5 codes). */
function readInput(
  context: CrudContext,
  body: Record<string, unknown>,
  delegatorId: string,
): { input: Input } | { response: MockResponse } {
  // prettier-ignore
  const issues: ValidationIssue[] = []
  const delegateeId = text(body, 'delegateeId')
  const start = typeof body.startTime === 'string' ? parseClockTime(body.startTime) : null
  const end = typeof body.endTime === 'string' ? parseClockTime(body.endTime) : null
  const schemeIds = Array.isArray(body.schemeIds)
    ? body.schemeIds
    : body.schemeIds == null
      ? []
      : null
  const projectId = text(body, 'projectId')
  const reason = text(body, 'reason')
  if (delegateeId === null) issues.push({ member: 'delegateeId', rule: 'V1', args: [] })
  else {
    const delegatee = context.db.users.find((u) => !u.isDeleted && sameId(u.id, delegateeId) && sameId(u.tenantId, context.tenantId)) // prettier-ignore
    if (!isGuid(delegateeId) || !delegatee?.isActive || sameId(delegateeId, delegatorId)) issues.push({ member: 'delegateeId', rule: 'V5', args: [] }) // prettier-ignore
  }
  if (body.startTime == null) issues.push({ member: 'startTime', rule: 'V1', args: [] })
  else if (start === null) issues.push({ member: 'startTime', rule: 'V5', args: [] })
  if (body.endTime == null) issues.push({ member: 'endTime', rule: 'V1', args: [] })
  else if (end === null) issues.push({ member: 'endTime', rule: 'V5', args: [] })
  if (schemeIds === null || schemeIds.some((id) => typeof id !== 'string' || !isGuid(id))) issues.push({ member: 'schemeIds', rule: 'V5', args: [] }) // prettier-ignore
  if (projectId !== null && !isGuid(projectId)) issues.push({ member: 'projectId', rule: 'V5', args: [] }) // prettier-ignore
  if (reason !== null && reason.length > 256) issues.push({ member: 'reason', rule: 'V2', args: ['256'] }) // prettier-ignore
  if (issues.length > 0) return { response: invalid(context, issues) }
  for (const id of schemeIds as string[]) {
    if (!context.db.workflowSchemes.some((s) => !s.isDeleted && sameId(s.id, id) && sameId(s.tenantId, context.tenantId))) return { response: entityNotFound(context.culture, 'WorkflowScheme', id) } // prettier-ignore
  }
  if (projectId && !context.db.projects.some((p) => !p.isDeleted && sameId(p.id, projectId) && sameId(p.tenantId, context.tenantId))) return { response: entityNotFound(context.culture, 'Project', projectId) } // prettier-ignore
  if (!periodValid(start!, end!)) return { response: businessError(context.culture, 'Workflow:DelegationPeriodInvalid') } // prettier-ignore
  return { input: { delegatorId, delegateeId: delegateeId!, schemeIds: schemeIds as string[], projectId, startTime: formatClockTime(start!), endTime: formatClockTime(end!), reason, enabled: body.enabled !== false } } // prettier-ignore
}

function overlapRefusal(context: CrudContext, id: string, input: Input): MockResponse | null {
  const candidate = window({ ...input, id } as WorkflowDelegationRecord)
  return overlaps(candidate, rows(context).map(window)) ? businessError(context.culture, 'Workflow:DelegationOverlap') : null // prettier-ignore
}

/** My own, or another's with the permission; anyone else's is not found. */
function findWritable(
  context: CrudContext,
  action: 'Update' | 'Delete',
): { row: WorkflowDelegationRecord } | { response: MockResponse } {
  // prettier-ignore
  const row = rows(context).find((d) => sameId(d.id, context.params.id))
  const own = row && sameId(row.delegatorId, context.caller.userId)
  if (!row || (!own && !isGranted(context.caller, permission))) return { response: entityNotFound(context.culture, 'WorkflowDelegation', context.params.id) } // prettier-ignore
  if (!own && !isGranted(context.caller, `${permission}.${action}`)) return { response: policyNotGranted(context.culture) } // prettier-ignore
  return { row }
}

const writeMembers = ['delegatorId', 'delegateeId', 'schemeIds', 'projectId', 'startTime', 'endTime', 'reason', 'enabled'] // prettier-ignore

export const delegationRoutes: BackendRoute[] = [
  defineRoute({ method: 'GET', pattern: `${path}/my`, permission: 'Workflow.Approval', handle: withCrudContext((c) => list(c, true)) }), // prettier-ignore
  defineRoute({ method: 'GET', pattern: path, permission, handle: withCrudContext((c) => list(c, false)) }), // prettier-ignore
  defineRoute({
    method: 'POST',
    pattern: path,
    permission: 'Workflow.Approval',
    reads: { body: writeMembers },
    handle: withCrudContext((context) => {
      const body = bodyOf(context)
      const delegatorId = text(body, 'delegatorId') ?? context.caller.userId
      if (!sameId(delegatorId, context.caller.userId) && !isGranted(context.caller, `${permission}.Create`)) return policyNotGranted(context.culture) // prettier-ignore
      if (!context.db.users.some((u) => !u.isDeleted && sameId(u.id, delegatorId) && sameId(u.tenantId, context.tenantId))) return entityNotFound(context.culture, 'IdentityUser', delegatorId) // prettier-ignore
      const read = readInput(context, body, delegatorId)
      if ('response' in read) return read.response
      const row: WorkflowDelegationRecord = { ...newAuditedRecord(context.tenantId, context.caller.userId), ...read.input } // prettier-ignore
      const refusal = overlapRefusal(context, row.id, read.input)
      if (refusal) return refusal
      context.db.workflowDelegations.push(row)
      return jsonResponse(200, delegationDto(context, row))
    }),
  }),
  defineRoute({
    method: 'PUT',
    pattern: `${path}/:id`,
    permission: 'Workflow.Approval',
    reads: { body: [...writeMembers, 'concurrencyStamp'] },
    handle: withCrudContext((context) => {
      const found = findWritable(context, 'Update')
      if ('response' in found) return found.response
      const body = bodyOf(context)
      const read = readInput(context, body, found.row.delegatorId)
      if ('response' in read) return read.response
      const stale = staleStamp(context, body, found.row.concurrencyStamp)
      if (stale) return stale
      const refusal = overlapRefusal(context, found.row.id, read.input)
      if (refusal) return refusal
      Object.assign(found.row, read.input, { lastModificationTime: formatClockTime(businessNowMs()), lastModifierId: context.caller.userId, concurrencyStamp: newConcurrencyStamp() }) // prettier-ignore
      return jsonResponse(200, delegationDto(context, found.row))
    }),
  }),
  defineRoute({
    method: 'DELETE',
    pattern: `${path}/:id`,
    permission: 'Workflow.Approval',
    handle: withCrudContext((context) => {
      const found = findWritable(context, 'Delete')
      if ('response' in found) return found.response
      Object.assign(found.row, { isDeleted: true, lastModifierId: context.caller.userId })
      return noContent()
    }),
  }),
]
