import { businessNowMs } from '../../core/clock/business-clock.ts'
import { formatClockTime } from '../../core/db/clock-time.ts'
import { newAuditedRecord, sameId } from '../../core/db/audit.ts'
import type { CrudContext } from '../../core/crud/crud-resource.ts'
import { isGuid, type ValidationIssue } from '../../core/crud/validation.ts'
import { withCrudContext } from '../../core/crud/with-crud-context.ts'
import { policyNotGranted, entityNotFound } from '../../core/abp-error.ts'
import { isRecord, jsonResponse, type MockResponse } from '../../core/http/mock-http.ts'
import { defineRoute, type BackendRoute } from '../../core/routes/define-route.ts'
import { userHasProjectGrant } from '../project/project-access.ts'
import { bindAttachments } from './attachment-store.ts'
import { fieldPermissionsAt } from './field-permissions.ts'
import { checkFormData } from './form-data-rules.ts'
import { pathOf } from './instance-detail.ts'
import { nextNumber, renderTitle } from './instance-naming.ts'
import { commitStep, engineEnvFor, workflowEngine } from './instance-runner.ts'
import { withPickerNames } from './picker-names.ts'
import { missingStarterPicks, starterSelectable } from './selectable-approvers.ts'
import { checkStart, hasHtdGrant, inStartScope, isStartable, tenantSchemes, type StartPlace } from './start-rules.ts' // prettier-ignore
import { tenantInstances } from './workflow-access.ts'
import { instanceDto, instanceStatusOf } from './workflow-dtos.ts'
import { instanceStatuses, isRefusal } from './workflow-engine-port.ts'
import { bodyOf, invalid, refusalResponse, signal, staleStamp, text } from './workflow-route-kit.ts' // prettier-ignore
import type { WorkflowInstanceRecord } from './workflow-types.ts'

/**
 * Starting an approval (workflow-api.md §4): the schemes I may start here, the start form with
 * "who will approve", the preview as the data is typed, saving a draft (pins nothing, rule 16),
 * submitting (pins the versions published now, re-validates, starts the engine).
 */
const path = '/api/workflow/instance'

function publishedVersionOf(context: CrudContext, place: StartPlace) {
  const scheme = context.db.workflowSchemeVersions.find((v) => sameId(v.schemeId, place.scheme.id) && v.version === place.scheme.publishedVersion)! // prettier-ignore
  const form = context.db.workflowFormVersions.find((v) => sameId(v.formId, scheme.formId) && v.version === scheme.formVersion)! // prettier-ignore
  return { scheme, form }
}

function placeIssues(query: {
  schemeId: string | null
  projectId: string | null
  htdId: string | null
}): ValidationIssue[] {
  // prettier-ignore
  const issues: ValidationIssue[] = []
  for (const [name, value, required] of [
    ['schemeId', query.schemeId, true],
    ['projectId', query.projectId, true],
    ['htdId', query.htdId, false],
  ] as const) {
    // prettier-ignore
    if (value === null) { if (required) issues.push({ member: name, rule: 'V1', args: [] }) } // prettier-ignore
    else if (!isGuid(value)) issues.push({ member: name, rule: 'V5', args: [] })
  }
  return issues
}

/** A not-yet-saved instance, for the preview and the start form. */
function virtualInstance(
  context: CrudContext,
  place: StartPlace,
  formData: Record<string, unknown>,
  selectedAssignees: Record<string, string[]> = {},
): WorkflowInstanceRecord {
  // prettier-ignore
  const { scheme, form } = publishedVersionOf(context, place)
  return { ...newAuditedRecord(context.tenantId, context.caller.userId), number: null, title: '', schemeId: place.scheme.id, schemeVersion: scheme.version, formId: scheme.formId, formVersion: form.version, projectId: place.projectId, htdId: place.htdId, starterId: context.caller.userId, formData, selectedAssignees, engine: null, startTime: null, endTime: null } // prettier-ignore
}

function listStartable(context: CrudContext): MockResponse {
  const projectId = context.request.query.get('projectId')
  const htdId = context.request.query.get('htdId') || null
  const issues = placeIssues({ schemeId: 'x-0', projectId, htdId }).filter((i) => i.member !== 'schemeId') // prettier-ignore
  if (issues.length > 0) return invalid(context, issues)
  const granted = userHasProjectGrant(context.db, context.caller.userId, projectId!) && (!htdId || hasHtdGrant(context, htdId)) // prettier-ignore
  const items = granted
    ? tenantSchemes(context)
        .filter((s) => isStartable(s) && (s.projectId === null || sameId(s.projectId, projectId)) && inStartScope(context, s)) // prettier-ignore
        .sort((a, b) => a.sort - b.sort)
        .map((s) => ({ schemeId: s.id, version: s.publishedVersion, name: s.name, icon: s.icon, category: s.category, needsHtd: s.needsHtd })) // prettier-ignore
    : []
  return jsonResponse(200, { items })
}

