import { validationError } from '../../core/abp-error.ts'
import { isGuid, toValidationErrors } from '../../core/crud/validation.ts'
import { readQuery, type MockResponse } from '../../core/http/mock-http.ts'
import type { RequestContext } from '../../core/request-context.ts'

/**
 * Optional GUID query parameters of a list (`projectId`, `htdId`, …): lower-cased, null when
 * absent or blank; a value that is no GUID → 400 V5 on its member, all of them together.
 */
export function readGuidQueries<K extends string>(
  { request, culture }: Pick<RequestContext, 'request' | 'culture'>,
  names: readonly K[],
): { values: Record<K, string | null> } | { response: MockResponse } {
  const values = {} as Record<K, string | null>
  const bad: K[] = []
  for (const name of names) {
    const raw = readQuery(request.query, name)?.trim().toLowerCase() || null
    if (raw !== null && !isGuid(raw)) bad.push(name)
    values[name] = raw
  }
  if (bad.length === 0) return { values }
  const issues = bad.map((member) => ({ member, rule: 'V5' as const, args: [] }))
  return { response: validationError(culture, toValidationErrors(culture, issues)) }
}
