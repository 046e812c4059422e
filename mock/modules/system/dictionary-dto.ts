import { auditedDto } from '../../core/crud/crud-resource.ts'
import { compareValues } from '../../core/crud/paging.ts'
import { liveRows } from '../../core/db/database.ts'
import type { DictionaryDetailRecord, DictionaryRecord } from './dictionary-types.ts'
import type { MockDatabase } from '../../core/db/types.ts'

/** Rows and DTOs of the data dictionaries (business-api.md §2); all host-owned. */

export function liveDictionaries(db: MockDatabase): DictionaryRecord[] {
  return liveRows(db.dictionaries, null)
}

/** The live details of a dictionary, in creation order. */
export function detailsOf(db: MockDatabase, dictionaryId: string): DictionaryDetailRecord[] {
  return liveRows(db.dictionaryDetails, null).filter((detail) => detail.pid === dictionaryId)
}

/** Lists order details by `sort`, then label, then creation. */
export function detailOrder(a: DictionaryDetailRecord, b: DictionaryDetailRecord): number {
  return (
    a.sort - b.sort ||
    compareValues(a.label, b.label) ||
    compareValues(a.creationTime, b.creationTime)
  )
}

/** `DictionaryDetailDto` of the management routes. */
export function toDetailDto(row: DictionaryDetailRecord) {
  return {
    ...auditedDto(row),
    pid: row.pid,
    label: row.label,
    value: row.value,
    sort: row.sort,
    enabled: row.enabled,
  }
}

/** The kept `GET /api/base/dictionary/list` shape (§2.1): the old members plus `pid`, `enabled`. */
function toListDetailDto({ id, pid, label, value, sort, enabled }: DictionaryDetailRecord) {
  return { id, pid, label, value, sort, enabled }
}

export function toListDictionaryDto(
  db: MockDatabase,
  { id, name, description }: DictionaryRecord,
  includeDetails: boolean,
) {
  const details = includeDetails ? detailsOf(db, id).map(toListDetailDto) : []
  return { id, name, description, details }
}
