import { validationError } from '../../core/abp-error.ts'
import { businessError } from '../../core/crud/business-error.ts'
import type { CrudContext, CrudResource } from '../../core/crud/crud-resource.ts'
import { crudPermissions, defineCrudRoutes } from '../../core/crud/define-crud-routes.ts'
import { maxPickerItems, tenantRows } from '../../core/crud/crud-reads.ts'
import { defaultOrder } from '../../core/crud/paging.ts'
import { toValidationErrors } from '../../core/crud/validation.ts'
import { withCrudContext } from '../../core/crud/with-crud-context.ts'
import {
  jsonResponse,
  readBooleanQuery,
  readQuery,
  type MockResponse,
} from '../../core/http/mock-http.ts'
import { defineRoute, type BackendRoute } from '../../core/routes/define-route.ts'
import { appFields, appTypes, type AppInput } from './app-fields.ts'
import { placementsOf, toAppDto } from './app-dtos.ts'
import type { AppRecord } from './app-types.ts'

const appTypeValues: readonly number[] = Object.values(appTypes)

/** `type` (1 Web, 2 Mobile) and `enabled` of the app lists; a bad value → 400 V5 on its member. */
function readAppFilters(
  context: CrudContext,
): { type: number | null; enabled: boolean | null } | { response: MockResponse } {
  const { query } = context.request
  const typeText = readQuery(query, 'type')?.trim() || null
  const enabledText = readQuery(query, 'enabled')?.trim().toLowerCase() || null
  const type = typeText === null ? null : Number(typeText)
  const bad: string[] = []
  if (type !== null && !appTypeValues.includes(type)) bad.push('type')
  if (enabledText !== null && enabledText !== 'true' && enabledText !== 'false') bad.push('enabled')
  if (bad.length > 0) {
    const issues = bad.map((member) => ({ member, rule: 'V5' as const, args: [] }))
    return { response: validationError(context.culture, toValidationErrors(context.culture, issues)) } // prettier-ignore
  }
  return { type, enabled: enabledText === null ? null : enabledText === 'true' }
}

function filterApps(rows: AppRecord[], context: CrudContext) {
  const filters = readAppFilters(context)
  if ('response' in filters) return filters.response
  return rows.filter(
    (app) =>
      (filters.type === null || app.type === filters.type) &&
      (filters.enabled === null || app.enabled === filters.enabled),
  )
}

function assign(input: AppInput) {
  return {
    name: input.name!,
    code: input.code!,
    icon: input.icon,
    url: input.url!,
    type: input.type,
    clientId: input.clientId,
    enabled: input.enabled,
    sort: input.sort,
    description: input.description,
    extraProperties: input.extraProperties,
  }
}

/** Apps, business-api.md §4.1. */
export const appResource: CrudResource<AppRecord, typeof appFields> = {
  path: '/api/base/app',
  entityType: 'App',
  permissions: crudPermissions('AppManage.App'),
  table: (db) => db.apps,
  fields: appFields,
  filterFields: (row) => [row.name, row.code, row.url],
  sorting: {
    sort: (row) => row.sort,
    name: (row) => row.name,
    code: (row) => row.code,
    type: (row) => row.type,
    creationTime: (row) => row.creationTime,
  },
  listFilter: filterApps,
  unique: [
    { code: 'Base:DuplicateAppName', input: (input) => input.name, row: (row) => row.name },
    { code: 'Base:DuplicateAppCode', input: (input) => input.code, row: (row) => row.code },
  ],
  // Still placed: refuse with the number of projects; disable it instead (§4.1).
  checkDelete: (row, { db, tenantId, culture }) => {
    const count = placementsOf(db, tenantId).filter((p) => p.appId === row.id).length
    return count > 0 ? businessError(culture, 'Base:AppInUse', row.name, count) : null
  },
  create: (input, audit) => ({ ...audit, ...assign(input) }),
  update: (row, input) => {
    Object.assign(row, assign(input))
  },
  toDto: (row, { db, request }) => toAppDto(row, db, request),
  bulkDelete: true,
}

/**
 * `GET /api/base/app/list?type=&includeDisabled=`: the placement dialog's picker, for holders of
 * AppManage.App or AppManage.ProjectApp (the helper's picker needs sign-in only).
 */
const appPickerRoute = defineRoute({
  method: 'GET',
  pattern: '/api/base/app/list',
  permission: { anyOf: ['AppManage.App', 'AppManage.ProjectApp'] },
  reads: { query: ['type', 'includeDisabled'] },
  handle: withCrudContext((context) => {
    const filters = readAppFilters(context)
    if ('response' in filters) return filters.response
    const includeDisabled = readBooleanQuery(context.request.query, 'includeDisabled', false)
    const rows = tenantRows(appResource, context)
      .filter(
        (app) =>
          (includeDisabled || app.enabled) && (filters.type === null || app.type === filters.type),
      ) // prettier-ignore
      .sort(defaultOrder)
      .slice(0, maxPickerItems)
    return jsonResponse(200, { items: rows.map((app) => toAppDto(app, context.db, context.request)) }) // prettier-ignore
  }),
})

export const appRoutes: BackendRoute[] = [appPickerRoute, ...defineCrudRoutes(appResource)]
