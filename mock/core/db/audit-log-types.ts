/**
 * Audit log records (abp-api.md §7, ABP's `Volo.Abp.AuditLogging` entities). Times are ABP's
 * offset-less `Clock.Now` strings (`clockNow()`), so they sort as text.
 */

/** `EntityChangeType`: Created, Updated, Deleted. */
export const entityChangeTypes = { created: 0, updated: 1, deleted: 2 } as const
export type EntityChangeType = (typeof entityChangeTypes)[keyof typeof entityChangeTypes]

export interface AuditLogActionRecord {
  id: string
  serviceName: string
  methodName: string
  /** JSON of the action's arguments, secrets replaced by `***`. */
  parameters: string
  executionTime: string
  executionDuration: number
}

export interface EntityPropertyChangeRecord {
  id: string
  propertyName: string
  propertyTypeFullName: string
  /** JSON-encoded values (`"\"Jon\""`); null when there was none. */
  originalValue: string | null
  newValue: string | null
}

export interface EntityChangeRecord {
  id: string
  changeTime: string
  changeType: EntityChangeType
  entityId: string
  entityTypeFullName: string
  propertyChanges: EntityPropertyChangeRecord[]
}

export interface AuditLogRecord {
  id: string
  /** null = host. */
  tenantId: string | null
  tenantName: string | null
  userId: string | null
  userName: string | null
  applicationName: string
  executionTime: string
  /** Milliseconds. */
  executionDuration: number
  clientIpAddress: string | null
  clientName: string | null
  clientId: string | null
  correlationId: string
  browserInfo: string | null
  httpMethod: string
  /** Path and query, secrets replaced by `***`. */
  url: string
  /** Pretty-printed JSON array of `RemoteServiceErrorInfo`; null without an error. */
  exceptions: string | null
  comments: string
  /** null when no answer was sent (a dropped connection). */
  httpStatusCode: number | null
  actions: AuditLogActionRecord[]
  entityChanges: EntityChangeRecord[]
}

/** What the host writes into `applicationName`. */
export const auditApplicationName = 'Ontall.MS.Base.HttpApi.Host'
