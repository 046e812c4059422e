import { businessError } from '../../core/crud/business-error.ts'
import type { Check, CrudContext, CrudResource } from '../../core/crud/crud-resource.ts'
import { crudPermissions } from '../../core/crud/define-crud-routes.ts'
import { compareValues } from '../../core/crud/paging.ts'
import { email, extraProperties, text, type FieldSpec } from '../../core/crud/validation.ts'
import { liveRows } from '../../core/db/database.ts'
import type { TenantRecord } from '../../core/db/types.ts'
import { identityResultError, passwordErrors } from '../organization/identity-errors.ts'
import { seedTenantAdmin } from './tenant-admin.ts'

/** The admin password is taken as typed (never trimmed); create only, max 128. */
function adminPassword(): FieldSpec<string | null> {
  return {
    presence: 'C!',
    absent: null,
    parse: (raw) => {
      if (typeof raw !== 'string') return { rule: 'V5' }
      return raw.length > 128 ? { rule: 'V2', args: ['128'] } : { value: raw }
    },
  }
}

/** `TenantCreateDto` / `TenantUpdateDto` (abp-api.md §5.2); the admin fields are create-only. */
const tenantFields = {
  name: text('CU', 64),
  adminEmailAddress: email('C!', 256),
  adminPassword: adminPassword(),
  extraProperties: extraProperties(),
}

type TenantInput = { name: string | null }

/** TenantManager's name check: live tenants, trimmed and case-insensitive (normalized names). */
function checkName(input: TenantInput, context: CrudContext, self: TenantRecord | null): Check {
  const wanted = input.name!.toLowerCase()
  const clash = liveRows(context.db.tenants, null).some(
    (row) => row !== self && row.name.trim().toLowerCase() === wanted,
  )
  return clash
    ? businessError(context.culture, 'Volo.Abp.TenantManagement:DuplicateTenantName', input.name!)
    : null
}

/** Tenant management (abp-api.md §5.1): host data, sorted by name unless asked otherwise. */
export const tenantResource: CrudResource<TenantRecord, typeof tenantFields> = {
  path: '/api/multi-tenancy/tenants',
  entityType: 'Tenant',
  permissions: crudPermissions('AbpTenantManagement.Tenants'),
  table: (db) => db.tenants,
  fields: tenantFields,
  filterFields: (row) => [row.name],
  sorting: {
    name: (row) => row.name,
    creationTime: (row) => row.creationTime,
  },
  defaultOrder: (a, b) => compareValues(a.name.toLowerCase(), b.name.toLowerCase()),
  // The tenant first (TenantManager), then its admin user (the identity password policy).
  checkCreate: (input, context) => {
    const errors = passwordErrors(input.adminPassword!)
    return (
      checkName(input, context, null) ??
      (errors.length > 0 ? identityResultError(context.culture, errors) : null)
    )
  },
  checkUpdate: (row, input, context) => checkName(input, context, row),
  create: (input, audit, context) => {
    seedTenantAdmin(context.db, {
      tenantId: audit.id,
      email: input.adminEmailAddress!,
      password: input.adminPassword!,
      creatorId: audit.creatorId,
    })
    return {
      ...audit,
      tenantId: null,
      name: input.name!,
      isActive: true,
      defaultConnectionString: null,
      extraProperties: input.extraProperties,
    }
  },
  update: (row, input) => {
    row.name = input.name!
    row.extraProperties = input.extraProperties
  },
  // TenantDto (ExtensibleEntityDto<Guid>): no audit members.
  toDto: (row) => ({
    id: row.id,
    name: row.name,
    concurrencyStamp: row.concurrencyStamp,
    extraProperties: row.extraProperties,
  }),
}
