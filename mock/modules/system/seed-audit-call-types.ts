import { entityChangeTypes, type EntityChangeType } from '../../core/db/audit-log-types.ts'
import type { Draw } from './seed-audit-random.ts'

/** The shape of the audit log seed's calls (seed-audit-*-calls.ts build them). */

/** An error body's `error` (RemoteServiceErrorInfo) of a refused call. */
export interface SeedFailure {
  status: number
  code: string | null
  message: string
}

export interface SeedChange {
  type: EntityChangeType
  /** Property → [original, new], plain values (JSON-encoded when stored). */
  properties: Record<string, [unknown, unknown]>
}

export interface SeedCall {
  method: string
  path: string
  query?: string
  body?: Record<string, unknown>
  /** The answer when the call succeeds. */
  status: 200 | 204
  change?: SeedChange
  /** This call's own refusals, besides the generic ones. */
  failures?: SeedFailure[]
  /** A read: it is only audited because it failed. */
  failedRead?: boolean
}

/** The ids a side (host or the demo tenant) has. */
export interface SeedSide {
  htdIds: readonly string[]
  organizationIds: readonly string[]
  userIds: readonly string[]
  projectIds: readonly string[]
}

/** Builds one call; `newId` names what it creates, or a row of a table the seed lacks. */
export type BuildCall = (draw: Draw, side: SeedSide, newId: string) => SeedCall

export function updated(properties: SeedChange['properties']): SeedChange {
  return { type: entityChangeTypes.updated, properties }
}

export function created(values: Record<string, unknown>): SeedChange {
  const properties: SeedChange['properties'] = {}
  for (const [name, value] of Object.entries(values)) properties[name] = [null, value]
  return { type: entityChangeTypes.created, properties }
}

export const deleted: SeedChange = {
  type: entityChangeTypes.deleted,
  properties: { IsDeleted: [false, true] },
}
