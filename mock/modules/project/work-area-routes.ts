import { entityNotFound } from '../../core/abp-error.ts'
import { businessError } from '../../core/crud/business-error.ts'
import type { Check, CrudContext, CrudResource } from '../../core/crud/crud-resource.ts'
import { defineCrudRoutes } from '../../core/crud/define-crud-routes.ts'
import { liveRows } from '../../core/db/database.ts'
import type { WorkAreaRecord } from './project-types.ts'
import type { BackendRoute } from '../../core/routes/define-route.ts'
import { chainageRangeRule, validatedWriteRoutes } from './cross-field-validation.ts'
import { findHtd, toWorkAreaDto } from './project-dtos.ts'
import { checkDictionaryValues, sameText } from './reference-checks.ts'
import { workAreaBody, workAreaFields, type WorkAreaInput } from './work-area-fields.ts'
import { filterWorkAreas, workAreaOrder } from './work-area-filters.ts'

/** Name and code are unique within the htd (business-api.md §3.3). */
function checkUniqueInHtd(
  htdId: string,
  input: WorkAreaInput,
  self: WorkAreaRecord | null,
  { db, tenantId, culture }: CrudContext,
): Check {
  const others = liveRows(db.workAreas, tenantId).filter((w) => w.htdId === htdId && w !== self)
  if (others.some((w) => sameText(w.name, input.name))) {
    return businessError(culture, 'Base:DuplicateWorkAreaName', input.name!)
  }
  if (others.some((w) => sameText(w.code, input.code))) {
    return businessError(culture, 'Base:DuplicateWorkAreaCode', input.code!)
  }
  return null
}

function checkWorkArea(
  input: WorkAreaInput,
  row: WorkAreaRecord | null,
  context: CrudContext,
): Check {
  const htdId = row?.htdId ?? input.htdId!
  if (!row && !findHtd(context.db, context.tenantId, htdId)) {
    return entityNotFound(context.culture, 'Htd', htdId)
  }
  return (
    checkDictionaryValues([['WorkAreaType', input.type]], context) ??
    checkUniqueInHtd(htdId, input, row, context)
  )
}

function assign(input: WorkAreaInput) {
  return {
    ...workAreaBody(input),
    name: input.name!,
    code: input.code!,
    extraProperties: input.extraProperties,
  }
}

const manage = 'Project.Htd.ManageWorkAreas'

/** Work areas (工区) of contract sections, business-api.md §3.3. */
export const workAreaResource: CrudResource<WorkAreaRecord, typeof workAreaFields> = {
  path: '/api/base/work-area',
  entityType: 'WorkArea',
  permissions: { read: 'Project.Htd', create: manage, update: manage, delete: manage },
  table: (db) => db.workAreas,
  fields: workAreaFields,
  filterFields: (row) => [row.name, row.code, row.description],
  sorting: {
    sort: (row) => row.sort,
    name: (row) => row.name,
    code: (row) => row.code,
    startChainage: (row) => row.startChainage,
    endChainage: (row) => row.endChainage,
    creationTime: (row) => row.creationTime,
  },
  defaultOrder: workAreaOrder,
  listFilter: filterWorkAreas,
  checkCreate: (input, context) => checkWorkArea(input, null, context),
  checkUpdate: (row, input, context) => checkWorkArea(input, row, context),
  create: (input, audit) => ({ ...audit, htdId: input.htdId!, ...assign(input) }),
  update: (row, input) => {
    Object.assign(row, assign(input))
  },
  toDto: (row, { db }) => toWorkAreaDto(row, db),
  bulkDelete: true,
  without: ['create', 'update'],
}

export const workAreaRoutes: BackendRoute[] = [
  ...defineCrudRoutes(workAreaResource),
  ...validatedWriteRoutes(workAreaResource, [chainageRangeRule(workAreaFields.startChainage)]),
]
