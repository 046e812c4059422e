import { genericAbpError } from '../abp-error.ts'
import { auditApplicationName, type AuditLogRecord } from '../db/audit-log-types.ts'
import { getDatabase } from '../db/database.ts'
import { isRecord, parseJsonBody, type MockRequest, type MockResponse } from '../http/mock-http.ts'
import { resolveCulture } from '../localization/culture.ts'
import { actionArguments, describeAction } from './audit-action-rules.ts'
import { recordedEntityChanges } from './audit-recorded-changes.ts'
import { redactValue, redactedUrl } from './audit-redaction-rules.ts'
import { resolveAuditIdentity } from './audit-request-identity.ts'
import { matchRoute } from '../http/router.ts'
import { installedModules } from '../modules/mock-module.ts'
import { backendRoutes } from '../routes/backend-routes.ts'
import type { BackendRoute } from '../routes/define-route.ts'

/**
 * Records the calls ABP audits by default (abp-api.md §7): every write, and any call that failed
 * (AlwaysLogOnException); successful reads are not audited (IsEnabledForGetRequests = false).
 * Only ABP's `/api/*` paths: the token endpoint, the demo client and the test controls are not.
 */

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
/** Column lengths of ABP's tables (AuditLogConsts, AuditLogActionConsts). */
const maxUrlLength = 256
const maxBrowserInfoLength = 512
const maxParametersLength = 2000

export function isAuditedPath(path: string): boolean {
  return path.startsWith('/api/')
}

export function isAuditedCall(method: string, status: number): boolean {
  return writeMethods.has(method) || status >= 400
}

/** An update's entity as it was: what a GET of the same path answers before the call runs. */
export function needsSnapshot(request: MockRequest): boolean {
  if (!isAuditedPath(request.path) || (request.method !== 'PUT' && request.method !== 'PATCH')) {
    return false
  }
  const action = describeAction(request.method, request.path)
  return action.entityId !== null && action.entityType !== null
}

function readBody(request: MockRequest): unknown {
  if (!request.body.trim()) return undefined
  if ((request.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(request.body))
  }
  return parseJsonBody(request.body)
}

function responseJson(response: MockResponse): unknown {
  return typeof response.body === 'string' ? parseJsonBody(response.body) : undefined
}

/** ABP's `exceptions`: the error body's `error`, or the generic error of the status. */
function exceptionsOf(request: MockRequest, response: MockResponse): string | null {
  if (response.status < 400) return null
  const body = responseJson(response)
  const fallback = responseJson(genericAbpError(resolveCulture(request), response.status))
  const error =
    isRecord(body) && isRecord(body.error) ? body.error : (fallback as { error: unknown }).error
  return JSON.stringify([error], null, 2)
}

function clientIp(request: MockRequest): string {
  return request.headers['x-forwarded-for']?.split(',')[0].trim() || '127.0.0.1'
}

export interface AuditedCall {
  request: MockRequest
  response: MockResponse
  startedAt: number
  /** The entity before an update (`needsSnapshot`), parsed; undefined otherwise. */
  before?: unknown
}

/** The body members the called route declares as credentials (`auditSecrets`). */
function routeSecrets(request: MockRequest): readonly string[] {
  const match = matchRoute(backendRoutes(installedModules()), request)
  return match.kind === 'found' ? ((match.route as BackendRoute).auditSecrets ?? []) : []
}

/** Builds the entry of an audited call and puts it first in `db.auditLogs`. */
export async function recordAuditLog(call: AuditedCall): Promise<AuditLogRecord | null> {
  const { request, response, startedAt } = call
  const status = response.networkError ? null : response.status
  if (!isAuditedPath(request.path) || !isAuditedCall(request.method, status ?? 0)) return null
  const duration = Date.now() - startedAt
  const time = new Date(startedAt).toISOString().slice(0, 23)
  const identity = await resolveAuditIdentity(request)
  const action = describeAction(request.method, request.path)
  const input = readBody(request)
  const args = redactValue(
    actionArguments(request.method, action.entityId, request.query, input),
    false,
    routeSecrets(request),
  )
  const succeeded = status !== null && status < 400
  const entityChanges = succeeded
    ? recordedEntityChanges({
        method: request.method,
        action,
        input,
        output: responseJson(response),
        before: call.before,
        time,
      })
    : []
  const log: AuditLogRecord = {
    id: crypto.randomUUID(),
    tenantId: identity.tenant?.id ?? null,
    tenantName: identity.tenant?.name ?? null,
    userId: identity.userId,
    userName: identity.userName,
    applicationName: auditApplicationName,
    executionTime: time,
    executionDuration: duration,
    clientIpAddress: clientIp(request),
    clientName: null,
    clientId: identity.clientId,
    correlationId: request.headers['x-correlation-id'] ?? crypto.randomUUID().replace(/-/g, ''),
    browserInfo: request.headers['user-agent']?.slice(0, maxBrowserInfoLength) ?? null,
    httpMethod: request.method,
    url: redactedUrl(request.path, request.query).slice(0, maxUrlLength),
    exceptions: exceptionsOf(request, response),
    comments: '',
    httpStatusCode: status,
    actions: [
      {
        id: crypto.randomUUID(),
        serviceName: action.serviceName,
        methodName: action.methodName,
        parameters: JSON.stringify(args).slice(0, maxParametersLength),
        executionTime: time,
        executionDuration: Math.max(duration - 1, 0),
      },
    ],
    entityChanges,
  }
  getDatabase().auditLogs.unshift(log)
  return log
}
