/**
 * The framework-agnostic request/response pair every adapter (msw, Vite's connect middleware)
 * translates to and from. Keeping the core on these plain shapes is what lets one implementation
 * of the backend serve vitest, `npm start` and `vite preview` alike.
 */
export interface MockRequest {
  method: string
  /** Path without query string, e.g. `/api/abp/application-configuration`. */
  path: string
  query: URLSearchParams
  /** Header names in lower case. */
  headers: Record<string, string>
  /** Raw body text; '' when there is none. */
  body: string
  /**
   * The body's bytes, when the adapter read them (a multipart upload is binary; `body` is their
   * UTF-8 text then, and not to be trusted for the file).
   */
  bodyBytes?: Uint8Array
}

export interface MockResponse {
  status: number
  headers: Record<string, string>
  body: string | Uint8Array | null
  /** Drop the connection instead of answering (adapters: msw `HttpResponse.error()`, socket destroy). */
  networkError?: boolean
  /**
   * A response that stays open and sends text as it comes (the live counts' event stream): the
   * adapter sends the status and headers at once, then each write as it happens, unbuffered and
   * uncompressed. `body` is null then.
   */
  stream?: MockStream
}

/** Where an open response writes: each `write` goes out at once; `end` closes the response. */
export interface MockStreamSink {
  write: (text: string) => void
  end: () => void
}

export interface MockStream {
  /** Starts writing to `sink`; returns what stops it when the client goes away first. */
  open: (sink: MockStreamSink) => () => void
}

const jsonContentType = 'application/json; charset=utf-8'

export function jsonResponse(
  status: number,
  payload: unknown,
  headers: Record<string, string> = {},
): MockResponse {
  return {
    status,
    headers: { 'Content-Type': jsonContentType, ...headers },
    body: JSON.stringify(payload),
  }
}

export function emptyResponse(status: number, headers: Record<string, string> = {}): MockResponse {
  return { status, headers, body: null }
}

/** ABP answers every void action with 204 and no body (AbpNoContentActionFilter). */
export function noContent(): MockResponse {
  return emptyResponse(204)
}

export function createMockRequest(
  init: Partial<MockRequest> & Pick<MockRequest, 'path'>,
): MockRequest {
  return {
    method: (init.method ?? 'GET').toUpperCase(),
    path: init.path,
    query: init.query ?? new URLSearchParams(),
    headers: init.headers ?? {},
    body: init.body ?? '',
    ...(init.bodyBytes ? { bodyBytes: init.bodyBytes } : {}),
  }
}

/** ASP.NET Core binds query parameters case-insensitively (`IncludeDetails` = `includeDetails`). */
export function readQuery(query: URLSearchParams, name: string): string | null {
  const wanted = name.toLowerCase()
  for (const [key, value] of query) {
    if (key.toLowerCase() === wanted) return value
  }
  return null
}

export function readBooleanQuery(query: URLSearchParams, name: string, fallback: boolean): boolean {
  const value = readQuery(query, name)
  if (value === null || value === '') return fallback
  return value.toLowerCase() === 'true'
}

export function readCookie(headers: Record<string, string>, name: string): string | null {
  for (const part of (headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return decodeURIComponent(rest.join('='))
  }
  return null
}

export function parseJsonBody(body: string): unknown {
  if (!body.trim()) return null
  try {
    return JSON.parse(body) as unknown
  } catch {
    return undefined
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
