import { readQuery } from '../http/mock-http.ts'
import type { ValidationIssue } from './validation.ts'

/**
 * Paged, filtered and sorted lists (business-api.md §0.2/§0.4, abp-api.md §9). Pure helpers.
 */

export interface SortKey {
  /** The whitelisted (camelCase) field name. */
  field: string
  descending: boolean
}

export interface PageRequest {
  /** Lower-cased, trimmed; null = no filter. */
  filter: string | null
  /** null = the list's default order. */
  sorting: SortKey[] | null
  skipCount: number
  maxResultCount: number
}

export type SortValue = string | number | boolean | null

export const defaultMaxResultCount = 10
export const maxFilterLength = 128

/**
 * `field asc|desc[, field asc|desc]` over a whitelist; field names match case-insensitively
 * (camelCase or PascalCase). Returns null for anything else.
 */
export function parseSorting(text: string, whitelist: readonly string[]): SortKey[] | null {
  const keys: SortKey[] = []
  for (const part of text.split(',')) {
    const words = part.trim().split(/\s+/)
    if (words.length > 2 || !words[0]) return null
    const field = whitelist.find((name) => name.toLowerCase() === words[0].toLowerCase())
    const direction = (words[1] ?? 'asc').toLowerCase()
    if (!field || (direction !== 'asc' && direction !== 'desc')) return null
    keys.push({ field, descending: direction === 'desc' })
  }
  return keys
}

function readInteger(query: URLSearchParams, name: string): number | null | 'invalid' {
  const raw = readQuery(query, name)
  if (raw === null || raw.trim() === '') return null
  const value = Number(raw)
  return Number.isInteger(value) ? value : 'invalid'
}

export type PageRequestResult =
  { ok: true; request: PageRequest } | { ok: false; issues: ValidationIssue[] }

/** The query names of a paged list (ABP's PagedAndSortedResultRequestDto and `filter`). */
export const pageQueryNames = ['filter', 'sorting', 'skipCount', 'maxResultCount'] as const

/** Reads `filter`, `sorting`, `skipCount`, `maxResultCount`; every problem is a 400 issue. */
export function readPageRequest(
  query: URLSearchParams,
  sortingWhitelist: readonly string[],
): PageRequestResult {
  const issues: ValidationIssue[] = []
  const filter = readQuery(query, 'filter')?.trim() || null
  if (filter && filter.length > maxFilterLength) {
    issues.push({ member: 'filter', rule: 'V2', args: [String(maxFilterLength)] })
  }
  const sortingText = readQuery(query, 'sorting')?.trim() || null
  const sorting = sortingText === null ? null : parseSorting(sortingText, sortingWhitelist)
  if (sortingText !== null && sorting === null) {
    issues.push({ member: 'sorting', rule: 'V5', args: [] })
  }
  const skipCount = readInteger(query, 'skipCount') ?? 0
  if (skipCount === 'invalid' || skipCount < 0) {
    issues.push({ member: 'skipCount', rule: 'V3', args: ['0', '2147483647'] })
  }
  const maxResultCount = readInteger(query, 'maxResultCount') ?? defaultMaxResultCount
  if (maxResultCount === 'invalid' || maxResultCount < 1 || maxResultCount > 1000) {
    issues.push({ member: 'maxResultCount', rule: 'V3', args: ['1', '1000'] })
  }
  if (issues.length > 0) return { ok: false, issues }
  return {
    ok: true,
    request: {
      filter: filter?.toLowerCase() ?? null,
      sorting,
      skipCount: skipCount as number,
      maxResultCount: maxResultCount as number,
    },
  }
}

/** Nulls first (as SQL Server sorts them ascending); strings in code-point order. */
export function compareValues(a: SortValue, b: SortValue): number {
  if (a === b) return 0
  if (a === null) return -1
  if (b === null) return 1
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : 1
  return Number(a) - Number(b)
}

export type SortAccessors<R> = Record<string, (row: R) => SortValue>

export function sortRows<R>(rows: readonly R[], keys: SortKey[], accessors: SortAccessors<R>): R[] {
  return [...rows].sort((x, y) => {
    for (const { field, descending } of keys) {
      const order = compareValues(accessors[field](x), accessors[field](y))
      if (order !== 0) return descending ? -order : order
    }
    return 0
  })
}

interface DefaultOrdered {
  sort?: number
  name?: string
  creationTime: string
}

/** The default list order: `sort` asc, then name (code points), then `creationTime`. */
export function defaultOrder(a: DefaultOrdered, b: DefaultOrdered): number {
  return (
    compareValues(a.sort ?? 0, b.sort ?? 0) ||
    compareValues(a.name ?? null, b.name ?? null) ||
    compareValues(a.creationTime, b.creationTime)
  )
}

/** Case-insensitive "contains" over the fields a list names; `filter` is already lower-case. */
export function matchesFilter(filter: string | null, values: readonly (string | null)[]): boolean {
  return filter === null || values.some((value) => value?.toLowerCase().includes(filter))
}

export function takePage<R>(rows: readonly R[], request: PageRequest): R[] {
  return rows.slice(request.skipCount, request.skipCount + request.maxResultCount)
}
