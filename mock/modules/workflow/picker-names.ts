import { sameId } from '../../core/db/audit.ts'
import type { MockDatabase } from '../../core/db/types.ts'
import type { FormSchema } from './workflow-model.ts'

/**
 * Picker values frozen with their display text (workflow-api.md §1): on submit and on every
 * approval the server stores `{id, name}` beside each picker id, so the instance shows names to
 * everyone, whatever the reader may list. An id the tenant does not know keeps its id as name.
 */
type Lookup = (db: MockDatabase, tenantId: string | null, id: string) => string | null

const byId = <T extends { id: string; tenantId?: string | null; isDeleted?: boolean }>(rows: readonly T[], tenantId: string | null, id: string) => rows.find((r) => sameId(r.id, id) && !r.isDeleted && sameId(r.tenantId ?? null, tenantId)) // prettier-ignore

const lookups: Record<string, Lookup> = {
  user: (db, t, id) => { const u = byId(db.users, t, id); return u ? (u.name ?? u.userName) : null }, // prettier-ignore
  organization: (db, t, id) => byId(db.organizations, t, id)?.name ?? null,
  position: (db, t, id) => byId(db.positions, t, id)?.name ?? null,
  project: (db, t, id) => byId(db.projects, t, id)?.projName ?? null,
  htd: (db, t, id) => byId(db.htds, t, id)?.htdName ?? null,
  workArea: (db, t, id) => byId(db.workAreas, t, id)?.name ?? null,
}

function named(db: MockDatabase, tenantId: string | null, type: string, value: unknown): unknown {
  const lookup = lookups[type]
  if (!lookup) return value
  const id = typeof value === 'string' ? value : value && typeof value === 'object' ? (value as { id?: unknown }).id : null // prettier-ignore
  if (typeof id !== 'string') return value
  return { id, name: lookup(db, tenantId, id) ?? id }
}

export function withPickerNames(
  db: MockDatabase,
  tenantId: string | null,
  schema: FormSchema,
  data: Record<string, unknown>,
): Record<string, unknown> {
  // prettier-ignore
  const out: Record<string, unknown> = { ...data }
  for (const field of schema.fields) {
    if (!(field.key in out)) continue
    if (field.type === 'table' && Array.isArray(out[field.key])) {
      out[field.key] = (out[field.key] as Record<string, unknown>[]).map((row) => {
        const copy = { ...row }
        for (const column of field.columns ?? []) if (column.key in copy) copy[column.key] = named(db, tenantId, column.type, copy[column.key]) // prettier-ignore
        return copy
      })
    } else {
      out[field.key] = named(db, tenantId, field.type, out[field.key])
    }
  }
  return out
}
