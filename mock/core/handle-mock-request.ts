import { internalServerError } from './abp-error.ts'
import { needsSnapshot, recordAuditLog } from './auditing/audit-recorder.ts'
import { faultResponse, takeFault } from './control/fault-switch.ts'
import { recordRequest } from './control/request-log.ts'
import {
  emptyResponse,
  parseJsonBody,
  type MockRequest,
  type MockResponse,
} from './http/mock-http.ts'
import { matchRoute } from './http/router.ts'
import { resolveCulture } from './localization/culture.ts'
import { installedModules } from './modules/mock-module.ts'
import { notifyCountsChanged } from './realtime/live-counts-hub.ts'
import { endFaultedStreams } from './realtime/realtime-routes.ts'
import { plainContext, resolveRequestContext } from './request-context.ts'
import { backendRoutes } from './routes/backend-routes.ts'
import { handleControlRequest, isControlPath } from './routes/control-routes.ts'

/**
 * Path prefixes the embedded backend answers; adapters pass everything else on. `/__demo-app/`
 * holds demo launcher apps a module serves (app-manage's Quality page).
 */
export const backendPathPrefixes = [
  '/api/',
  '/connect/',
  '/prod-api/',
  '/__mock/',
  '/__demo-app/',
] as const

export function isBackendPath(path: string): boolean {
  return backendPathPrefixes.some((prefix) => path.startsWith(prefix)) || path === '/__mock'
}

/** Only ABP's own paths go through its authentication and multi-tenancy middleware. */
function isAbpPath(path: string): boolean {
  return path.startsWith('/api/') || path.startsWith('/connect/')
}

async function routeRequest(request: MockRequest): Promise<MockResponse> {
  const match = matchRoute(backendRoutes(installedModules()), request)
  // ASP.NET Core's answers for unknown paths and wrong verbs: status only, no body.
  if (match.kind === 'not-found') return emptyResponse(404)
  if (match.kind === 'method-not-allowed') return emptyResponse(405)
  if (!isAbpPath(request.path)) return match.route.handle(plainContext(request, match.params))
  const resolved = await resolveRequestContext(request, match.params)
  if ('response' in resolved) return resolved.response
  return match.route.handle(resolved.context)
}

async function serveWithFaults(request: MockRequest): Promise<MockResponse> {
  const fault = takeFault(request)
  if (fault?.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs))
  const faulted = fault && faultResponse(fault, resolveCulture(request))
  if (faulted) return faulted
  try {
    return await routeRequest(request)
  } catch (error) {
    // Like ABP's exception filter: log, and answer 500 with the generic ABP error body.
    console.error('[embedded backend]', request.method, request.path, error)
    return internalServerError(resolveCulture(request))
  }
}

/** The entity an update is about to change, read the way a GET of its path answers. */
async function readBeforeUpdate(request: MockRequest): Promise<unknown> {
  if (!needsSnapshot(request)) return undefined
  try {
    const current = await routeRequest({ ...request, method: 'GET', body: '' })
    if (current.status !== 200 || typeof current.body !== 'string') return undefined
    return parseJsonBody(current.body)
  } catch {
    return undefined
  }
}

/**
 * The single entry point of the embedded backend. Test-control requests bypass faults, the
 * request log and the audit log, so tests observe only what the app itself sent. The audit entry
 * covers the whole call, an injected fault included (ABP's auditing middleware sits outermost).
 */
export async function handleMockRequest(request: MockRequest): Promise<MockResponse> {
  if (isControlPath(request.path)) {
    const response = await handleControlRequest(request)
    followChanges(request)
    return response
  }
  const startedAt = Date.now()
  const before = await readBeforeUpdate(request)
  const response = await serveWithFaults(request)
  recordRequest(request, response.status, startedAt)
  await recordAuditLog({ request, response, startedAt, before }).catch((error: unknown) => {
    console.error('[embedded backend] audit log', request.method, request.path, error)
  })
  followChanges(request)
  return response
}

/**
 * The live counts' streams follow every write (a to-do created for someone, a notice published,
 * a task approved) and every test control (a reset, a moved clock): each open stream re-reads its
 * user's counts and sends them if they changed. Cheaper than each module naming whose counts each
 * of its writes touches, and nothing is missed. A fault just added ends the streams it covers.
 */
function followChanges(request: MockRequest): void {
  if (isControlPath(request.path)) endFaultedStreams()
  if (request.method !== 'GET' && request.method !== 'HEAD') notifyCountsChanged()
}