function startForm(context: CrudContext): MockResponse {
  const q = context.request.query
  const place = { schemeId: q.get('schemeId'), projectId: q.get('projectId'), htdId: q.get('htdId') || null } // prettier-ignore
  const issues = placeIssues(place)
  if (issues.length > 0) return invalid(context, issues)
  const checked = checkStart(context, place.schemeId!, place.projectId!, place.htdId)
  if ('response' in checked) return checked.response
  const { scheme, form } = publishedVersionOf(context, checked.place)
  const instance = virtualInstance(
    context,
    checked.place,
    place.htdId ? { htdId: place.htdId } : {},
  )
  return jsonResponse(200, {
    scheme: { id: checked.place.scheme.id, name: checked.place.scheme.name, version: scheme.version, category: checked.place.scheme.category, needsHtd: checked.place.scheme.needsHtd, settings: scheme.settings }, // prettier-ignore
    formVersion: { version: form.version, schema: form.schema },
    fieldPermissions: fieldPermissionsAt(form.schema, scheme.model, scheme.model.id),
    selectable: starterSelectable(context, engineEnvFor(context.db, instance, businessNowMs())),
    preview: pathOf(context, instance),
  })
}

function readStartBody(body: Record<string, unknown>) {
  const place = { schemeId: text(body, 'schemeId'), projectId: text(body, 'projectId'), htdId: text(body, 'htdId') } // prettier-ignore
  const issues = placeIssues(place)
  const formData = isRecord(body.formData) ? body.formData : {}
  const title = text(body, 'title')
  if (title && title.length > 256) issues.push({ member: 'title', rule: 'V2', args: ['256'] })
  const picks = body.selectedAssignees
  if (picks != null && !isRecord(picks)) issues.push({ member: 'selectedAssignees', rule: 'V5', args: [] }) // prettier-ignore
  const selectedAssignees = (isRecord(picks) ? picks : {}) as Record<string, string[]>
  return { place, issues, formData, title, selectedAssignees }
}

function preview(context: CrudContext): MockResponse {
  const { place, issues, formData, selectedAssignees } = readStartBody(bodyOf(context))
  if (issues.length > 0) return invalid(context, issues)
  const checked = checkStart(context, place.schemeId!, place.projectId!, place.htdId)
  if ('response' in checked) return checked.response
  const { form } = publishedVersionOf(context, checked.place)
  const { data } = checkFormData(form.schema, formData, { htdId: place.htdId, required: false })
  return jsonResponse(200, { path: pathOf(context, virtualInstance(context, checked.place, data, selectedAssignees)) }) // prettier-ignore
}

/** Checks, pins and starts a draft or new instance; answers its DTO. */
function submit(
  context: CrudContext,
  instance: WorkflowInstanceRecord,
  place: StartPlace,
): MockResponse {
  // prettier-ignore
  const { scheme, form } = publishedVersionOf(context, place)
  const raw = Object.fromEntries(Object.entries(instance.formData).map(([k, v]) => [k, isRecord(v) && typeof v.id === 'string' ? v.id : v])) // prettier-ignore
  const { data, issues } = checkFormData(form.schema, raw, { htdId: place.htdId, required: true })
  if (issues.length > 0) return invalid(context, issues)
  const now = businessNowMs()
  const htd = context.db.htds.find((h) => sameId(h.id, place.htdId))
  const project = context.db.projects.find((p) => sameId(p.id, place.projectId))
  instance.formData = withPickerNames(context.db, context.tenantId, form.schema, data)
  instance.schemeVersion = scheme.version
  instance.formVersion = form.version
  const named = renderTitle(scheme.settings, place.scheme.name, instance.formData, { htdName: htd?.htdName ?? null, projName: project?.projName ?? null }) // prettier-ignore
  instance.title = instance.extraProperties.titleGiven ? instance.title : named
  const env = engineEnvFor(context.db, instance, now)
  const unpicked = missingStarterPicks(env, () =>
    workflowEngine.previewPath(env).map((s) => s.nodeId),
  )
  if (unpicked.length > 0) return invalid(context, unpicked)
  const step = workflowEngine.start(env, context.caller.userId)
  if (isRefusal(step)) return refusalResponse(context, step)
  instance.number = nextNumber(tenantInstances(context), context.tenantId, scheme.settings, now)
  instance.startTime = formatClockTime(now)
  bindAttachments(context, form.schema, instance)
  signal(context, commitStep(context.db, instance, step, now, context.caller.userId))
  return jsonResponse(200, instanceDto(context.db, instance, context.culture))
}

