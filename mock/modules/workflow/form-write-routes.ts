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
import { validateFormSchema, type SchemaIssue } from '../../../src/modules/workflow/form-schema/schema-validation.ts' // prettier-ignore
import { formFields } from './definition-fields.ts'
import { formDto } from './definition-dtos.ts'
import { categoryIssue, setStatus, sameJson } from './definition-rules.ts'
import { schemaHash } from './seed/seed-definitions.ts'
import { userNameOf } from './workflow-dtos.ts'
import { bodyOf, invalid } from './workflow-route-kit.ts'
import { definitionStatuses, type WorkflowFormRecord } from './workflow-types.ts'

/**
 * The form designer's writes (workflow-api.md §1): create, update (concurrencyStamp → 409),
 * bulk delete (refused while a scheme uses the form), validate-schema, publish (an immutable
 * version), disable and enable. Audit logs come from the request pipeline like every write.
 */
const path = '/api/workflow/form'
const permission = 'Form.Form'

/** The data dictionaries' names, for `dict` fields. */
const dictionaryNames = (context: CrudContext) => liveRows(context.db.dictionaries, null).map((d) => d.name) // prettier-ignore

export const schemaIssuesOf = (context: CrudContext, schema: unknown) => validateFormSchema(schema, { dictionaries: dictionaryNames(context) }) // prettier-ignore

// A draft is saved while its expressions, options and limits are still being typed; only a shape
// the runtime cannot even read (or keys that would clash) is refused. Publish checks everything.
const structural = new Set<SchemaIssue['code']>(['BadStructure', 'BadKey', 'ReservedKey', 'DuplicateKey', 'TooManyFields']) // prettier-ignore

const invalidSchema = (context: CrudContext, issues: SchemaIssue[]) => businessError(context.culture, 'Workflow:InvalidFormSchema', issues[0].path) // prettier-ignore

type Input = InputOf<typeof formFields>

function checkInput(input: Input, context: CrudContext): MockResponse | null {
  const category = categoryIssue(context, input.category)
  if (category) return invalid(context, [category])
  const issues = schemaIssuesOf(context, input.schema).filter((issue) => structural.has(issue.code)) // prettier-ignore
  return issues.length > 0 ? invalidSchema(context, issues) : null
}

/** Whether the draft differs from the version published last. */
function differsFromPublished(context: CrudContext, row: WorkflowFormRecord): boolean {
  if (row.publishedVersion === null) return false
  const published = context.db.workflowFormVersions.find((v) => sameId(v.formId, row.id) && v.version === row.publishedVersion) // prettier-ignore
  return !published || !sameJson(published.schema, row.schema)
}

const formResource: CrudResource<WorkflowFormRecord, typeof formFields> = {
  path,
  entityType: 'WorkflowForm',
  permissions: { read: permission, create: `${permission}.Create`, update: `${permission}.Update`, delete: `${permission}.Delete` }, // prettier-ignore
  table: (db) => db.workflowForms,
  fields: formFields,
  filterFields: (row) => [row.name, row.code],
  sorting: {},
  unique: [
    { code: 'Workflow:DuplicateFormName', input: (i) => i.name, row: (r) => r.name },
    { code: 'Workflow:DuplicateFormCode', input: (i) => i.code, row: (r) => r.code },
  ],
  checkCreate: checkInput,
  checkUpdate: (_row, input, context) => checkInput(input, context),
  checkDelete: (row, context) => {
    const schemes = liveRows(context.db.workflowSchemes, context.tenantId).filter((s) => sameId(s.formId, row.id)) // prettier-ignore
    return schemes.length > 0 ? businessError(context.culture, 'Workflow:FormInUse', row.name, schemes.length) : null // prettier-ignore
  },
  create: (input, audit) => ({ ...audit, name: input.name!, code: input.code!, category: input.category, description: input.description, sort: input.sort, schema: input.schema, status: definitionStatuses.draft, publishedVersion: null, hasUnpublishedChanges: false }), // prettier-ignore
  update: (row, input, context) => {
    Object.assign(row, { name: input.name!, code: input.code!, category: input.category, description: input.description, sort: input.sort, schema: input.schema }) // prettier-ignore
    row.hasUnpublishedChanges = differsFromPublished(context, row)
  },
  toDto: (row) => formDto(row, true),
  bulkDelete: true,
  without: ['list', 'picker', 'get'],
}

/** An action on one form: found in the tenant (else 404), changed, touched, answered. */
function formAction(act: (row: WorkflowFormRecord, context: CrudContext) => MockResponse | null) {
  return (request: AuthenticatedContext) => {
    const context = crudContext(request)
    const found = findRow(formResource, context, context.params.id)
    if ('response' in found) return found.response
    const refusal = act(found.row, context)
    if (refusal) return refusal
    Object.assign(found.row, { lastModificationTime: clockNow(), lastModifierId: context.caller.userId, concurrencyStamp: newConcurrencyStamp() }) // prettier-ignore
    return jsonResponse(200, formDto(found.row, true))
  }
}

function publish(row: WorkflowFormRecord, context: CrudContext): MockResponse | null {
  const issues = schemaIssuesOf(context, row.schema)
  if (issues.length > 0) return invalidSchema(context, issues)
  const version = (row.publishedVersion ?? 0) + 1
  const schema = structuredClone(row.schema)
  context.db.workflowFormVersions.push({ id: crypto.randomUUID(), tenantId: row.tenantId, formId: row.id, version, schema, schemaHash: schemaHash(schema), publishTime: clockNow(), publisherName: userNameOf(context.db, context.caller.userId) }) // prettier-ignore
  Object.assign(row, { publishedVersion: version, hasUnpublishedChanges: false, status: row.status === definitionStatuses.disabled ? row.status : definitionStatuses.published }) // prettier-ignore
  return null
}

export const formWriteRoutes: BackendRoute[] = [
  defineRoute({
    method: 'POST',
    pattern: `${path}/validate-schema`,
    permission,
    reads: { body: ['schema'] },
    handle: (request) => {
      const context = crudContext(request)
      return jsonResponse(200, { issues: schemaIssuesOf(context, bodyOf(context).schema) })
    },
  }),
  defineRoute({ method: 'POST', pattern: `${path}/:id/publish`, permission: `${permission}.Publish`, handle: formAction(publish) }), // prettier-ignore
  defineRoute({ method: 'POST', pattern: `${path}/:id/disable`, permission: `${permission}.Update`, handle: formAction(setStatus(() => definitionStatuses.disabled)) }), // prettier-ignore
  defineRoute({ method: 'POST', pattern: `${path}/:id/enable`, permission: `${permission}.Update`, handle: formAction(setStatus((row) => (row.publishedVersion === null ? definitionStatuses.draft : definitionStatuses.published))) }), // prettier-ignore
  ...defineCrudRoutes(formResource),
]
