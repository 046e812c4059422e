import type { ValidationIssue } from './validation.ts'
import { isGuid } from './validation.ts'
import { readQuery } from '../http/mock-http.ts'

/**
 * A list's own query filters. An absent or blank one is null; a value the action's parameter
 * cannot bind (a bad enum, GUID or bool) is a 400 V5 issue, as ASP.NET Core model binding gives.
 */
export type QueryFilter<T> = { value: T | null } | { issue: ValidationIssue }

function read<T>(
  query: URLSearchParams,
  name: string,
  parse: (raw: string) => T | undefined,
): QueryFilter<T> {
  const raw = readQuery(query, name)?.trim()
  if (!raw) return { value: null }
  const value = parse(raw)
  return value === undefined ? { issue: { member: name, rule: 'V5', args: [] } } : { value }
}

export function readEnumFilter(
  query: URLSearchParams,
  name: string,
  values: readonly number[],
): QueryFilter<number> {
  return read(query, name, (raw) => (values.includes(Number(raw)) ? Number(raw) : undefined))
}

export function readGuidFilter(query: URLSearchParams, name: string): QueryFilter<string> {
  return read(query, name, (raw) => (isGuid(raw) ? raw.toLowerCase() : undefined))
}

export function readBooleanFilter(query: URLSearchParams, name: string): QueryFilter<boolean> {
  return read(query, name, (raw) => {
    const lower = raw.toLowerCase()
    return lower === 'true' ? true : lower === 'false' ? false : undefined
  })
}

/** The values of several filters, or every issue among them. */
export function collectIssues(filters: QueryFilter<unknown>[]): ValidationIssue[] {
  return filters.flatMap((filter) => ('issue' in filter ? [filter.issue] : []))
}

/** The value of a filter that has no issue (after `collectIssues` came back empty). */
export function valueOf<T>(filter: QueryFilter<T>): T | null {
  return 'value' in filter ? filter.value : null
}
