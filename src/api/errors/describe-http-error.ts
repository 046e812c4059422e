import { readAbpError, type AbpErrorInfo } from '@/api/http/api-error'
import { errorMessageKeys, type ErrorMessageKey } from './error-message-keys'

/** What to tell the user about a failed call: show `message` if set, else translate `messageKey`. */
export interface HttpErrorDescription {
  messageKey: ErrorMessageKey
  /** The server's own message; preferred over the catalogue text when present. */
  message?: string
  details?: string
}

/** 500 bodies can be whole HTML error pages; a toast needs a readable excerpt, not the page. */
const maxRawDetailsLength = 300

function summariseRawBody(body: unknown): string | undefined {
  if (body === undefined || body === null || body === '') return undefined
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  const plain = text
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  if (!plain) return undefined
  return plain.length > maxRawDetailsLength ? `${plain.slice(0, maxRawDetailsLength)}…` : plain
}

function joinLines(...parts: (string | null | undefined)[]): string | undefined {
  const lines = parts.filter((part): part is string => !!part)
  return lines.length ? lines.join('\n') : undefined
}

function serverMessage(
  abp: AbpErrorInfo | null,
): Pick<HttpErrorDescription, 'message' | 'details'> {
  return { message: abp?.message ?? undefined, details: abp?.details ?? undefined }
}

/**
 * The error catalogue of spec §8 as a pure function of the HTTP status (null = no response) and
 * the response body (parsed JSON, text or empty).
 */
export function describeHttpError(status: number | null, body: unknown): HttpErrorDescription {
  const abp = readAbpError(body)
  switch (status) {
    case null:
      return { messageKey: errorMessageKeys.network }
    case 401:
      return { messageKey: errorMessageKeys.unauthorized }
    case 403:
      return { messageKey: errorMessageKeys.forbidden, ...serverMessage(abp) }
    // 404 and 405 keep the catalogue text; the server's words (e.g. which entity) go to details.
    case 404:
      return {
        messageKey: errorMessageKeys.notFound,
        details: joinLines(abp?.message, abp?.details),
      }
    case 405:
      return {
        messageKey: errorMessageKeys.methodNotAllowed,
        details: joinLines(abp?.message, abp?.details),
      }
    // The API answers an oversized body with an empty 413, nginx in front of it with its own HTML
    // page (deploy/nginx): either way the same words, and nothing from the page.
    case 413:
      return { messageKey: errorMessageKeys.tooLarge }
    case 500:
      return {
        messageKey: errorMessageKeys.serverError,
        details: abp ? joinLines(abp.message, abp.details) : summariseRawBody(body),
      }
    default:
      return abp?.message
        ? { messageKey: errorMessageKeys.fallback, ...serverMessage(abp) }
        : { messageKey: errorMessageKeys.fallback, details: abp?.details ?? `HTTP ${status}` }
  }
}
