import { entityNotFound, policyNotGranted } from '../../core/abp-error.ts'
import { isGranted } from '../../core/auth/permission-check.ts'
import type { CrudContext } from '../../core/crud/crud-resource.ts'
import { collectIssues, readEnumFilter, readGuidFilter, valueOf } from '../../core/crud/query-filters.ts' // prettier-ignore
import { withCrudContext } from '../../core/crud/with-crud-context.ts'
import { sameId } from '../../core/db/audit.ts'
import { jsonResponse, readBooleanQuery, type MockResponse } from '../../core/http/mock-http.ts'
import { defineRoute, type BackendRoute } from '../../core/routes/define-route.ts'
import { takesPart, tenantInstances } from './workflow-access.ts'
import { pagedAnswer, pageFilter } from './workflow-route-kit.ts'
import { formDto, schemeDto } from './definition-dtos.ts'
import { definitionStatuses, type WorkflowFormRecord, type WorkflowSchemeRecord } from './workflow-types.ts' // prettier-ignore

/**
 * The reads of forms and schemes (workflow-api.md §1, §2): lists, one with its draft, and a
 * published version (for designers, or a participant of an instance pinned to it). The designers'
 * writes are form-write-routes.ts and scheme-write-routes.ts.
 */
const formPath = '/api/workflow/form'
const schemePath = '/api/workflow/scheme'
const formPermission = 'Form.Form'
const schemePermission = 'Workflow.Scheme'

const live = <T extends { isDeleted: boolean; tenantId: string | null }>(rows: T[], context: CrudContext) => rows.filter((r) => !r.isDeleted && sameId(r.tenantId, context.tenantId)) // prettier-ignore

function listDefinitions<R extends WorkflowFormRecord | WorkflowSchemeRecord>(
  context: CrudContext,
  rows: R[],
  toDto: (row: R) => unknown,
): MockResponse {
  // prettier-ignore
  const { query } = context.request
  const status = readEnumFilter(query, 'status', Object.values(definitionStatuses))
  const projectId = readGuidFilter(query, 'projectId')
  const category = query.get('category')
  // Beyond the contract: the schemes of one form (the form designer shows what each pins).
  const formId = readGuidFilter(query, 'formId')
  const filter = pageFilter(context)
  const kept = rows.filter(
    (r) =>
      (filter === null || r.name.toLowerCase().includes(filter) || r.code.toLowerCase().includes(filter)) && // prettier-ignore
      (!category || r.category === category) &&
      (valueOf(status) === null || r.status === valueOf(status)) &&
      (valueOf(formId) === null || ('formId' in r && sameId(r.formId, valueOf(formId)))) &&
      (valueOf(projectId) === null || !('projectId' in r) || r.projectId === null || sameId(r.projectId, valueOf(projectId))), // prettier-ignore
  )
  const accessors = { sort: (r: R) => r.sort, name: (r: R) => r.name, code: (r: R) => r.code, status: (r: R) => r.status, creationTime: (r: R) => r.creationTime } // prettier-ignore
  return pagedAnswer(context, kept, accessors, (a, b) => a.sort - b.sort, toDto, collectIssues([status, projectId, formId])) // prettier-ignore
}

/** A version is readable by designers and by anyone taking part in an instance pinned to it. */
function mayReadVersion(
  context: CrudContext,
  permission: string,
  pinned: (i: ReturnType<typeof tenantInstances>[number]) => boolean,
): boolean {
  // prettier-ignore
  return isGranted(context.caller, permission) || tenantInstances(context).some((i) => pinned(i) && takesPart(context.db, i, context.caller.userId)) // prettier-ignore
}

export const definitionRoutes: BackendRoute[] = [
  defineRoute({ method: 'GET', pattern: formPath, permission: formPermission, handle: withCrudContext((c) => listDefinitions(c, live(c.db.workflowForms, c), (r) => formDto(r, false))) }), // prettier-ignore
  defineRoute({
    method: 'GET',
    pattern: `${formPath}/list`,
    permission: { anyOf: [formPermission, schemePermission] },
    handle: withCrudContext((context) => {
      const includeDisabled = readBooleanQuery(context.request.query, 'includeDisabled', false)
      const items = live(context.db.workflowForms, context)
        .filter((f) => f.publishedVersion !== null && (f.status === definitionStatuses.published || includeDisabled)) // prettier-ignore
        .sort((a, b) => a.sort - b.sort)
        .map((f) => ({ id: f.id, name: f.name, code: f.code, category: f.category, status: f.status, publishedVersion: f.publishedVersion })) // prettier-ignore
      return jsonResponse(200, { items })
    }),
  }),
  defineRoute({
    method: 'GET',
    pattern: `${formPath}/:id`,
    permission: formPermission,
    handle: withCrudContext((context) => {
      const row = live(context.db.workflowForms, context).find((f) =>
        sameId(f.id, context.params.id),
      )
      return row ? jsonResponse(200, formDto(row, true)) : entityNotFound(context.culture, 'WorkflowForm', context.params.id) // prettier-ignore
    }),
  }),
  defineRoute({
    method: 'GET',
    pattern: `${formPath}/:id/version/:version`,
    handle: withCrudContext((context) => {
      const { id, version } = context.params
      const row = live(context.db.workflowForms, context).find((f) => sameId(f.id, id))
      const found = row && context.db.workflowFormVersions.find((v) => sameId(v.formId, id) && String(v.version) === version) // prettier-ignore
      if (!found) return entityNotFound(context.culture, 'WorkflowForm', id)
      if (!mayReadVersion(context, formPermission, (i) => sameId(i.formId, id) && i.formVersion === found.version)) return policyNotGranted(context.culture) // prettier-ignore
      const { id: _versionId, tenantId: _tenant, ...dto } = found
      return jsonResponse(200, dto)
    }),
  }),
  defineRoute({ method: 'GET', pattern: schemePath, permission: schemePermission, handle: withCrudContext((c) => listDefinitions(c, live(c.db.workflowSchemes, c), (r) => schemeDto(c, r, false))) }), // prettier-ignore
  defineRoute({
    method: 'GET',
    pattern: `${schemePath}/:id`,
    permission: schemePermission,
    handle: withCrudContext((context) => {
      const row = live(context.db.workflowSchemes, context).find((s) => sameId(s.id, context.params.id)) // prettier-ignore
      return row ? jsonResponse(200, schemeDto(context, row, true)) : entityNotFound(context.culture, 'WorkflowScheme', context.params.id) // prettier-ignore
    }),
  }),
  defineRoute({
    method: 'GET',
    pattern: `${schemePath}/:id/version/:version`,
    handle: withCrudContext((context) => {
      const { id, version } = context.params
      const row = live(context.db.workflowSchemes, context).find((s) => sameId(s.id, id))
      const found = row && context.db.workflowSchemeVersions.find((v) => sameId(v.schemeId, id) && String(v.version) === version) // prettier-ignore
      if (!found) return entityNotFound(context.culture, 'WorkflowScheme', id)
      if (!mayReadVersion(context, schemePermission, (i) => sameId(i.schemeId, id) && i.schemeVersion === found.version)) return policyNotGranted(context.culture) // prettier-ignore
      return jsonResponse(200, { model: found.model, formId: found.formId, formVersion: found.formVersion, settings: found.settings, publishTime: found.publishTime }) // prettier-ignore
    }),
  }),
]
