import { entityNotFound } from '../../core/abp-error.ts'
import { businessError } from '../../core/crud/business-error.ts'
import type { CrudContext, CrudResource } from '../../core/crud/crud-resource.ts'
import { crudContext, defineCrudRoutes } from '../../core/crud/define-crud-routes.ts'
import { findRow } from '../../core/crud/crud-reads.ts'
import type { InputOf } from '../../core/crud/validation.ts'
import { clockNow, newConcurrencyStamp, sameId } from '../../core/db/audit.ts'
import { liveRows } from '../../core/db/database.ts'
import { jsonResponse, type MockResponse } from '../../core/http/mock-http.ts'
import type { AuthenticatedContext } from '../../core/request-context.ts'
import { defineRoute, type BackendRoute } from '../../core/routes/define-route.ts'
import { formHasHtd } from '../../../src/modules/workflow/scheme-model/model-validation.ts'
import { schemeDto } from './definition-dtos.ts'
import { schemeFields } from './definition-fields.ts'
import {
  categoryIssue,
  setStatus,
  modelIssuesOf,
  sameJson,
  schemeFormOf,
} from './definition-rules.ts'
import { simulateScheme } from './scheme-simulation.ts'
import { invalid } from './workflow-route-kit.ts'
import { instanceStatuses } from './workflow-engine-port.ts'
import { definitionStatuses, type WorkflowSchemeRecord } from './workflow-types.ts'

/**
 * The flow designer's writes (workflow-api.md §2): create, update (concurrencyStamp → 409), bulk
 * delete (refused while instances are open: disable instead), validate, simulate, publish
 * (pinning the form's current published version), disable and enable.
 */
const path = '/api/workflow/scheme'
const permission = 'Workflow.Scheme'

type Input = InputOf<typeof schemeFields>

/** The references (404) and the category (V5). */
function checkInput(input: Input, context: CrudContext): MockResponse | null {
  const category = categoryIssue(context, input.category)
  if (category) return invalid(context, [category])
  if (input.projectId && !liveRows(context.db.projects, context.tenantId).some((p) => sameId(p.id, input.projectId))) return entityNotFound(context.culture, 'Project', input.projectId) // prettier-ignore
  if (!schemeFormOf(context, input.formId!)) return entityNotFound(context.culture, 'WorkflowForm', input.formId!) // prettier-ignore
  if (input.documentTemplateId && !liveRows(context.db.workflowDocumentTemplates, context.tenantId).some((t) => sameId(t.id, input.documentTemplateId))) return entityNotFound(context.culture, 'WorkflowDocumentTemplate', input.documentTemplateId) // prettier-ignore
  return null
}

const openInstances = (context: CrudContext, row: WorkflowSchemeRecord) => liveRows(context.db.workflowInstances, context.tenantId).filter((i) => sameId(i.schemeId, row.id) && (i.engine === null || i.engine.status === instanceStatuses.running)) // prettier-ignore

/** What a published version holds; the draft differs when any of it changed. */
const versionPart = (row: { model: unknown; formId: string; settings: unknown }) => ({ model: row.model, formId: row.formId, settings: row.settings }) // prettier-ignore

function differsFromPublished(context: CrudContext, row: WorkflowSchemeRecord): boolean {
  if (row.publishedVersion === null) return false
  const published = context.db.workflowSchemeVersions.find((v) => sameId(v.schemeId, row.id) && v.version === row.publishedVersion) // prettier-ignore
  return !published || !sameJson(versionPart(published), versionPart(row))
}

const assign = (row: WorkflowSchemeRecord, input: Input) => Object.assign(row, { name: input.name!, code: input.code!, category: input.category, icon: input.icon, sort: input.sort, description: input.description, businessType: input.businessType, projectId: input.projectId, formId: input.formId!, documentTemplateId: input.documentTemplateId, model: input.model, startScope: input.startScope, settings: input.settings }) // prettier-ignore

