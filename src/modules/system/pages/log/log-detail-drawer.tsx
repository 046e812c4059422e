import { useQuery } from '@tanstack/react-query'
import { Descriptions, Drawer, Flex, Spin, Typography, type DescriptionsProps } from 'antd'
import type { TFunction } from 'i18next'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { auditLogQueries, type AuditLogDto } from '@/modules/system/api/audit-log-api'
import { LoadFailed } from '@/components/crud/load-failed'
import type { QueryScope } from '@/query/query-keys'
import { formatDateTime } from '@/utils/date-format'
import { LogCalls } from './log-calls'
import { durationText, statusTag } from './log-columns'
import { LogEntityChanges } from './log-entity-changes'

function entryItems(t: TFunction, log: AuditLogDto): DescriptionsProps['items'] {
  const item = (key: string, children: ReactNode) => ({ key, label: t(key), children })
  return [
    item('time', formatDateTime(log.executionTime)),
    item('user', log.userName ?? t('anonymous')),
    item('tenant', log.tenantName ?? t('host')),
    item('method', log.httpMethod),
    item('url', <Typography.Text copyable>{log.url}</Typography.Text>),
    item('status', statusTag(log.httpStatusCode)),
    item('duration', durationText(t, log.executionDuration)),
    item('clientIp', log.clientIpAddress),
    item('clientId', log.clientId),
    item('correlationId', log.correlationId),
    item('application', log.applicationName),
    item('browser', log.browserInfo),
    ...(log.comments ? [item('comments', log.comments)] : []),
  ]
}

/**
 * One audit entry in full (GET `/{id}`): its fields, actions, exceptions and the entity changes
 * with each property's original → new value. Mounted per opening.
 */
export function LogDetailDrawer({
  id,
  scope,
  onClose,
}: {
  id: string
  scope: QueryScope
  onClose: () => void
}) {
  const { t } = useTranslation('log')
  const query = useQuery(auditLogQueries.detail(scope, id))
  const log = query.data
  return (
    <Drawer open title={t('detailTitle')} size={760} onClose={onClose}>
      {query.isPending && <Spin />}
      {query.isError && <LoadFailed error={query.error} onRetry={() => void query.refetch()} />}
      {log && (
        <Flex vertical gap="large">
          <Descriptions size="small" bordered column={1} items={entryItems(t, log)} />
          <LogCalls log={log} />
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('entityChanges')}
          </Typography.Title>
          <LogEntityChanges changes={log.entityChanges} />
        </Flex>
      )}
    </Drawer>
  )
}
