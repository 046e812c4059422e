import { validationError } from '../../core/abp-error.ts'
import type { CrudContext } from '../../core/crud/crud-resource.ts'
import { compareValues } from '../../core/crud/paging.ts'
import { toValidationErrors } from '../../core/crud/validation.ts'
import { liveRows } from '../../core/db/database.ts'
import type { WorkAreaRecord } from './project-types.ts'
import { readQuery } from '../../core/http/mock-http.ts'
import { readDecimal } from './decimal-rules.ts'
import { readGuidQueries } from './guid-queries.ts'
import { containsChainage } from './stake-rules.ts'

/** The default order of work areas: `sort asc, startChainage asc` (then code, creation). */
export function workAreaOrder(a: WorkAreaRecord, b: WorkAreaRecord): number {
  return (
    a.sort - b.sort ||
    compareValues(a.startChainage, b.startChainage) ||
    compareValues(a.code, b.code) ||
    compareValues(a.creationTime, b.creationTime)
  )
}

/**
 * `projectId`, `htdId`, `type` (exact) and `chainage` (metres: the areas whose range holds it);
 * a bad id or number → 400 V5.
 */
export function filterWorkAreas(rows: WorkAreaRecord[], context: CrudContext) {
  const read = readGuidQueries(context, ['projectId', 'htdId'])
  if ('response' in read) return read.response
  const { projectId, htdId } = read.values
  const type = readQuery(context.request.query, 'type')?.trim() || null
  const chainageText = readQuery(context.request.query, 'chainage')?.trim() || null
  const chainage = chainageText === null ? null : readDecimal(chainageText)
  if (chainageText !== null && chainage === null) {
    const issues = [{ member: 'chainage', rule: 'V5' as const, args: [] }]
    return validationError(context.culture, toValidationErrors(context.culture, issues))
  }
  const projectHtds =
    projectId === null
      ? null
      : new Set(
          liveRows(context.db.htds, context.tenantId)
            .filter((h) => h.projectId === projectId)
            .map((h) => h.id),
        )
  return rows.filter(
    (row) =>
      (projectHtds === null || projectHtds.has(row.htdId)) &&
      (htdId === null || row.htdId === htdId) &&
      (type === null || row.type === type) &&
      (chainage === null || containsChainage(row.startChainage, row.endChainage, chainage)),
  )
}
