import { validationError } from '../abp-error.ts'
import { clockNow, newAuditedRecord, newConcurrencyStamp } from '../db/audit.ts'
import type { AuditedRecord } from '../db/types.ts'
import {
  isRecord,
  jsonResponse,
  noContent,
  parseJsonBody,
  type MockResponse,
} from '../http/mock-http.ts'
import { businessError, concurrencyConflict } from './business-error.ts'
import type { Check, CrudContext, CrudResource } from './crud-resource.ts'
import { findRow, tenantRows } from './crud-reads.ts'
import {
  isGuid,
  toValidationErrors,
  validateInput,
  type FieldSpecs,
  type InputOf,
  type ValidationIssue,
  type WriteMode,
} from './validation.ts'

type Resource<R extends AuditedRecord, F extends FieldSpecs> = CrudResource<R, F>

function invalid(context: CrudContext, issues: ValidationIssue[]): MockResponse {
  return validationError(context.culture, toValidationErrors(context.culture, issues))
}

function readInput<R extends AuditedRecord, F extends FieldSpecs>(
  resource: Resource<R, F>,
  context: CrudContext,
  mode: WriteMode,
): { body: Record<string, unknown>; input: InputOf<F> } | { response: MockResponse } {
  const body = parseJsonBody(context.request.body)
  const result = validateInput(body, resource.fields, mode)
  if (!result.ok) return { response: invalid(context, result.issues) }
  return { body: isRecord(body) ? body : {}, input: result.input }
}

const normalized = (value: string | null) => value?.trim().toLowerCase() ?? null

function checkUnique<R extends AuditedRecord, F extends FieldSpecs>(
  resource: Resource<R, F>,
  context: CrudContext,
  input: InputOf<F>,
  self: R | null,
): Check {
  const others = tenantRows(resource, context).filter((row) => row !== self)
  for (const rule of resource.unique ?? []) {
    const wanted = rule.input(input)
    if (wanted === null) continue
    const clash = others.some(
      (row) =>
        normalized(rule.row(row)) === normalized(wanted) && (rule.sameScope?.(row, input) ?? true),
    )
    if (clash) return businessError(context.culture, rule.code, wanted)
  }
  return null
}

function touch(row: AuditedRecord, context: CrudContext): void {
  row.lastModificationTime = clockNow()
  row.lastModifierId = context.caller.userId
  row.concurrencyStamp = newConcurrencyStamp()
}

export function createOne<R extends AuditedRecord, F extends FieldSpecs>(
  resource: Resource<R, F>,
  context: CrudContext,
): MockResponse {
  const read = readInput(resource, context, 'create')
  if ('response' in read) return read.response
  const refusal =
    resource.checkCreate?.(read.input, context) ?? checkUnique(resource, context, read.input, null)
  if (refusal) return refusal
  const audit = newAuditedRecord(context.tenantId, context.caller.userId)
  const row = resource.create(read.input, audit, context)
  resource.table(context.db).push(row)
  return jsonResponse(200, resource.toDto(row, context))
}

export function updateOne<R extends AuditedRecord, F extends FieldSpecs>(
  resource: Resource<R, F>,
  context: CrudContext,
): MockResponse {
  const found = findRow(resource, context, context.params.id)
  if ('response' in found) return found.response
  const read = readInput(resource, context, 'update')
  if ('response' in read) return read.response
  const { row } = found
  const refusal =
    resource.checkUpdate?.(row, read.input, context) ??
    checkUnique(resource, context, read.input, row)
  if (refusal) return refusal
  // SetConcurrencyStampIfNotNull: null or absent skips the check; a stale one fails at save.
  const stamp = read.body.concurrencyStamp
  if (typeof stamp === 'string' && stamp !== '' && stamp !== row.concurrencyStamp) {
    return (resource.staleStamp ?? concurrencyConflict)(context.culture)
  }
  resource.update(row, read.input, context)
  touch(row, context)
  return jsonResponse(200, resource.toDto(row, context))
}

function softDelete<R extends AuditedRecord, F extends FieldSpecs>(
  resource: Resource<R, F>,
  context: CrudContext,
  row: R,
): void {
  row.isDeleted = true
  touch(row, context)
  resource.afterDelete?.(row, context)
}

export function deleteOne<R extends AuditedRecord, F extends FieldSpecs>(
  resource: Resource<R, F>,
  context: CrudContext,
): MockResponse {
  const found = findRow(resource, context, context.params.id)
  if ('response' in found) {
    // A non-GUID id never reaches the action (bare 404); an unknown GUID may be ignored.
    const ignore = resource.deleteUnknown === 'no-content' && found.response.body !== null
    return ignore ? noContent() : found.response
  }
  const refusal = resource.checkDelete?.(found.row, context)
  if (refusal) return refusal
  softDelete(resource, context, found.row)
  return noContent()
}

export const maxBulkIds = 100

/** `DELETE {r}?ids=a&ids=b`: 1–100 ids in one transaction; the first failing id aborts all. */
export function deleteMany<R extends AuditedRecord, F extends FieldSpecs>(
  resource: Resource<R, F>,
  context: CrudContext,
): MockResponse {
  // Repeated keys without indices; ASP.NET binds the name case-insensitively.
  const raw = [...context.request.query.entries()]
    .filter(([key]) => key.toLowerCase() === 'ids')
    .map(([, value]) => value.trim())
  const unique = [...new Set(raw.map((id) => id.toLowerCase()))]
  if (unique.length === 0) return invalid(context, [{ member: 'ids', rule: 'V1', args: [] }])
  if (raw.length > maxBulkIds) {
    return invalid(context, [{ member: 'ids', rule: 'V6', args: [String(maxBulkIds)] }])
  }
  if (!unique.every(isGuid)) return invalid(context, [{ member: 'ids', rule: 'V5', args: [] }])
  const rows: R[] = []
  for (const id of unique) {
    const found = findRow(resource, context, id)
    if ('response' in found) return found.response
    const refusal = resource.checkDelete?.(found.row, context)
    if (refusal) return refusal
    rows.push(found.row)
  }
  rows.forEach((row) => softDelete(resource, context, row))
  return noContent()
}
