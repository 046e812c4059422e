import { validationError } from '../../core/abp-error.ts'
import type { CrudResource } from '../../core/crud/crud-resource.ts'
import { crudPermissions, defineCrudRoutes } from '../../core/crud/define-crud-routes.ts'
import {
  boolean,
  enumeration,
  extraProperties,
  guid,
  integer,
  isGuid,
  text,
  toValidationErrors,
} from '../../core/crud/validation.ts'
import { orgTypes, type OrganizationRecord } from './organization-types.ts'
import { readBooleanQuery, readQuery } from '../../core/http/mock-http.ts'
import { toOrganizationDto } from './organization-dto.ts'
import {
  checkOrganizationCreate,
  checkOrganizationDelete,
  checkOrganizationUpdate,
} from './organization-rules.ts'
import { organizationTreeRoutes } from './organization-tree-routes.ts'
import { subtreeIds } from './memberships.ts'

const organizationFields = {
  parentId: guid(),
  name: text('CU', 64),
  fullName: text('-', 128),
  orgType: enumeration('C!', Object.values(orgTypes)),
  sort: integer(0, 9999, 0),
  enabled: boolean(true),
  extraProperties: extraProperties(),
}

/** Organisations, business-api.md §1.1; the tree routes live in organization-tree-routes.ts. */
export const organizationResource: CrudResource<OrganizationRecord, typeof organizationFields> = {
  path: '/api/base/organization',
  entityType: 'Organization',
  permissions: crudPermissions('Organization.Organize'),
  table: (db) => db.organizations,
  fields: organizationFields,
  filterFields: (row) => [row.name, row.fullName],
  sorting: {
    sort: (row) => row.sort,
    name: (row) => row.name,
    fullName: (row) => row.fullName,
    orgType: (row) => row.orgType,
    creationTime: (row) => row.creationTime,
  },
  listFilter: (rows, { request, culture }) => {
    const query = request.query
    const parentId = readQuery(query, 'parentId')?.trim() || null
    if (parentId !== null && !isGuid(parentId)) {
      const issues = [{ member: 'parentId', rule: 'V5' as const, args: [] }]
      return validationError(culture, toValidationErrors(culture, issues))
    }
    let result = rows
    if (parentId !== null) {
      const wanted = parentId.toLowerCase()
      if (readBooleanQuery(query, 'includeDescendants', false)) {
        const below = subtreeIds(rows, wanted)
        result = result.filter((row) => row.id !== wanted && below.has(row.id))
      } else {
        result = result.filter((row) => row.parentId === wanted)
      }
    }
    const orgType = Number(readQuery(query, 'orgType') ?? NaN)
    if (!Number.isNaN(orgType)) result = result.filter((row) => row.orgType === orgType)
    if (readQuery(query, 'enabled') !== null) {
      const enabled = readBooleanQuery(query, 'enabled', true)
      result = result.filter((row) => row.enabled === enabled)
    }
    return result
  },
  unique: [
    {
      code: 'Base:DuplicateOrganizationName',
      input: (input) => input.name,
      row: (row) => row.name,
      sameScope: (row, input) => row.parentId === input.parentId,
    },
  ],
  checkCreate: checkOrganizationCreate,
  checkUpdate: checkOrganizationUpdate,
  checkDelete: checkOrganizationDelete,
  create: (input, audit) => ({
    ...audit,
    parentId: input.parentId,
    name: input.name!,
    fullName: input.fullName ?? input.name!,
    orgType: input.orgType,
    sort: input.sort,
    enabled: input.enabled,
    extraProperties: input.extraProperties,
  }),
  // orgType is create-only; a new parentId moves the node with its subtree.
  update: (row, input) => {
    Object.assign(row, {
      parentId: input.parentId,
      name: input.name!,
      fullName: input.fullName ?? input.name!,
      sort: input.sort,
      enabled: input.enabled,
      extraProperties: input.extraProperties,
    })
  },
  toDto: (row, { db }) => toOrganizationDto(row, db),
}

export const organizationRoutes = [
  ...organizationTreeRoutes,
  ...defineCrudRoutes(organizationResource),
]
