import type { SortAccessors } from '../../core/crud/paging.ts'
import type { ValidationIssue } from '../../core/crud/validation.ts'
import type { AuditLogRecord } from '../../core/db/audit-log-types.ts'
import { readQuery } from '../../core/http/mock-http.ts'

/**
 * The audit log list's filters (abp-api.md §7.1) as ABP's repository applies them: `url` and
 * `userName` contain (case-insensitive, like SQL Server's collation), method, status, application,
 * IP and correlation id match exactly, durations and times are inclusive bounds. Pure.
 */

export type AuditLogPredicate = (row: AuditLogRecord) => boolean

export const auditLogSorting: SortAccessors<AuditLogRecord> = {
  executionTime: (row) => row.executionTime,
  executionDuration: (row) => row.executionDuration,
  httpStatusCode: (row) => row.httpStatusCode,
  httpMethod: (row) => row.httpMethod,
  userName: (row) => row.userName,
  url: (row) => row.url,
  clientIpAddress: (row) => row.clientIpAddress,
}

export function hasException(row: AuditLogRecord): boolean {
  return !!row.exceptions
}

/** An offset-less ISO date or date-time (what ABP binds to DateTime), kept as comparable text. */
const dateTimePattern = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,7})?)?)?$/

type Reader<T> = (raw: string) => T | undefined

const readInteger: Reader<number> = (raw) => (/^-?\d+$/.test(raw) ? Number(raw) : undefined)
const readBoolean: Reader<boolean> = (raw) =>
  raw.toLowerCase() === 'true' ? true : raw.toLowerCase() === 'false' ? false : undefined
const readDateTime: Reader<string> = (raw) =>
  dateTimePattern.test(raw) ? raw.replace(' ', 'T') : undefined

export type FilterResult =
  { ok: true; matches: AuditLogPredicate } | { ok: false; issues: ValidationIssue[] }

/** Reads the filters of the query; a value that does not bind is a 400 V5 on its member. */
export function readAuditLogFilters(query: URLSearchParams): FilterResult {
  const issues: ValidationIssue[] = []
  const tests: AuditLogPredicate[] = []
  function read<T>(member: string, parse: Reader<T>, test: (value: T) => AuditLogPredicate) {
    const raw = readQuery(query, member)?.trim()
    if (!raw) return
    const value = parse(raw)
    if (value === undefined) issues.push({ member, rule: 'V5', args: [] })
    else tests.push(test(value))
  }
  const text = (raw: string) => raw.toLowerCase()
  const contains = (value: string | null, part: string) => !!value?.toLowerCase().includes(part)
  const same = (value: string | null, other: string) => value?.toLowerCase() === other

  read('url', text, (part) => (row) => contains(row.url, part))
  read('userName', text, (part) => (row) => contains(row.userName, part))
  read('applicationName', text, (name) => (row) => same(row.applicationName, name))
  read('clientIpAddress', text, (ip) => (row) => same(row.clientIpAddress, ip))
  read('correlationId', text, (id) => (row) => same(row.correlationId, id))
  read('httpMethod', text, (method) => (row) => same(row.httpMethod, method))
  // ABP skips a status or duration of 0 (`WhereIf(value > 0)`).
  read('httpStatusCode', readInteger, (code) => (row) => code <= 0 || row.httpStatusCode === code)
  read('minExecutionDuration', readInteger, (ms) => (row) => ms <= 0 || row.executionDuration >= ms)
  read('maxExecutionDuration', readInteger, (ms) => (row) => ms <= 0 || row.executionDuration <= ms)
  read('hasException', readBoolean, (wanted) => (row) => hasException(row) === wanted)
  read('startTime', readDateTime, (start) => (row) => row.executionTime >= start)
  read('endTime', readDateTime, (end) => (row) => row.executionTime <= end)

  if (issues.length > 0) return { ok: false, issues }
  return { ok: true, matches: (row) => tests.every((test) => test(row)) }
}
