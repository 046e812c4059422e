import { abpErrorResponse } from '../abp-error.ts'
import { formatClockTime, parseClockTime } from '../db/clock-time.ts'
import {
  addFault,
  advanceClock,
  businessNowMs,
  clearFaults,
  clearRequestLog,
  getRequestLog,
  getRuntimeSettings,
  listFaults,
  removeFault,
  resetMockBackend,
  setClock,
  updateRuntimeSettings,
  type FaultSpec,
} from '../control.ts'
import {
  emptyResponse,
  isRecord,
  jsonResponse,
  noContent,
  parseJsonBody,
  type MockRequest,
  type MockResponse,
} from '../http/mock-http.ts'
import { matchRoute, type Route, type RouteParams } from '../http/router.ts'

/**
 * `/__mock/*`: the test controls over HTTP, for browser tests that cannot reach the process.
 * Bodies are JSON; errors are 400 ABP error bodies naming the problem.
 */
interface ControlContext {
  request: MockRequest
  params: RouteParams
}

type ControlRoute = Route<ControlContext>

function badRequest(message: string): MockResponse {
  return abpErrorResponse(400, { message })
}

/** Runs an action whose RangeError means "invalid input". */
function guarded(action: () => MockResponse): MockResponse {
  try {
    return action()
  } catch (error) {
    if (error instanceof RangeError) return badRequest(error.message)
    throw error
  }
}

function postFaults({ request }: ControlContext): MockResponse {
  const body = parseJsonBody(request.body)
  const specs: unknown[] = Array.isArray(body) ? body : [body]
  if (!specs.every(isRecord)) return badRequest('Send a fault object or an array of them')
  return guarded(() =>
    jsonResponse(200, { ids: specs.map((s) => addFault(s as unknown as FaultSpec)) }),
  )
}

function postConfig({ request }: ControlContext): MockResponse {
  const body = parseJsonBody(request.body)
  if (!isRecord(body)) return badRequest('Send a JSON object such as {"tokenLifetimeSeconds": 60}')
  return guarded(() => jsonResponse(200, updateRuntimeSettings(body)))
}

const clockAnswer = (nowMs: number) => jsonResponse(200, { now: formatClockTime(nowMs) })

/** `{"advanceMinutes": 90}` moves the business clock on; `{"time": "2030-01-01T08:00:00"}` sets it. */
function postClock({ request }: ControlContext): MockResponse {
  const body = parseJsonBody(request.body)
  if (isRecord(body) && typeof body.advanceMinutes === 'number') {
    return guarded(() => clockAnswer(advanceClock((body.advanceMinutes as number) * 60_000)))
  }
  const time = isRecord(body) && typeof body.time === 'string' ? parseClockTime(body.time) : null
  if (time === null)
    return badRequest('Send {"advanceMinutes": n} or {"time": "yyyy-MM-ddTHH:mm:ss"}')
  return guarded(() => clockAnswer(setClock(time)))
}

const controlRoutes: ControlRoute[] = [
  { method: 'GET', pattern: '/__mock/clock', handle: () => clockAnswer(businessNowMs()) },
  { method: 'POST', pattern: '/__mock/clock', handle: postClock },
  {
    method: 'GET',
    pattern: '/__mock/faults',
    handle: () => jsonResponse(200, { items: listFaults() }),
  },
  { method: 'POST', pattern: '/__mock/faults', handle: postFaults },
  {
    method: 'DELETE',
    pattern: '/__mock/faults',
    handle: () => {
      clearFaults()
      return noContent()
    },
  },
  {
    method: 'DELETE',
    // `fault-1`, not a GUID: a parameter named `id` would match GUIDs only (http/router.ts).
    pattern: '/__mock/faults/:fault',
    handle: ({ params }) => (removeFault(params.fault) ? noContent() : emptyResponse(404)),
  },
  {
    method: 'POST',
    pattern: '/__mock/reset',
    handle: () => {
      resetMockBackend()
      return noContent()
    },
  },
  {
    method: 'GET',
    pattern: '/__mock/config',
    handle: () => jsonResponse(200, getRuntimeSettings()),
  },
  { method: 'POST', pattern: '/__mock/config', handle: postConfig },
  {
    method: 'GET',
    pattern: '/__mock/requests',
    handle: () => jsonResponse(200, { items: getRequestLog() }),
  },
  {
    method: 'DELETE',
    pattern: '/__mock/requests',
    handle: () => {
      clearRequestLog()
      return noContent()
    },
  },
]

export function isControlPath(path: string): boolean {
  return path === '/__mock' || path.startsWith('/__mock/')
}

export async function handleControlRequest(request: MockRequest): Promise<MockResponse> {
  const match = matchRoute(controlRoutes, request)
  if (match.kind === 'not-found') return emptyResponse(404)
  if (match.kind === 'method-not-allowed') return emptyResponse(405)
  return match.route.handle({ request, params: match.params })
}
