import { businessError } from '../../core/crud/business-error.ts'
import type { Check, CrudContext, CrudResource } from '../../core/crud/crud-resource.ts'
import {
  crudContext,
  crudPermissions,
  defineCrudRoutes,
} from '../../core/crud/define-crud-routes.ts'
import { compareValues } from '../../core/crud/paging.ts'
import { extraProperties, guid, integer, text, type InputOf } from '../../core/crud/validation.ts'
import { liveRows } from '../../core/db/database.ts'
import type { ProjectRecord } from './project-types.ts'
import { jsonResponse, readQuery } from '../../core/http/mock-http.ts'
import { defineRoute, type BackendRoute } from '../../core/routes/define-route.ts'
import { dateRangeRule, validatedWriteRoutes } from './cross-field-validation.ts'
import { projectDeleteCascade } from './project-cascades.ts'
import { codePattern, date, withDefault } from './project-field-specs.ts'
import { htdsOfProject, toProjectDto } from './project-dtos.ts'
import { checkDictionaryValues, checkOrganizations } from './reference-checks.ts'

const projectFields = {
  projName: text('CU', 128),
  projCode: text('CU', 32, codePattern),
  projType: text('-', 64),
  status: withDefault(text('-', 64), 'Preparing'),
  sort: integer(0, 9999, 0),
  startDate: date(),
  endDate: date(),
  location: text('-', 256),
  ownerOrgId: guid(),
  constructorOrgId: guid(),
  description: text('-', 2000),
  extraProperties: extraProperties(),
}

type ProjectInput = InputOf<typeof projectFields>

/** Units, then dictionary values (business-api.md §3.1); uniqueness follows in the helper. */
function checkProject(input: ProjectInput, row: ProjectRecord | null, context: CrudContext): Check {
  const kept = [row?.ownerOrgId, row?.constructorOrgId]
  return (
    checkOrganizations([input.ownerOrgId, input.constructorOrgId], kept, context) ??
    checkDictionaryValues(
      [
        ['ProjectType', input.projType],
        ['ProjectStatus', input.status],
      ],
      context,
    )
  )
}

function assign(input: ProjectInput) {
  return {
    projName: input.projName!,
    projCode: input.projCode!,
    projType: input.projType,
    status: input.status ?? 'Preparing',
    sort: input.sort,
    startDate: input.startDate,
    endDate: input.endDate,
    location: input.location,
    ownerOrgId: input.ownerOrgId,
    constructorOrgId: input.constructorOrgId,
    description: input.description,
    extraProperties: input.extraProperties,
  }
}

/** Lists order by `sort`, then name, then creation (business-api.md §0.4). */
function projectOrder(a: ProjectRecord, b: ProjectRecord): number {
  return (
    a.sort - b.sort ||
    compareValues(a.projName, b.projName) ||
    compareValues(a.creationTime, b.creationTime)
  )
}

function listFilter(rows: ProjectRecord[], { request }: CrudContext) {
  const status = readQuery(request.query, 'status')?.trim() || null
  const projType = readQuery(request.query, 'projType')?.trim() || null
  return rows.filter(
    (row) =>
      (status === null || row.status === status) &&
      (projType === null || row.projType === projType),
  )
}

/** Projects, business-api.md §3.1. */
export const projectResource: CrudResource<ProjectRecord, typeof projectFields> = {
  path: '/api/base/project',
  entityType: 'Project',
  permissions: crudPermissions('Project.Project'),
  table: (db) => db.projects,
  fields: projectFields,
  filterFields: (row) => [row.projName, row.projCode, row.location],
  sorting: {
    sort: (row) => row.sort,
    projName: (row) => row.projName,
    projCode: (row) => row.projCode,
    status: (row) => row.status,
    startDate: (row) => row.startDate,
    creationTime: (row) => row.creationTime,
  },
  defaultOrder: projectOrder,
  listFilter,
  unique: [
    { code: 'Base:DuplicateProjectName', input: (i) => i.projName, row: (r) => r.projName },
    { code: 'Base:DuplicateProjectCode', input: (i) => i.projCode, row: (r) => r.projCode },
  ],
  checkCreate: (input, context) => checkProject(input, null, context),
  checkUpdate: (row, input, context) => checkProject(input, row, context),
  checkDelete: (row, { db, culture }) =>
    htdsOfProject(db, row).length > 0
      ? businessError(culture, 'Base:ProjectHasHtds', row.projName)
      : null,
  afterDelete: projectDeleteCascade,
  create: (input, audit) => ({ ...audit, ...assign(input) }),
  update: (row, input) => {
    Object.assign(row, assign(input))
  },
  toDto: (row, { db }) => toProjectDto(row, db),
  without: ['create', 'update'],
}

/**
 * Who may read the project picker (business-api.md §3.1 `/list`), and publishers of notices: a
 * notice is for one project or everyone, and the publishing page picks it (not in the contract's
 * list; README).
 */
const pickerReaders = [
  'Project.Project',
  'Project.Htd',
  'Project.UserProjectPermissions',
  'Project.UserHtdPermissions',
  'AppManage.ProjectAppFolder',
  'AppManage.ProjectApp',
  'SignKeyManage.SignKey',
  'Notice.Notice',
]

/** `GET /api/base/project/list`: every project of the tenant, by `sort`. */
const projectPickerRoute = defineRoute({
  method: 'GET',
  pattern: '/api/base/project/list',
  permission: { anyOf: pickerReaders },
  handle: (context) => {
    const { db, tenantId } = crudContext(context)
    const rows = liveRows(db.projects, tenantId).sort(projectOrder).slice(0, 1000)
    return jsonResponse(200, { items: rows.map((row) => toProjectDto(row, db)) })
  },
})

export const projectRoutes: BackendRoute[] = [
  projectPickerRoute,
  ...defineCrudRoutes(projectResource),
  ...validatedWriteRoutes(projectResource, [dateRangeRule(projectFields.startDate)]),
]
