import type { PermissionRequirement } from '../auth/permission-check.ts'
import type { AuditedRecord, MockDatabase } from '../db/types.ts'
import type { MockResponse } from '../http/mock-http.ts'
import type { BusinessErrorCode } from '../localization/business-texts.ts'
import type { CultureName } from '../localization/culture.ts'
import type { AuthenticatedContext } from '../request-context.ts'
import type { SortAccessors } from './paging.ts'
import type { FieldSpecs, InputOf } from './validation.ts'

/** What a CRUD handler and a resource's hooks see: the request plus its tenant and the data. */
export interface CrudContext extends AuthenticatedContext {
  tenantId: string | null
  db: MockDatabase
}

/** A refusal (403 business error, 404 for a missing reference, …) or null to go on. */
export type Check = MockResponse | null

/** Trimmed, case-insensitive uniqueness among the tenant's live rows (business-api.md §0.4). */
export interface UniqueRule<R, I> {
  code: BusinessErrorCode
  input: (input: I) => string | null
  row: (row: R) => string | null
  /** Narrows the scope, e.g. siblings only; default the whole tenant. */
  sameScope?: (row: R, input: I) => boolean
}

export type CrudAction = 'list' | 'picker' | 'get' | 'create' | 'update' | 'delete'

/**
 * A conventional resource (business-api.md §0.2), declared once and served by
 * `defineCrudRoutes`: paged list, `/list`, get, create, update, delete and bulk delete.
 */
export interface CrudResource<R extends AuditedRecord, F extends FieldSpecs> {
  /** e.g. `/api/base/position` */
  path: string
  /** The 404 text's `{Type}`, e.g. `Position`. */
  entityType: string
  /** Route permissions per action; the picker (`/list`) needs sign-in only. */
  permissions: { read: PermissionRequirement; create: PermissionRequirement } & {
    update: PermissionRequirement
    delete: PermissionRequirement
  }
  /** The table, all tenants, deleted rows included; the helper narrows it. */
  table: (db: MockDatabase) => R[]
  /**
   * Host-owned rows shared with every tenant (data dictionaries, business-api.md §2): reads see
   * the host's rows whoever asks; writes need a host caller, else the row check's 403 (§0.1).
   */
  hostOwned?: boolean
  /** Create/update body fields. `concurrencyStamp` is read by the helper itself. */
  fields: F
  /** The fields `filter` searches. */
  filterFields: (row: R) => (string | null)[]
  /** The sorting whitelist: camelCase field → value. */
  sorting: SortAccessors<R>
  /** Default order of lists; otherwise sort, name, creationTime. */
  defaultOrder?: (a: R, b: R) => number
  /** The resource's own list filters (query parameters); may refuse with a response. */
  listFilter?: (rows: R[], context: CrudContext) => R[] | MockResponse
  unique?: UniqueRule<R, InputOf<F>>[]
  checkCreate?: (input: InputOf<F>, context: CrudContext) => Check
  checkUpdate?: (row: R, input: InputOf<F>, context: CrudContext) => Check
  checkDelete?: (row: R, context: CrudContext) => Check
  create: (input: InputOf<F>, audit: AuditedRecord, context: CrudContext) => R
  update: (row: R, input: InputOf<F>, context: CrudContext) => void
  /** Side effects of a delete (cascades), after the row is marked deleted. */
  afterDelete?: (row: R, context: CrudContext) => void
  toDto: (row: R, context: CrudContext) => unknown
  /** `GET {path}/list`: enabled rows only unless `includeDisabled=true`. */
  picker?: { enabled: (row: R) => boolean }
  /** `DELETE {path}?ids=…` (business-api.md §0.2 **bulk**). */
  bulkDelete?: boolean
  /** Actions this resource leaves out (another route serves them, or none). */
  without?: CrudAction[]
  /** A stale `concurrencyStamp`: 409 by default; identity answers 403 ConcurrencyFailure. */
  staleStamp?: (culture: CultureName) => MockResponse
  /** ABP identity ignores a delete of an unknown id (204); everything else answers 404. */
  deleteUnknown?: 'not-found' | 'no-content'
}

/** The audit members every aggregate DTO carries (business-api.md §0.3). */
export function auditedDto(row: AuditedRecord) {
  return {
    id: row.id,
    creationTime: row.creationTime,
    creatorId: row.creatorId,
    lastModificationTime: row.lastModificationTime,
    lastModifierId: row.lastModifierId,
    concurrencyStamp: row.concurrencyStamp,
    extraProperties: row.extraProperties,
  }
}
