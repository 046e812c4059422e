import { createCrudQueries } from '@/query/crud-queries'
import type { PagedListInput, PagedResultDto } from '@/api/abp/paged-result-dto'
import { apiClient } from '@/api/http/api-client'
import type { RequestOptions } from '@/api/http/request-options'
import { parseDateTimeRange } from '@/utils/date-time-range'

/** `AuditLogActionDto` (abp-api.md §7.2): one application service method the call ran. */
export interface AuditLogActionDto {
  id: string
  serviceName: string
  methodName: string
  /** JSON of the arguments (secrets as `***`); may be cut at 2,000 characters. */
  parameters: string
  executionTime: string
  executionDuration: number
}

/** `EntityChangeType`: 0 Created, 1 Updated, 2 Deleted. */
export type EntityChangeType = 0 | 1 | 2

export interface EntityPropertyChangeDto {
  id: string
  propertyName: string
  propertyTypeFullName: string
  /** JSON-encoded (`"\"Jon\""`), null for none. */
  originalValue: string | null
  newValue: string | null
}

export interface EntityChangeDto {
  id: string
  auditLogId: string
  changeTime: string
  changeType: EntityChangeType
  entityId: string
  entityTypeFullName: string
  propertyChanges: EntityPropertyChangeDto[]
}

/** `AuditLogDto` (abp-api.md §7.2). */
export interface AuditLogDto {
  id: string
  applicationName: string | null
  userId: string | null
  userName: string | null
  tenantId: string | null
  tenantName: string | null
  executionTime: string
  /** Milliseconds. */
  executionDuration: number
  clientIpAddress: string | null
  clientName: string | null
  clientId: string | null
  correlationId: string | null
  browserInfo: string | null
  httpMethod: string | null
  url: string | null
  /** A pretty-printed JSON array of ABP errors; null or '' without an error. */
  exceptions: string | null
  comments: string | null
  httpStatusCode: number | null
  actions: AuditLogActionDto[]
  entityChanges: EntityChangeDto[]
}

/**
 * The list's filters (abp-api.md §7.1) as the URL keeps them: the contract's names, plus `time`,
 * one `start~end` range the call sends as `startTime` / `endTime`.
 */
export interface AuditLogFilters {
  url: string
  userName: string
  httpMethod: string
  httpStatusCode: string
  minExecutionDuration: string
  maxExecutionDuration: string
  hasException: string
  time: string
}

const path = '/api/audit-logging/audit-logs'

/** The query of a list call: the time range split into the contract's two params. */
export function toAuditLogQuery({ time, ...rest }: PagedListInput<AuditLogFilters>) {
  const { start, end } = parseDateTimeRange(time)
  return { ...rest, ...(start && { startTime: start }), ...(end && { endTime: end }) }
}

/** `/api/audit-logging/audit-logs`: read-only; sorting: executionTime (default desc), … */
export const auditLogApi = {
  path,
  getList: (input: PagedListInput<AuditLogFilters>, options?: RequestOptions) =>
    apiClient.get<PagedResultDto<AuditLogDto>>(path, toAuditLogQuery(input), options),
  get: (id: string, options?: RequestOptions) =>
    apiClient.get<AuditLogDto>(`${path}/${encodeURIComponent(id)}`, undefined, options),
}

export const auditLogQueries = createCrudQueries<AuditLogDto, AuditLogFilters>(
  ['audit-logging', 'audit-log'],
  auditLogApi,
)

/** The page's permission (business-api.md §11): it has no child permissions. */
export const auditLogPolicy = 'Ontall_MS_Base.AuditLogging'
