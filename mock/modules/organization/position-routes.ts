import { auditedDto, type CrudResource } from '../../core/crud/crud-resource.ts'
import { businessError } from '../../core/crud/business-error.ts'
import { crudPermissions, defineCrudRoutes } from '../../core/crud/define-crud-routes.ts'
import { boolean, extraProperties, integer, text } from '../../core/crud/validation.ts'
import type { PositionRecord } from './organization-types.ts'
import { readBooleanQuery, readQuery } from '../../core/http/mock-http.ts'
import { countPositionHolders } from './memberships.ts'

const positionFields = {
  name: text('CU', 64),
  sort: integer(0, 9999, 0),
  enabled: boolean(true),
  description: text('-', 256),
  extraProperties: extraProperties(),
}

/** Positions (岗位), business-api.md §1.2. */
export const positionResource: CrudResource<PositionRecord, typeof positionFields> = {
  path: '/api/base/position',
  entityType: 'Position',
  permissions: crudPermissions('Organization.Position'),
  table: (db) => db.positions,
  fields: positionFields,
  filterFields: (row) => [row.name, row.description],
  sorting: {
    sort: (row) => row.sort,
    name: (row) => row.name,
    creationTime: (row) => row.creationTime,
  },
  listFilter: (rows, { request }) => {
    if (readQuery(request.query, 'enabled') === null) return rows
    const enabled = readBooleanQuery(request.query, 'enabled', true)
    return rows.filter((row) => row.enabled === enabled)
  },
  unique: [
    { code: 'Base:DuplicatePositionName', input: (input) => input.name, row: (row) => row.name },
  ],
  checkDelete: (row, { db, culture }) => {
    const holders = countPositionHolders(db, row.tenantId, row.id)
    return holders > 0 ? businessError(culture, 'Base:PositionInUse', row.name, holders) : null
  },
  create: (input, audit) => ({
    ...audit,
    name: input.name!,
    sort: input.sort,
    enabled: input.enabled,
    description: input.description,
    extraProperties: input.extraProperties,
  }),
  update: (row, input) => {
    Object.assign(row, {
      name: input.name!,
      sort: input.sort,
      enabled: input.enabled,
      description: input.description,
      extraProperties: input.extraProperties,
    })
  },
  toDto: (row, { db }) => ({
    ...auditedDto(row),
    name: row.name,
    sort: row.sort,
    enabled: row.enabled,
    description: row.description,
    userCount: countPositionHolders(db, row.tenantId, row.id),
  }),
  picker: { enabled: (row) => row.enabled },
  bulkDelete: true,
}

export const positionRoutes = defineCrudRoutes(positionResource)
