import { entityNotFound, policyNotGranted, validationError } from '../../core/abp-error.ts'
import { businessError, concurrencyConflict } from '../../core/crud/business-error.ts'
import type { CrudContext } from '../../core/crud/crud-resource.ts'
import { readPageRequest, sortRows, takePage, type SortAccessors } from '../../core/crud/paging.ts'
import { toValidationErrors, type ValidationIssue } from '../../core/crud/validation.ts'
import { emptyResponse, isRecord, jsonResponse, parseJsonBody, type MockResponse } from '../../core/http/mock-http.ts' // prettier-ignore
import { readFormUpload } from '../../core/http/form-upload.ts'
import type { MultipartFile } from '../../core/http/multipart.ts'
import type { BusinessErrorCode } from '../../core/localization/business-texts.ts'
import { signalCountsChanged } from './workflow-counts.ts'
import type { EngineRefusal } from './workflow-engine-port.ts'

/** What the workflow routes share: bodies, refusals, stamps, paging, the counts signal. */

export function bodyOf(context: CrudContext): Record<string, unknown> {
  const body = parseJsonBody(context.request.body)
  return isRecord(body) ? body : {}
}

export function invalid(context: CrudContext, issues: ValidationIssue[]): MockResponse {
  return validationError(context.culture, toValidationErrors(context.culture, issues))
}

/** An engine refusal: its §9 code (403), or the engine's 400, 403, 404 and 409 answers. */
export function refusalResponse(context: CrudContext, refusal: EngineRefusal): MockResponse {
  switch (refusal.refused) {
    case 'Validation':
      return invalid(context, [{ member: refusal.member ?? 'action', rule: 'V5', args: [] }])
    case 'Concurrency':
      return concurrencyConflict(context.culture)
    case 'NotFound':
      return entityNotFound(context.culture, 'WorkflowTask', context.params.id ?? '')
    case 'Volo.Authorization:010001':
      return policyNotGranted(context.culture)
    default:
      return businessError(context.culture, refusal.refused as BusinessErrorCode, ...refusal.args)
  }
}

/** A `concurrencyStamp` sent that is not the row's: 409 (an absent one is not checked). */
export function staleStamp(
  context: CrudContext,
  body: Record<string, unknown>,
  current: string,
): MockResponse | null {
  // prettier-ignore
  const sent = body.concurrencyStamp
  return typeof sent === 'string' && sent !== '' && sent !== current ? concurrencyConflict(context.culture) : null // prettier-ignore
}

export function text(body: Record<string, unknown>, name: string): string | null {
  const value = body[name]
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null
}

/** `comment` (≤ 1000), V1 when required. */
export function commentIssues(
  body: Record<string, unknown>,
  required: boolean,
  name = 'comment',
): ValidationIssue[] {
  // prettier-ignore
  const comment = text(body, name)
  if (required && comment === null) return [{ member: name, rule: 'V1', args: [] }]
  if (comment !== null && comment.length > 1000) return [{ member: name, rule: 'V2', args: ['1000'] }] // prettier-ignore
  return []
}

/** A paged answer with ABP's paging and sorting (`sorting` over the accessors), else `order`. */
export function pagedAnswer<R>(
  context: CrudContext,
  rows: R[],
  accessors: SortAccessors<R>,
  order: (a: R, b: R) => number,
  toDto: (row: R) => unknown,
  extraIssues: ValidationIssue[] = [],
): MockResponse {
  // prettier-ignore
  const page = readPageRequest(context.request.query, Object.keys(accessors))
  const issues = [...(page.ok ? [] : page.issues), ...extraIssues]
  if (!page.ok || issues.length > 0) return invalid(context, issues)
  const sorted = page.request.sorting ? sortRows(rows, page.request.sorting, accessors) : [...rows].sort(order) // prettier-ignore
  return jsonResponse(200, { totalCount: sorted.length, items: takePage(sorted, page.request).map(toDto) }) // prettier-ignore
}

export function pageFilter(context: CrudContext): string | null {
  return context.request.query.get('filter')?.trim().toLowerCase() || null
}

export function signal(context: CrudContext, userIds: Iterable<string>): void {
  signalCountsChanged(context.tenantId, userIds)
}

/**
 * The one file part (`file`) of a multipart upload of at most `maxBytes` (workflow-api.md §4.1,
 * §4 verify): none or empty → V1, larger → 413 without a body.
 */
export function readUploadedFile(
  context: CrudContext,
  maxBytes: number,
): { file: MultipartFile } | { response: MockResponse } {
  // prettier-ignore
  const read = readFormUpload(context.request, { fileMember: 'file', maxBodyBytes: maxBytes + 64 * 1024 }) // prettier-ignore
  if ('response' in read) return read
  const { file } = read.upload
  if (!file || file.bytes.length === 0) return { response: invalid(context, [{ member: 'file', rule: 'V1', args: [] }]) } // prettier-ignore
  if (file.bytes.length > maxBytes) return { response: emptyResponse(413) }
  return { file }
}
