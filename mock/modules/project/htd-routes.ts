import { entityNotFound, validationError } from '../../core/abp-error.ts'
import { businessError } from '../../core/crud/business-error.ts'
import type { Check, CrudContext, CrudResource } from '../../core/crud/crud-resource.ts'
import {
  crudContext,
  crudPermissions,
  defineCrudRoutes,
} from '../../core/crud/define-crud-routes.ts'
import { compareValues } from '../../core/crud/paging.ts'
import { toValidationErrors } from '../../core/crud/validation.ts'
import { liveRows } from '../../core/db/database.ts'
import type { HtdRecord } from './project-types.ts'
import { jsonResponse } from '../../core/http/mock-http.ts'
import { defineRoute, type BackendRoute } from '../../core/routes/define-route.ts'
import { dateRangeRule, validatedWriteRoutes } from './cross-field-validation.ts'
import { htdFields, type HtdInput } from './htd-fields.ts'
import { readGuidQueries } from './guid-queries.ts'
import { htdDeleteCascade } from './project-cascades.ts'
import { findProject, toHtdDto, workAreasOfHtd } from './project-dtos.ts'
import { checkOrganizations, sameText } from './reference-checks.ts'

/** Name and code are unique within the project (business-api.md §3.2). */
function checkUniqueInProject(
  projectId: string,
  input: HtdInput,
  self: HtdRecord | null,
  { db, tenantId, culture }: CrudContext,
): Check {
  const others = liveRows(db.htds, tenantId).filter((h) => h.projectId === projectId && h !== self)
  if (others.some((h) => sameText(h.htdName, input.htdName))) {
    return businessError(culture, 'Base:DuplicateHtdName', input.htdName!)
  }
  if (others.some((h) => sameText(h.htdCode, input.htdCode))) {
    return businessError(culture, 'Base:DuplicateHtdCode', input.htdCode!)
  }
  return null
}

function checkHtd(input: HtdInput, row: HtdRecord | null, context: CrudContext): Check {
  const projectId = row?.projectId ?? input.projectId!
  if (!row && !findProject(context.db, context.tenantId, projectId)) {
    return entityNotFound(context.culture, 'Project', projectId)
  }
  const units = [input.contractorOrgId, input.supervisorOrgId]
  return (
    checkOrganizations(units, [row?.contractorOrgId, row?.supervisorOrgId], context) ??
    checkUniqueInProject(projectId, input, row, context)
  )
}

function assign(input: HtdInput) {
  return {
    htdName: input.htdName!,
    htdCode: input.htdCode!,
    sort: input.sort,
    contractorOrgId: input.contractorOrgId,
    supervisorOrgId: input.supervisorOrgId,
    amount: input.amount,
    startDate: input.startDate,
    endDate: input.endDate,
    extraProperties: input.extraProperties,
  }
}

function htdOrder(a: HtdRecord, b: HtdRecord): number {
  return (
    a.sort - b.sort ||
    compareValues(a.htdName, b.htdName) ||
    compareValues(a.creationTime, b.creationTime)
  )
}

function listFilter(rows: HtdRecord[], context: CrudContext) {
  const read = readGuidQueries(context, ['projectId', 'contractorOrgId', 'supervisorOrgId'])
  if ('response' in read) return read.response
  const { projectId, contractorOrgId, supervisorOrgId } = read.values
  return rows.filter(
    (row) =>
      (projectId === null || row.projectId === projectId) &&
      (contractorOrgId === null || row.contractorOrgId === contractorOrgId) &&
      (supervisorOrgId === null || row.supervisorOrgId === supervisorOrgId),
  )
}

/** Contract sections, business-api.md §3.2. The by-user route lives in grant-by-user-route.ts. */
export const htdResource: CrudResource<HtdRecord, typeof htdFields> = {
  path: '/api/base/htd',
  entityType: 'Htd',
  permissions: crudPermissions('Project.Htd'),
  table: (db) => db.htds,
  fields: htdFields,
  filterFields: (row) => [row.htdName, row.htdCode],
  sorting: {
    sort: (row) => row.sort,
    htdName: (row) => row.htdName,
    htdCode: (row) => row.htdCode,
    amount: (row) => row.amount,
    startDate: (row) => row.startDate,
    creationTime: (row) => row.creationTime,
  },
  defaultOrder: htdOrder,
  listFilter,
  checkCreate: (input, context) => checkHtd(input, null, context),
  checkUpdate: (row, input, context) => checkHtd(input, row, context),
  checkDelete: (row, { db, culture }) =>
    workAreasOfHtd(db, row).length > 0
      ? businessError(culture, 'Base:HtdHasWorkAreas', row.htdName)
      : null,
  afterDelete: htdDeleteCascade,
  create: (input, audit) => ({ ...audit, projectId: input.projectId!, ...assign(input) }),
  update: (row, input) => {
    Object.assign(row, assign(input))
  },
  toDto: (row, { db }) => toHtdDto(row, db),
  without: ['create', 'update'],
}

/** `GET /api/base/htd/list?projectId=` (V1): the project's htds by `sort`. */
const htdPickerRoute = defineRoute({
  method: 'GET',
  pattern: '/api/base/htd/list',
  permission: { anyOf: ['Project.Htd', 'Project.UserHtdPermissions', 'SignKeyManage.SignKey'] },
  handle: (context) => {
    const crud = crudContext(context)
    const read = readGuidQueries(crud, ['projectId'])
    if ('response' in read) return read.response
    const { projectId } = read.values
    if (projectId === null) {
      const issues = [{ member: 'projectId', rule: 'V1' as const, args: [] }]
      return validationError(crud.culture, toValidationErrors(crud.culture, issues))
    }
    const rows = liveRows(crud.db.htds, crud.tenantId)
      .filter((h) => h.projectId === projectId)
      .sort(htdOrder)
    return jsonResponse(200, { items: rows.map((row) => toHtdDto(row, crud.db)) })
  },
})

export const htdRoutes: BackendRoute[] = [
  htdPickerRoute,
  ...defineCrudRoutes(htdResource),
  ...validatedWriteRoutes(htdResource, [dateRangeRule(htdFields.startDate)]),
]
