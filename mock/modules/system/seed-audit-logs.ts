import {
  actionArguments,
  describeAction,
  type AuditedAction,
} from '../../core/auditing/audit-action-rules.ts'
import { propertyChange } from '../../core/auditing/audit-entity-changes.ts'
import { redactValue, redactedUrl } from '../../core/auditing/audit-redaction-rules.ts'
import {
  auditApplicationName,
  type AuditLogRecord,
  type EntityChangeRecord,
} from '../../core/db/audit-log-types.ts'
import { demoSeedUsers, demoSide, hostSeedUser, hostSide } from './seed-audit-actors.ts'
import type { SeedCall, SeedChange } from './seed-audit-call-types.ts'
import { exceptionsOf, failureOf } from './seed-audit-failures.ts'
import { seedOperations, type SeedOperation } from './seed-audit-operations.ts'
import { createDraw, type Draw } from './seed-audit-random.ts'
import { tenantIds } from '../../core/db/seed-ids.ts'

/** 5,000 audit log entries over the last 90 days (business-api.md §10), newest first. */
export const seededAuditLogCount = 5000
const spanMs = 90 * 24 * 3600 * 1000
/** Writes the server refused; with the failed reads about 4% of the entries have exceptions. */
const writeFailureRate = 0.026
const demoShare = 0.03
const totalWeight = seedOperations.reduce((sum, op) => sum + op.weight, 0)

/** Seed GUIDs: a fixed group per kind, the number in the last group. */
function seededId(kind: string, number: number): string {
  return `3a0f6c1e-${kind}-4c7e-8b5a-${number.toString(16).padStart(12, '0')}`
}

function pickOperation(draw: Draw, demo: boolean): SeedOperation {
  for (;;) {
    let roll = draw.next() * totalWeight
    const operation = seedOperations.find((op) => (roll -= op.weight) < 0) ?? seedOperations[0]
    if (!(demo && operation.hostOnly)) return operation
  }
}

/** Most calls are quick; a few are slow, the server's failures slowest. */
function durationOf(draw: Draw, status: number): number {
  const base = 12 + 160 * draw.next() ** 2
  const slow = draw.chance(0.05) ? 300 + 700 * draw.next() : 0
  const verySlow = draw.chance(0.012) || status === 500 ? 1000 + 4000 * draw.next() : 0
  return Math.round(base + slow + verySlow)
}

function entityChanges(
  call: SeedCall,
  action: AuditedAction,
  newId: string,
  time: string,
  number: number,
): EntityChangeRecord[] {
  const change: SeedChange | undefined = call.change
  if (!change || !action.entityType) return []
  const properties = Object.entries(change.properties)
  return [
    {
      id: seededId('ad12', number),
      changeTime: time,
      changeType: change.type,
      entityId: action.entityId ?? newId,
      entityTypeFullName: action.entityType,
      propertyChanges: properties.map(([name, [from, to]], index) =>
        propertyChange(seededId('ad13', number * 8 + index), name, from, to),
      ),
    },
  ]
}

function seedEntry(number: number, draw: Draw, newestTime: number): AuditLogRecord {
  const demo = draw.chance(demoShare)
  const user = demo ? draw.pick(demoSeedUsers) : hostSeedUser(draw)
  const newId = seededId('ad20', number)
  const call = pickOperation(draw, demo).build(draw, demo ? demoSide : hostSide, newId)
  const action = describeAction(call.method, call.path)
  const refused = call.failedRead || draw.chance(writeFailureRate)
  const failure = refused ? failureOf(draw, call, action) : null
  const status = failure?.status ?? call.status
  const duration = durationOf(draw, status)
  const step = spanMs / seededAuditLogCount
  const startedAt = newestTime - Math.floor((number + 0.1 + 0.8 * draw.next()) * step)
  const executionTime = new Date(startedAt).toISOString().slice(0, 23)
  const query = new URLSearchParams(call.query)
  const args = actionArguments(call.method, action.entityId, query, call.body)
  return {
    id: seededId('ad10', number),
    tenantId: demo ? tenantIds.demo : null,
    tenantName: demo ? 'demo' : null,
    userId: user.id,
    userName: user.userName,
    applicationName: auditApplicationName,
    executionTime,
    executionDuration: duration,
    clientIpAddress: user.ip,
    clientName: null,
    clientId: 'ProjectAdmin_App',
    correlationId: draw.hex(32),
    browserInfo: user.browser,
    httpMethod: call.method,
    url: redactedUrl(call.path, query),
    exceptions: failure ? exceptionsOf(failure) : null,
    comments: '',
    httpStatusCode: status,
    actions: [
      {
        id: seededId('ad11', number),
        serviceName: action.serviceName,
        methodName: action.methodName,
        parameters: JSON.stringify(redactValue(args)),
        executionTime,
        executionDuration: Math.max(duration - 3, 1),
      },
    ],
    entityChanges: failure ? [] : entityChanges(call, action, newId, executionTime, number),
  }
}

/** When the backend started: seeded entries are older than anything it records afterwards. */
const backendStartedAt = Date.now()

/**
 * The entries, newest first: entry n started about n × 26 minutes before `now` (at least a minute
 * before). Same content on every start.
 */
export function buildSeededAuditLogs(now = backendStartedAt): AuditLogRecord[] {
  const draw = createDraw(0x5eeda0d1)
  const newestTime = now - 60_000
  return Array.from({ length: seededAuditLogCount }, (_, n) => seedEntry(n, draw, newestTime))
}

let seeded: readonly AuditLogRecord[] | null = null

/**
 * The seeded entries, built on first use (they cost more than the rest of the seed) and shared by
 * every reseed afterwards: nothing changes an audit entry, so a reset need not rebuild them.
 */
export function seededAuditLogs(): readonly AuditLogRecord[] {
  seeded ??= buildSeededAuditLogs()
  return seeded
}

/**
 * The database's own audit entries: those the recorder adds, newest first. The seeded ones stay
 * out of it (`seededAuditLogs`), so neither a reseed nor the first recorded write builds them.
 */
export function seedAuditLogs(): AuditLogRecord[] {
  return []
}
