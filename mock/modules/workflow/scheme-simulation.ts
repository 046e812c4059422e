import { entityNotFound } from '../../core/abp-error.ts'
import { businessNowMs } from '../../core/clock/business-clock.ts'
import { businessError } from '../../core/crud/business-error.ts'
import type { CrudContext } from '../../core/crud/crud-resource.ts'
import { isGuid, type ValidationIssue } from '../../core/crud/validation.ts'
import { sameId } from '../../core/db/audit.ts'
import { liveRows } from '../../core/db/database.ts'
import { isRecord, jsonResponse, type MockResponse } from '../../core/http/mock-http.ts'
import { businessText } from '../../core/localization/business-texts.ts'
import { conditionEvaluator } from './branch-condition.ts'
import { checkFormData } from './form-data-rules.ts'
import { workflowEngine } from './instance-runner.ts'
import { modelIssuesOf, schemeFormOf } from './definition-rules.ts'
import { buildEngineOrg } from './workflow-org.ts'
import { userNameOf } from './workflow-dtos.ts'
import { assigneeDto } from './selectable-approvers.ts'
import { bodyOf, invalid, text } from './workflow-route-kit.ts'
import type { FormSchema } from './workflow-model.ts'
import type { WorkflowSchemeRecord } from './workflow-types.ts'

/**
 * `POST /api/workflow/scheme/{id}/simulate` (workflow-api.md §2): the path the scheme's draft
 * would take for this starter, place and form data, on the engine's own preview (the one
 * "who will approve" uses), with real names. A model with validation issues is not simulated
 * (`Workflow:SchemeInvalid`): a broken condition has no path. A seal node lists the enabled keys
 * of its parties here and their holders (seal-directory.ts).
 */

function readPlace(body: Record<string, unknown>) {
  const place = { starterId: text(body, 'starterId'), projectId: text(body, 'projectId'), htdId: text(body, 'htdId') } // prettier-ignore
  const issues: ValidationIssue[] = []
  if (place.starterId === null) issues.push({ member: 'starterId', rule: 'V1', args: [] })
  else if (!isGuid(place.starterId)) issues.push({ member: 'starterId', rule: 'V5', args: [] })
  if (place.projectId === null) issues.push({ member: 'projectId', rule: 'V1', args: [] })
  else if (!isGuid(place.projectId)) issues.push({ member: 'projectId', rule: 'V5', args: [] })
  if (place.htdId !== null && !isGuid(place.htdId)) issues.push({ member: 'htdId', rule: 'V5', args: [] }) // prettier-ignore
  if (body.formData !== undefined && body.formData !== null && !isRecord(body.formData)) issues.push({ member: 'formData', rule: 'V5', args: [] }) // prettier-ignore
  return { place, issues }
}

export function simulateScheme(row: WorkflowSchemeRecord, context: CrudContext): MockResponse {
  const body = bodyOf(context)
  const { place, issues } = readPlace(body)
  if (issues.length > 0) return invalid(context, issues)
  const { starterId, projectId, htdId } = place as { starterId: string; projectId: string; htdId: string | null } // prettier-ignore
  if (!liveRows(context.db.users, context.tenantId).some((u) => sameId(u.id, starterId))) return entityNotFound(context.culture, 'IdentityUser', starterId) // prettier-ignore
  if (!liveRows(context.db.projects, context.tenantId).some((p) => sameId(p.id, projectId))) return entityNotFound(context.culture, 'Project', projectId) // prettier-ignore
  if (htdId && !liveRows(context.db.htds, context.tenantId).some((h) => sameId(h.id, htdId) && sameId(h.projectId, projectId))) return entityNotFound(context.culture, 'Htd', htdId) // prettier-ignore
  const modelIssues = modelIssuesOf(context, row)
  if (modelIssues.length > 0) return businessError(context.culture, 'Workflow:SchemeInvalid', modelIssues.length) // prettier-ignore

  const schema = (schemeFormOf(context, row.formId)?.schema ?? null) as FormSchema | null
  const input = isRecord(body.formData) ? body.formData : {}
  // As a start would: computed fields worked out again, the section's field set to the section.
  const formData = schema ? checkFormData(schema, input, { htdId, required: false }).data : input
  const org = buildEngineOrg(context.db, context.tenantId, projectId, htdId)
  const instance = { id: 'simulation', title: row.name, schemeId: row.id, schemeName: row.name, schemeVersion: row.publishedVersion ?? 0, projectId, htdId, model: row.model, settings: row.settings, formData, starterId, selectedAssignees: {} } // prettier-ignore
  const steps = workflowEngine.previewPath({ instance, org: { ...org, evaluateCondition: conditionEvaluator(schema) }, now: businessNowMs(), newId: () => crypto.randomUUID() }) // prettier-ignore
  const cc = 4
  return jsonResponse(200, {
    path: steps.map((step) => ({ nodeId: step.nodeId, name: step.name, type: step.type, multiMode: step.multiMode, assignees: step.assigneeIds.map((id) => assigneeDto(context, id)), ...(step.seals ? { seals: step.seals.map((k) => ({ signKeyId: k.signKeyId, name: k.name, holderNames: k.holderIds.map((id) => userNameOf(context.db, id)) })) } : {}), ...(step.skippedReason ? { skippedReason: step.skippedReason } : {}) })), // prettier-ignore
    // The engine's rule: a step (not a cc) that found nobody and was not skipped rejects the instance.
    warnings: steps.filter((s) => s.type !== cc && s.assigneeIds.length === 0 && !s.skippedReason).map((s) => ({ nodeId: s.nodeId, code: 'NoAssigneeResolved', message: businessText(context.culture, 'Workflow:NoAssigneeResolved', s.name) })), // prettier-ignore
  })
}