const schemeResource: CrudResource<WorkflowSchemeRecord, typeof schemeFields> = {
  path,
  entityType: 'WorkflowScheme',
  permissions: { read: permission, create: `${permission}.Create`, update: `${permission}.Update`, delete: `${permission}.Delete` }, // prettier-ignore
  table: (db) => db.workflowSchemes,
  fields: schemeFields,
  filterFields: (row) => [row.name, row.code],
  sorting: {},
  unique: [
    { code: 'Workflow:DuplicateSchemeName', input: (i) => i.name, row: (r) => r.name, sameScope: (r, i) => sameId(r.projectId ?? '', i.projectId ?? '') }, // prettier-ignore
    { code: 'Workflow:DuplicateSchemeCode', input: (i) => i.code, row: (r) => r.code },
  ],
  checkCreate: checkInput,
  checkUpdate: (_row, input, context) => checkInput(input, context),
  checkDelete: (row, context) => {
    const open = openInstances(context, row).length
    return open > 0 ? businessError(context.culture, 'Workflow:SchemeInUse', row.name, open) : null
  },
  create: (input, audit, context) => assign({ ...audit, needsHtd: formHasHtd(schemeFormOf(context, input.formId!)?.schema ?? null), status: definitionStatuses.draft, publishedVersion: null, hasUnpublishedChanges: false } as WorkflowSchemeRecord, input), // prettier-ignore
  update: (row, input, context) => {
    assign(row, input)
    row.hasUnpublishedChanges = differsFromPublished(context, row)
  },
  toDto: (row, context) => schemeDto(context, row, true),
  bulkDelete: true,
  without: ['list', 'picker', 'get'],
}

function schemeAction(
  act: (row: WorkflowSchemeRecord, context: CrudContext) => MockResponse | null,
) {
  return (request: AuthenticatedContext) => {
    const context = crudContext(request)
    const found = findRow(schemeResource, context, context.params.id)
    if ('response' in found) return found.response
    const refusal = act(found.row, context)
    if (refusal) return refusal
    Object.assign(found.row, { lastModificationTime: clockNow(), lastModifierId: context.caller.userId, concurrencyStamp: newConcurrencyStamp() }) // prettier-ignore
    return jsonResponse(200, schemeDto(context, found.row, true))
  }
}

/** A new immutable version pinning the form's current published version; the model checked in full. */
function publish(row: WorkflowSchemeRecord, context: CrudContext): MockResponse | null {
  const form = schemeFormOf(context, row.formId)
  if (!form) return entityNotFound(context.culture, 'WorkflowForm', row.formId)
  if (form.version === null) return businessError(context.culture, 'Workflow:FormNotPublished', form.form.name) // prettier-ignore
  const issues = modelIssuesOf(context, row)
  if (issues.length > 0) return businessError(context.culture, 'Workflow:SchemeInvalid', issues.length) // prettier-ignore
  const version = (row.publishedVersion ?? 0) + 1
  context.db.workflowSchemeVersions.push({ id: crypto.randomUUID(), tenantId: row.tenantId, schemeId: row.id, version, model: structuredClone(row.model), formId: row.formId, formVersion: form.version, settings: structuredClone(row.settings), publishTime: clockNow(), documentTemplateId: row.documentTemplateId ?? null }) // prettier-ignore
  Object.assign(row, { publishedVersion: version, hasUnpublishedChanges: false, needsHtd: formHasHtd(form.schema), status: row.status === definitionStatuses.disabled ? row.status : definitionStatuses.published }) // prettier-ignore
  return null
}

/** validate and simulate read the scheme (404 as any other read) and change nothing. */
function schemeRead(answer: (row: WorkflowSchemeRecord, context: CrudContext) => MockResponse) {
  return (request: AuthenticatedContext) => {
    const context = crudContext(request)
    const found = findRow(schemeResource, context, context.params.id)
    return 'response' in found ? found.response : answer(found.row, context)
  }
}

export const schemeWriteRoutes: BackendRoute[] = [
  defineRoute({ method: 'POST', pattern: `${path}/:id/validate`, permission, handle: schemeRead((row, c) => jsonResponse(200, { issues: modelIssuesOf(c, row) })) }), // prettier-ignore
  defineRoute({ method: 'POST', pattern: `${path}/:id/simulate`, permission, reads: { body: ['starterId', 'projectId', 'htdId', 'formData'] }, handle: schemeRead(simulateScheme) }), // prettier-ignore
  defineRoute({ method: 'POST', pattern: `${path}/:id/publish`, permission: `${permission}.Publish`, handle: schemeAction(publish) }), // prettier-ignore
  defineRoute({ method: 'POST', pattern: `${path}/:id/disable`, permission: `${permission}.Update`, handle: schemeAction(setStatus(() => definitionStatuses.disabled)) }), // prettier-ignore
  defineRoute({ method: 'POST', pattern: `${path}/:id/enable`, permission: `${permission}.Update`, handle: schemeAction(setStatus((row) => (row.publishedVersion === null ? definitionStatuses.draft : definitionStatuses.published))) }), // prettier-ignore
  ...defineCrudRoutes(schemeResource),
]