function create(context: CrudContext): MockResponse {
  const body = bodyOf(context)
  const { place, issues, formData, title, selectedAssignees } = readStartBody(body)
  if (issues.length > 0) return invalid(context, issues)
  const checked = checkStart(context, place.schemeId!, place.projectId!, place.htdId)
  if ('response' in checked) return checked.response
  const instance: WorkflowInstanceRecord = {
    ...newAuditedRecord(context.tenantId, context.caller.userId),
    number: null,
    title: title ?? checked.place.scheme.name,
    schemeId: checked.place.scheme.id,
    schemeVersion: null,
    formId: checked.place.scheme.formId,
    formVersion: null,
    projectId: checked.place.projectId,
    htdId: checked.place.htdId,
    starterId: context.caller.userId,
    formData: { ...formData, ...(place.htdId ? { htdId: place.htdId } : {}) },
    selectedAssignees,
    engine: null,
    startTime: null,
    endTime: null,
  }
  if (title) instance.extraProperties.titleGiven = true
  if (body.draft === true) {
    const { form } = publishedVersionOf(context, checked.place)
    const { issues: draftIssues } = checkFormData(form.schema, instance.formData, { htdId: place.htdId, required: false }) // prettier-ignore
    if (draftIssues.length > 0) return invalid(context, draftIssues)
    context.db.workflowInstances.push(instance)
    bindAttachments(context, form.schema, instance)
    return jsonResponse(200, instanceDto(context.db, instance, context.culture))
  }
  const answer = submit(context, instance, checked.place)
  if (answer.status === 200) context.db.workflowInstances.push(instance)
  return answer
}

/** A draft of the caller's own: others' and finished ones answer as the contract says. */
function ownDraft(
  context: CrudContext,
): { instance: WorkflowInstanceRecord } | { response: MockResponse } {
  // prettier-ignore
  const instance = tenantInstances(context).find((i) => sameId(i.id, context.params.id))
  if (!instance || !sameId(instance.starterId, context.caller.userId)) return { response: entityNotFound(context.culture, 'WorkflowInstance', context.params.id) } // prettier-ignore
  if (instanceStatusOf(instance) !== instanceStatuses.draft) return { response: policyNotGranted(context.culture) } // prettier-ignore
  return { instance }
}

export const instanceStartRoutes: BackendRoute[] = [
  defineRoute({ method: 'GET', pattern: `${path}/startable`, permission: 'Workflow.Approval', reads: { query: ['projectId', 'htdId'] }, handle: withCrudContext(listStartable) }), // prettier-ignore
  defineRoute({ method: 'GET', pattern: `${path}/start-form`, permission: 'Workflow.Approval', reads: { query: ['schemeId', 'projectId', 'htdId'] }, handle: withCrudContext(startForm) }), // prettier-ignore
  defineRoute({ method: 'POST', pattern: `${path}/preview`, permission: 'Workflow.Approval', reads: { body: ['schemeId', 'projectId', 'htdId', 'formData', 'selectedAssignees'] }, handle: withCrudContext(preview) }), // prettier-ignore
  defineRoute({ method: 'POST', pattern: path, permission: 'Workflow.Approval', reads: { body: ['schemeId', 'projectId', 'htdId', 'title', 'formData', 'selectedAssignees', 'draft'] }, handle: withCrudContext(create) }), // prettier-ignore
  defineRoute({
    method: 'PUT',
    pattern: `${path}/:id`,
    permission: 'Workflow.Approval',
    reads: { body: ['schemeId', 'projectId', 'htdId', 'title', 'formData', 'selectedAssignees', 'draft', 'concurrencyStamp'] }, // prettier-ignore
    handle: withCrudContext((context) => {
      const found = ownDraft(context)
      if ('response' in found) return found.response
      const { instance } = found
      const body = bodyOf(context)
      const stale = staleStamp(context, body, instance.concurrencyStamp)
      if (stale) return stale
      const { formData, title, selectedAssignees } = readStartBody(body)
      const scheme = tenantSchemes(context).find((s) => sameId(s.id, instance.schemeId))!
      const place = { scheme, projectId: instance.projectId, htdId: instance.htdId }
      const { form } = publishedVersionOf(context, place)
      const { issues } = checkFormData(form.schema, formData, { htdId: instance.htdId, required: false }) // prettier-ignore
      if (issues.length > 0) return invalid(context, issues)
      instance.formData = { ...formData, ...(instance.htdId ? { htdId: instance.htdId } : {}) }
      instance.selectedAssignees = selectedAssignees
      if (title) Object.assign(instance, { title, extraProperties: { ...instance.extraProperties, titleGiven: true } }) // prettier-ignore
      instance.lastModificationTime = formatClockTime(businessNowMs())
      instance.lastModifierId = context.caller.userId
      instance.concurrencyStamp = crypto.randomUUID().replace(/-/g, '')
      bindAttachments(context, form.schema, instance)
      if (body.draft === false) return submit(context, instance, place)
      return jsonResponse(200, instanceDto(context.db, instance, context.culture))
    }),
  }),
  defineRoute({
    method: 'POST',
    pattern: `${path}/:id/submit`,
    permission: 'Workflow.Approval',
    handle: withCrudContext((context) => {
      const found = ownDraft(context)
      if ('response' in found) return found.response
      const checked = checkStart(context, found.instance.schemeId, found.instance.projectId, found.instance.htdId) // prettier-ignore
      if ('response' in checked) return checked.response
      return submit(context, found.instance, checked.place)
    }),
  }),
]
