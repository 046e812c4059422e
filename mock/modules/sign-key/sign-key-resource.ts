import { validationError } from '../../core/abp-error.ts'
import { businessError } from '../../core/crud/business-error.ts'
import type { Check, CrudContext, CrudResource } from '../../core/crud/crud-resource.ts'
import { crudPermissions } from '../../core/crud/define-crud-routes.ts'
import { compareValues } from '../../core/crud/paging.ts'
import {
  collectIssues,
  readBooleanFilter,
  readEnumFilter,
  readGuidFilter,
  valueOf,
} from '../../core/crud/query-filters.ts'
import { toValidationErrors } from '../../core/crud/validation.ts'
import { liveRows, getDatabase } from '../../core/db/database.ts'
import type { MockDatabase } from '../../core/db/types.ts'
import { signKeyNames, toSignKeyDto } from './sign-key-dto.ts'
import { signKeyKinds, signKeyUpdateFields, type SignKeyUpdateInput } from './sign-key-fields.ts'
import { defaultSignatureName, isSeal, sameSealSlot } from './sign-key-rules.ts'
import type { SignKeyRecord } from './sign-key-types.ts'

export const signKeyPath = '/api/base/sign-key'
export const signKeyPermission = 'SignKeyManage.SignKey'

/** The tenant's live keys. */
export function tenantSignKeys(db: MockDatabase, tenantId: string | null): SignKeyRecord[] {
  return liveRows(db.signKeys, tenantId)
}

/** A seal whose slot (owner, organisation, name) another live key holds → `Base:DuplicateSeal`. */
export function checkSealSlot(
  candidate: Pick<SignKeyRecord, 'kind' | 'projectId' | 'htdId' | 'organizationId' | 'name'>,
  self: SignKeyRecord | null,
  context: CrudContext,
): Check {
  const clash = tenantSignKeys(context.db, context.tenantId).some(
    (row) => row !== self && sameSealSlot(row, candidate),
  )
  return clash ? businessError(context.culture, 'Base:DuplicateSeal', candidate.name.trim()) : null
}

function filterSignKeys(rows: SignKeyRecord[], context: CrudContext) {
  const { query } = context.request
  const kind = readEnumFilter(query, 'kind', Object.values(signKeyKinds))
  const owners = (['userId', 'projectId', 'htdId', 'organizationId'] as const).map(
    (name) => [name, readGuidFilter(query, name)] as const,
  )
  const enabled = readBooleanFilter(query, 'enabled')
  const issues = collectIssues([kind, enabled, ...owners.map(([, filter]) => filter)])
  if (issues.length > 0) {
    return validationError(context.culture, toValidationErrors(context.culture, issues))
  }
  return rows.filter(
    (row) =>
      (valueOf(kind) === null || row.kind === valueOf(kind)) &&
      (valueOf(enabled) === null || row.enabled === valueOf(enabled)) &&
      owners.every(([name, filter]) => valueOf(filter) === null || row[name] === valueOf(filter)),
  )
}

// Sorting by a name reads the database the list was built from (accessors see the row only).
const nameOf = (row: SignKeyRecord) => signKeyNames(row, getDatabase())

/** The seal's name on update: required for seals, a signature's default when left empty. */
function updatedName(row: SignKeyRecord, input: SignKeyUpdateInput, db: MockDatabase): string {
  if (input.name !== null) return input.name
  return defaultSignatureName(signKeyNames(row, db).userDisplayName ?? '')
}

/**
 * Signing keys through the CRUD helper: paged list with the contract's filters, get, the JSON
 * update of name, enabled and remark (stale stamp 409) and the bulk delete (business-api.md §5).
 * The multipart create and the image routes are in sign-key-routes.ts.
 */
export const signKeyResource: CrudResource<SignKeyRecord, typeof signKeyUpdateFields> = {
  path: signKeyPath,
  entityType: 'SignKey',
  permissions: crudPermissions(signKeyPermission),
  table: (db) => db.signKeys,
  fields: signKeyUpdateFields,
  filterFields: (row) => {
    const names = nameOf(row)
    const organization = getDatabase().organizations.find((o) => o.id === row.organizationId)
    return [row.name, names.userName, names.userDisplayName, organization?.name ?? null, names.organizationName, names.projName, names.htdName] // prettier-ignore
  },
  sorting: {
    kind: (row) => row.kind,
    name: (row) => row.name,
    userName: (row) => nameOf(row).userName,
    organizationName: (row) => nameOf(row).organizationName,
    projName: (row) => nameOf(row).projName,
    htdName: (row) => nameOf(row).htdName,
    imageUpdateTime: (row) => row.image.updateTime,
    creationTime: (row) => row.creationTime,
  },
  // `kind asc, creationTime desc` (§5).
  defaultOrder: (a, b) =>
    compareValues(a.kind, b.kind) || compareValues(b.creationTime, a.creationTime),
  listFilter: filterSignKeys,
  without: ['create'],
  checkUpdate: (row, input, context) => {
    if (isSeal(row.kind) && input.name === null) {
      const issues = [{ member: 'name', rule: 'V1' as const, args: [] }]
      return validationError(context.culture, toValidationErrors(context.culture, issues))
    }
    return isSeal(row.kind) ? checkSealSlot({ ...row, name: input.name! }, row, context) : null
  },
  create: () => {
    throw new Error('signing keys are created by the multipart route')
  },
  update: (row, input, context) => {
    row.name = updatedName(row, input, context.db)
    row.enabled = input.enabled
    row.remark = input.remark
    row.extraProperties = input.extraProperties
  },
  toDto: (row, context) => toSignKeyDto(row, context.db),
  bulkDelete: true,
}
