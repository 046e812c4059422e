import { jsonResponse, readQuery, type MockResponse } from '../../core/http/mock-http.ts'
import type { AuthenticatedContext } from '../../core/request-context.ts'
import { defineRoute, type BackendRoute } from '../../core/routes/define-route.ts'
import { hasException } from './audit-log-filters.ts'
import { auditLogPermission, tenantAuditLogs } from './audit-log-table.ts'

/** The statistics routes of abp-api.md §7.1: `{ data: Dictionary }` over `startDate..endDate`. */

const path = '/api/audit-logging/audit-logs/statistics'

function logsBetween(context: AuthenticatedContext) {
  const { query } = context.request
  const start = readQuery(query, 'startDate') ?? ''
  const end = readQuery(query, 'endDate') || '9999'
  return tenantAuditLogs(context.tenant?.id ?? null).filter(
    (log) => log.executionTime >= start && log.executionTime <= end,
  )
}

function errorRate(context: AuthenticatedContext): MockResponse {
  const logs = logsBetween(context)
  const fault = logs.filter(hasException).length
  return jsonResponse(200, { data: { Success: logs.length - fault, Fault: fault } })
}

function averageDurationPerDay(context: AuthenticatedContext): MockResponse {
  const days = new Map<string, { total: number; count: number }>()
  for (const log of logsBetween(context)) {
    const day = log.executionTime.slice(0, 10)
    const sum = days.get(day) ?? { total: 0, count: 0 }
    days.set(day, { total: sum.total + log.executionDuration, count: sum.count + 1 })
  }
  const data: Record<string, number> = {}
  for (const day of [...days.keys()].sort()) {
    const { total, count } = days.get(day)!
    data[day] = Math.round((total / count) * 10) / 10
  }
  return jsonResponse(200, { data })
}

export const auditLogStatisticsRoutes: BackendRoute[] = [
  defineRoute({
    method: 'GET',
    pattern: `${path}/error-rate`,
    permission: auditLogPermission,
    handle: errorRate,
  }),
  defineRoute({
    method: 'GET',
    pattern: `${path}/average-execution-duration-per-day`,
    permission: auditLogPermission,
    handle: averageDurationPerDay,
  }),
]
