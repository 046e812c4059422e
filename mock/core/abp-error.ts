import { emptyResponse, jsonResponse, type MockResponse } from './http/mock-http.ts'
import type { CultureName } from './localization/culture.ts'
import { errorText, type ErrorTextKey } from './localization/error-texts.ts'

/** `RemoteServiceErrorInfo` (abp-api.md §2.1); every property is always present, nulls included. */
export interface AbpErrorInfo {
  code: string | null
  message: string
  details: string | null
  data: Record<string, unknown> | null
  validationErrors: AbpValidationError[] | null
}

export interface AbpValidationError {
  message: string
  members: string[]
}

export type AbpErrorInit = Pick<AbpErrorInfo, 'message'> & Partial<AbpErrorInfo>

export function abpErrorBody(init: AbpErrorInit): { error: AbpErrorInfo } {
  return {
    error: {
      code: init.code ?? null,
      message: init.message,
      details: init.details ?? null,
      data: init.data === undefined ? {} : init.data,
      validationErrors: init.validationErrors ?? null,
    },
  }
}

export function abpErrorResponse(
  status: number,
  init: AbpErrorInit,
  headers: Record<string, string> = {},
): MockResponse {
  return jsonResponse(status, abpErrorBody(init), { _AbpErrorFormat: 'true', ...headers })
}

/** How 401/403 from a failed authorization look; switchable at runtime (abp-api.md §2.4). */
export type AuthErrorFormat = 'empty' | 'abp'

/**
 * JwtBearer's challenge: no body, `WWW-Authenticate: Bearer` (with `error="invalid_token"` when a
 * token was sent but rejected). The `abp` format is what hosts without UseAuthenticationScheme send.
 */
export function unauthorized(
  culture: CultureName,
  format: AuthErrorFormat,
  tokenRejected: boolean,
): MockResponse {
  const challenge = tokenRejected ? 'Bearer error="invalid_token"' : 'Bearer'
  if (format === 'empty') return emptyResponse(401, { 'WWW-Authenticate': challenge })
  return abpErrorResponse(
    401,
    { code: 'Volo.Authorization:010001', message: errorText(culture, 'PolicyNotGranted') },
    { 'WWW-Authenticate': challenge },
  )
}

/**
 * A route permission the signed-in caller lacks: JwtBearer's ForbidAsync (403, no body) by default,
 * the ABP body with the `abp` format (abp-api.md §2.4, business-api.md §0.1).
 */
export function forbidden(culture: CultureName, format: AuthErrorFormat): MockResponse {
  return format === 'empty' ? emptyResponse(403) : policyNotGranted(culture)
}

/** A failed row check (business exception): always an ABP body (business-api.md §0.1). */
export function policyNotGranted(culture: CultureName): MockResponse {
  return abpErrorResponse(403, {
    code: 'Volo.Authorization:010001',
    message: errorText(culture, 'PolicyNotGranted'),
  })
}

export function entityNotFound(culture: CultureName, entityType: string, id: string): MockResponse {
  return abpErrorResponse(404, {
    message: errorText(culture, 'EntityNotFoundErrorMessage', entityType, id),
  })
}

export function internalServerError(culture: CultureName): MockResponse {
  return abpErrorResponse(500, { message: errorText(culture, 'InternalServerErrorMessage') })
}

export function validationError(culture: CultureName, errors: AbpValidationError[]): MockResponse {
  const lines = errors.map((e) => ` - ${e.message}\n`).join('')
  return abpErrorResponse(400, {
    message: errorText(culture, 'ValidationErrorMessage'),
    details: `${errorText(culture, 'ValidationNarrativeErrorMessageTitle')}\n${lines}`,
    validationErrors: errors,
  })
}

/**
 * MultiTenancyMiddleware's answer to an unknown or inactive `__tenant`: 404 plus the
 * `Abp-Tenant-Resolve-Error` header; the JSON variant newer ABP versions send to AJAX callers.
 */
export function tenantResolveError(
  culture: CultureName,
  reason: 'not-found' | 'inactive',
  idOrName: string,
): MockResponse {
  const [messageKey, detailsKey, code]: [ErrorTextKey, ErrorTextKey, string] =
    reason === 'not-found'
      ? ['TenantNotFound', 'TenantNotFoundDetails', 'Volo.AbpIo.MultiTenancy:010001']
      : ['TenantNotActive', 'TenantNotActiveDetails', 'Volo.AbpIo.MultiTenancy:010002']
  const message = errorText(culture, messageKey)
  return abpErrorResponse(
    404,
    { code, message, details: errorText(culture, detailsKey, idOrName) },
    { 'Abp-Tenant-Resolve-Error': htmlEncodeHeader(message) },
  )
}

/** ABP writes the header through HtmlEncoder.Default, which also keeps it ASCII-only. */
function htmlEncodeHeader(value: string): string {
  return value.replace(
    /[^\x20-\x7e]|[<>&'"]/g,
    (ch) => `&#x${ch.codePointAt(0)!.toString(16).toUpperCase()};`,
  )
}

const defaultMessageKeys: Record<number, ErrorTextKey> = {
  400: 'DefaultErrorMessage400',
  401: 'DefaultErrorMessage401',
  403: 'DefaultErrorMessage403',
  404: 'DefaultErrorMessage404',
  500: 'InternalServerErrorMessage',
}

/** A generic ABP error for an arbitrary status, used by the fault switch. */
export function genericAbpError(culture: CultureName, status: number): MockResponse {
  return abpErrorResponse(status, {
    message: errorText(culture, defaultMessageKeys[status] ?? 'DefaultErrorMessage'),
  })
}
