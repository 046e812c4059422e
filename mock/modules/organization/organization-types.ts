import type { AuditedRecord } from '../../core/db/audited-record.ts'

/** Organisation types (business-api.md §1.1). */
export const orgTypes = { company: 1, organisation: 2, department: 3, supplier: 4 } as const

export interface OrganizationRecord extends AuditedRecord {
  parentId: string | null
  name: string
  /** The legal full name; equals `name` when none was given. */
  fullName: string
  orgType: number
  sort: number
  enabled: boolean
}

export interface PositionRecord extends AuditedRecord {
  name: string
  sort: number
  enabled: boolean
  description: string | null
}

declare module '../../core/db/types.ts' {
  /** The module's tables (declaration merging: the database is the sum of the modules'). */
  interface MockDatabase {
    organizations: OrganizationRecord[]
    positions: PositionRecord[]
  }
}
