import type { AuditedRecord } from '../../core/db/audited-record.ts'

/** An entry of a data dictionary (business-api.md §2); host-owned like its dictionary. */
export interface DictionaryDetailRecord extends AuditedRecord {
  /** The dictionary. */
  pid: string
  label: string
  value: string
  sort: number
  enabled: boolean
}

/** A data dictionary (business-api.md §2): host-owned (`tenantId: null`), shared by every tenant. */
export interface DictionaryRecord extends AuditedRecord {
  name: string
  description: string | null
  /** Code depends on it: no rename or delete, its values cannot change (`Base:StaticDictionary`). */
  isStatic: boolean
}

declare module '../../core/db/types.ts' {
  /** The module's tables (declaration merging: the database is the sum of the modules'). */
  interface MockDatabase {
    /** Host-level reference data, shared by every tenant. */
    dictionaries: DictionaryRecord[]
    dictionaryDetails: DictionaryDetailRecord[]
  }
}
