import { genericAbpError } from '../abp-error.ts'
import {
  emptyResponse,
  jsonResponse,
  type MockRequest,
  type MockResponse,
} from '../http/mock-http.ts'
import type { CultureName } from '../localization/culture.ts'

/**
 * A test-controlled failure. `path` is an exact path or a glob where `*` matches anything
 * (`/api/*`, `/api/identity/users/*\/avatar`). It needs status, delayMs, malformed or networkError.
 */
export interface FaultSpec {
  path: string
  /** Only this HTTP method; any method when absent. */
  method?: string
  /** Answer with this status instead of running the handler. */
  status?: number
  /**
   * Body for `status`: a string is sent as is, null means no body, anything else is sent as JSON.
   * Absent: 401/403 come empty (like JwtBearer), other errors as an ABP error body, 2xx/3xx empty.
   */
  body?: unknown
  headers?: Record<string, string>
  /** Wait this long first; on its own, the real handler answers afterwards. */
  delayMs?: number
  /** Answer (status, default 200) with a body that claims to be JSON but is not. */
  malformed?: boolean
  /** Fail at the network level: no response at all. */
  networkError?: boolean
  /** Apply only this many times, then remove the fault. Unlimited when absent. */
  times?: number
}

export interface ActiveFault extends FaultSpec {
  id: string
  /** Uses left; null = unlimited. */
  remaining: number | null
}

const malformedBody = '<html><body><h1>502 Bad Gateway</h1></body></html>'

let faults: ActiveFault[] = []
let nextId = 1

function validate(spec: FaultSpec): void {
  if (typeof spec.path !== 'string' || !spec.path.startsWith('/')) {
    throw new RangeError('fault.path must be a path starting with /')
  }
  const { status, delayMs, times, method, headers } = spec
  if (method !== undefined && typeof method !== 'string') {
    throw new RangeError('fault.method must be a string')
  }
  if (headers !== undefined && (typeof headers !== 'object' || headers === null)) {
    throw new RangeError('fault.headers must be an object of strings')
  }
  if (status !== undefined && !(Number.isInteger(status) && status >= 200 && status <= 599)) {
    throw new RangeError('fault.status must be an HTTP status between 200 and 599')
  }
  if (delayMs !== undefined && !(Number.isFinite(delayMs) && delayMs >= 0)) {
    throw new RangeError('fault.delayMs must be a number >= 0')
  }
  if (times !== undefined && !(Number.isInteger(times) && times > 0)) {
    throw new RangeError('fault.times must be a positive integer')
  }
  if (status === undefined && delayMs === undefined && !spec.malformed && !spec.networkError) {
    throw new RangeError('a fault needs status, delayMs, malformed or networkError')
  }
}

/** Adds a fault and returns its id. The most recently added matching fault wins. */
export function addFault(spec: FaultSpec): string {
  validate(spec)
  const id = `fault-${nextId++}`
  faults.push({ ...spec, id, remaining: spec.times ?? null })
  return id
}

export function removeFault(id: string): boolean {
  const before = faults.length
  faults = faults.filter((f) => f.id !== id)
  return faults.length < before
}

export function clearFaults(): void {
  faults = []
}

export function listFaults(): ActiveFault[] {
  return faults.map((f) => ({ ...f }))
}

function globToRegExp(glob: string): RegExp {
  const escaped = glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')
  return new RegExp(`^${escaped}$`, 'i')
}

function matches(fault: ActiveFault, request: Pick<MockRequest, 'method' | 'path'>): boolean {
  if (fault.method && fault.method.toUpperCase() !== request.method) return false
  return globToRegExp(fault.path).test(request.path)
}

/**
 * Whether a fault would answer this request instead of its handler now (a delay alone would not),
 * without counting a use: an open event stream whose path such a fault now covers is ended, as a
 * server or proxy going down would end it.
 */
export function hasAnsweringFault(request: Pick<MockRequest, 'method' | 'path'>): boolean {
  const answers = (f: ActiveFault) => f.status !== undefined || f.networkError || f.malformed
  return faults.some((f) => answers(f) && matches(f, request))
}

/** Finds the fault for a request and counts one use of it. */
export function takeFault(request: Pick<MockRequest, 'method' | 'path'>): ActiveFault | null {
  const fault = [...faults].reverse().find((f) => matches(f, request))
  if (!fault) return null
  if (fault.remaining !== null) {
    fault.remaining -= 1
    if (fault.remaining === 0) removeFault(fault.id)
  }
  return fault
}

function defaultBody(status: number, culture: CultureName): MockResponse {
  if (status === 401) return emptyResponse(401, { 'WWW-Authenticate': 'Bearer' })
  if (status === 403 || status < 400) return emptyResponse(status)
  return genericAbpError(culture, status)
}

/** The response a fault dictates, or null when it only delays the real handler. */
export function faultResponse(fault: FaultSpec, culture: CultureName): MockResponse | null {
  const headers = fault.headers ?? {}
  if (fault.networkError) return { status: 0, headers: {}, body: null, networkError: true }
  if (fault.malformed) {
    const body = typeof fault.body === 'string' ? fault.body : malformedBody
    return {
      status: fault.status ?? 200,
      headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
      body,
    }
  }
  if (fault.status === undefined) return null
  const { status, body } = fault
  let response: MockResponse
  if (body === undefined) response = defaultBody(status, culture)
  else if (body === null) response = emptyResponse(status)
  else if (typeof body === 'string') response = { status, headers: {}, body }
  else response = jsonResponse(status, body)
  return { ...response, headers: { ...response.headers, ...headers } }
}
