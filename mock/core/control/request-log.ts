import type { MockRequest } from '../http/mock-http.ts'

export interface RequestLogEntry {
  method: string
  path: string
  /** The query string without `?`; '' when none. */
  query: string
  status: number
  /** ISO time the request arrived. */
  time: string
  durationMs: number
  /** Request headers (lower-case names), to check what the client sent. */
  headers: Record<string, string>
}

/** Enough for any single test; older entries are dropped so a long `npm start` cannot grow it. */
const maxEntries = 1000

let entries: RequestLogEntry[] = []

export function recordRequest(request: MockRequest, status: number, startedAt: number): void {
  entries.push({
    method: request.method,
    path: request.path,
    query: request.query.toString(),
    status,
    time: new Date(startedAt).toISOString(),
    durationMs: Date.now() - startedAt,
    headers: { ...request.headers },
  })
  if (entries.length > maxEntries) entries = entries.slice(-maxEntries)
}

/** A copy, oldest first. */
export function getRequestLog(): RequestLogEntry[] {
  return entries.map((entry) => ({ ...entry }))
}

export function clearRequestLog(): void {
  entries = []
}
