import { entityNotFound, validationError } from '../../core/abp-error.ts'
import type { CrudContext } from '../../core/crud/crud-resource.ts'
import { crudContext } from '../../core/crud/define-crud-routes.ts'
import {
  guidList,
  isGuid,
  toValidationErrors,
  validateInput,
  type ValidationIssue,
} from '../../core/crud/validation.ts'
import { parseJsonBody, readQuery, type MockResponse } from '../../core/http/mock-http.ts'
import type { AuthenticatedContext } from '../../core/request-context.ts'

/** Request reading shared by the grant routes (business-api.md §3.4–3.5). */

/** A grant route's handler, given the request with its tenant and the database. */
export const serve =
  (handler: (context: CrudContext) => MockResponse) => (context: AuthenticatedContext) =>
    handler(crudContext(context))

export type Read<T> = { value: T } | { response: MockResponse }

export function invalid(context: CrudContext, issues: ValidationIssue[]): MockResponse {
  return validationError(context.culture, toValidationErrors(context.culture, issues))
}

/** V6 limits of the replace PUTs' id lists (business-api.md §3.4–3.5). */
export const maxIdsPerUser = 500
export const maxIdsPerTarget = 2000

export type Parsed<T> = { value: T } | { issues: ValidationIssue[] }

/**
 * A body `{ "<member>": [guid] }` of a replace PUT: the list is required (an empty one clears the
 * set), at most `maxCount` ids (V6), duplicates collapse.
 */
export function readIdList(
  context: CrudContext,
  member: string,
  maxCount: number,
): Parsed<string[]> {
  const fields = { [member]: { ...guidList(maxCount), presence: 'CU' as const } }
  const result = validateInput(parseJsonBody(context.request.body), fields, 'create')
  return result.ok ? { value: result.input[member] ?? [] } : { issues: result.issues }
}

/** A required GUID query parameter: absent → V1, not a GUID → V5. */
export function readRequiredGuidQuery(context: CrudContext, name: string): Parsed<string> {
  const raw = readQuery(context.request.query, name)?.trim() || null
  if (raw === null) return { issues: [{ member: name, rule: 'V1', args: [] }] }
  if (!isGuid(raw)) return { issues: [{ member: name, rule: 'V5', args: [] }] }
  return { value: raw.toLowerCase() }
}

/** An optional GUID query parameter (a list filter): absent → null, not a GUID → 400 V5. */
export function readGuidQuery(context: CrudContext, name: string): Read<string | null> {
  const raw = readQuery(context.request.query, name)?.trim() || null
  if (raw === null) return { value: null }
  if (!isGuid(raw)) return { response: invalid(context, [{ member: name, rule: 'V5', args: [] }]) }
  return { value: raw.toLowerCase() }
}

/** The first id `find` does not know → the ABP 404 of `entityType`; else every row found. */
export function findAll<T>(
  context: CrudContext,
  ids: readonly string[],
  entityType: string,
  find: (id: string) => T | undefined,
): Read<T[]> {
  const rows: T[] = []
  for (const id of ids) {
    const row = find(id)
    if (row === undefined) return { response: entityNotFound(context.culture, entityType, id) }
    rows.push(row)
  }
  return { value: rows }
}
