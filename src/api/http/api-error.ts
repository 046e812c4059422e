/** One entry of ABP's `validationErrors` (abp-api.md §2.1). */
export interface AbpValidationError {
  message: string
  members: string[]
}

/** ABP's `RemoteServiceErrorInfo`: the `error` object of an ABP error body. */
export interface AbpErrorInfo {
  code: string | null
  message: string | null
  details: string | null
  data: Record<string, unknown> | null
  validationErrors: AbpValidationError[] | null
}

export interface ApiErrorInit {
  message: string
  status: number | null
  details?: string | null
  abpError?: AbpErrorInfo | null
  raw?: unknown
  request?: unknown
  cause?: unknown
}

/**
 * The one error type every failed API call rejects with. `message` is the user-facing text (the
 * same as the toast); `status` is null when no response arrived (network error, timeout).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly status: number | null
  readonly code: string | null
  readonly details: string | null
  readonly data: Record<string, unknown> | null
  readonly validationErrors: AbpValidationError[]
  readonly isNetworkError: boolean
  /** The response body as received (parsed JSON, text, or undefined). */
  readonly raw: unknown
  /** The underlying request (spec §8: "no response: rejects with the raw request"). */
  readonly request: unknown

  constructor(init: ApiErrorInit) {
    super(init.message, { cause: init.cause })
    this.status = init.status
    this.code = init.abpError?.code ?? null
    this.details = init.details ?? null
    this.data = init.abpError?.data ?? null
    this.validationErrors = init.abpError?.validationErrors ?? []
    this.isNetworkError = init.status === null
    this.raw = init.raw
    this.request = init.request
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null
}

function readValidationErrors(value: unknown): AbpValidationError[] | null {
  if (!Array.isArray(value)) return null
  return value.filter(isRecord).map((entry) => ({
    message: typeof entry.message === 'string' ? entry.message : '',
    members: Array.isArray(entry.members)
      ? entry.members.filter((m): m is string => typeof m === 'string')
      : [],
  }))
}

/** Text bodies may still be JSON (e.g. a blob or text response type); anything else stays text. */
export function parseErrorBody(body: unknown): unknown {
  if (typeof body !== 'string') return body
  try {
    return JSON.parse(body) as unknown
  } catch {
    return body
  }
}

/** Reads `{ error: {...} }`; null for every other body (empty 401/403, HTML, malformed JSON). */
export function readAbpError(body: unknown): AbpErrorInfo | null {
  const parsed = parseErrorBody(body)
  if (!isRecord(parsed) || !isRecord(parsed.error)) return null
  const error = parsed.error
  return {
    code: textOrNull(error.code),
    message: textOrNull(error.message),
    details: textOrNull(error.details),
    data: isRecord(error.data) ? error.data : null,
    validationErrors: readValidationErrors(error.validationErrors),
  }
}
