import type { AuditLogRecord, EntityChangeRecord } from '../../core/db/audit-log-types.ts'

/** `AuditLogDto` and `EntityChangeDto` (abp-api.md §7.2), copies: the records stay untouched. */

export function entityChangeDto(change: EntityChangeRecord, log: AuditLogRecord) {
  return {
    id: change.id,
    auditLogId: log.id,
    tenantId: log.tenantId,
    changeTime: change.changeTime,
    changeType: change.changeType,
    entityId: change.entityId,
    entityTypeFullName: change.entityTypeFullName,
    extraProperties: {},
    propertyChanges: change.propertyChanges.map((property) => ({
      ...property,
      tenantId: log.tenantId,
      entityChangeId: change.id,
    })),
  }
}

export function auditLogDto(log: AuditLogRecord) {
  return {
    id: log.id,
    extraProperties: {},
    applicationName: log.applicationName,
    userId: log.userId,
    userName: log.userName,
    tenantId: log.tenantId,
    tenantName: log.tenantName,
    impersonatorUserId: null,
    impersonatorTenantId: null,
    executionTime: log.executionTime,
    executionDuration: log.executionDuration,
    clientIpAddress: log.clientIpAddress,
    clientName: log.clientName,
    clientId: log.clientId,
    correlationId: log.correlationId,
    browserInfo: log.browserInfo,
    httpMethod: log.httpMethod,
    url: log.url,
    exceptions: log.exceptions,
    comments: log.comments,
    httpStatusCode: log.httpStatusCode,
    entityChanges: log.entityChanges.map((change) => entityChangeDto(change, log)),
    actions: log.actions.map((action) => ({
      ...action,
      tenantId: log.tenantId,
      auditLogId: log.id,
      extraProperties: {},
    })),
  }
}
