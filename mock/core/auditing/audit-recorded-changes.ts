import { entityChangeTypes, type EntityChangeRecord } from '../db/audit-log-types.ts'
import { isRecord } from '../http/mock-http.ts'
import type { AuditedAction } from './audit-action-rules.ts'
import { propertyChange } from './audit-entity-changes.ts'

/**
 * Entity changes of a recorded write, made up from what the call shows (ABP tracks them in
 * EF Core): a create lists the body's values, an update the body's values that differ from the
 * entity read just before, a delete marks it deleted. Pure.
 */

export interface WriteOutcome {
  method: string
  action: AuditedAction
  /** The parsed request body. */
  input: unknown
  /** The parsed answer of a successful call. */
  output: unknown
  /** The entity as a GET of the same path answered before an update. */
  before: unknown
  time: string
}

type Scalar = string | number | boolean | null
const ignored = new Set(['concurrencyStamp', 'extraProperties', 'id'])

function scalars(value: unknown): [string, Scalar][] {
  if (!isRecord(value)) return []
  return Object.entries(value).filter(
    (entry): entry is [string, Scalar] =>
      !ignored.has(entry[0]) && (entry[1] === null || typeof entry[1] !== 'object'),
  )
}

function changeOf(
  outcome: WriteOutcome,
): Pick<EntityChangeRecord, 'changeType' | 'entityId' | 'propertyChanges'> | null {
  // prettier-ignore
  const { method, action, input, output, before } = outcome
  const id = () => crypto.randomUUID()
  const result = isRecord(output) ? output : {}
  if (method === 'POST' && action.methodName === 'CreateAsync' && typeof result.id === 'string') {
    const propertyChanges = scalars(input).map(([name, value]) =>
      propertyChange(id(), name, null, name in result ? result[name] : value),
    )
    return { changeType: entityChangeTypes.created, entityId: result.id, propertyChanges }
  }
  if (!action.entityId) return null
  if (method === 'DELETE' && action.methodName === 'DeleteAsync') {
    const propertyChanges = [propertyChange(id(), 'isDeleted', false, true)]
    return { changeType: entityChangeTypes.deleted, entityId: action.entityId, propertyChanges }
  }
  if ((method !== 'PUT' && method !== 'PATCH') || !isRecord(before)) return null
  const propertyChanges = scalars(input)
    .map(([name, value]) => [name, before[name], name in result ? result[name] : value] as const)
    .filter(([, was, now]) => JSON.stringify(was ?? null) !== JSON.stringify(now ?? null))
    .map(([name, was, now]) => propertyChange(id(), name, was, now))
  if (propertyChanges.length === 0) return null
  return { changeType: entityChangeTypes.updated, entityId: action.entityId, propertyChanges }
}

export function recordedEntityChanges(outcome: WriteOutcome): EntityChangeRecord[] {
  const { entityType } = outcome.action
  const change = entityType ? changeOf(outcome) : null
  if (!change || !entityType) return []
  return [
    {
      id: crypto.randomUUID(),
      changeTime: outcome.time,
      entityTypeFullName: entityType,
      ...change,
    },
  ]
}
