import { Tag, type TableColumnsType } from 'antd'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { auditLogPolicy, type AuditLogDto } from '@/modules/system/api/audit-log-api'
import { dataColumn, useActionsColumn } from '@/components/crud/table-columns'
import { formatDateTime } from '@/utils/date-format'
import styles from './log-page.module.css'
import { durationLevel, statusColor } from './log-rules'

/** A status as a coloured tag (2xx green, 4xx orange, 5xx red): plain, no hooks per cell. */
export function statusTag(code: number | null) {
  return <Tag color={statusColor(code)}>{code ?? '—'}</Tag>
}

/** A duration in ms, orange from 300 ms and red from 1 s, the level also in its title. */
export function durationText(t: TFunction, ms: number) {
  const level = durationLevel(ms)
  const text = t('log:ms', { value: ms })
  if (level === 'normal') return text
  return (
    <span className={styles[level]} title={t(`log:${level}`)}>
      {text}
    </span>
  )
}

/**
 * The columns of the Audit log table; sortable ones are the server's whitelist. Cells stay plain
 * (a tag or a span), so a page of 50 rows renders at once; the URL shows whole in its title.
 */
export function useLogColumns({
  onDetails,
}: {
  onDetails: (row: AuditLogDto) => void
}): TableColumnsType<AuditLogDto> {
  const { t } = useTranslation('log')
  const anonymous = <span className={styles.muted}>{t('anonymous')}</span>
  return [
    dataColumn('executionTime', t('time'), {
      sorter: true,
      // Newest first is the default: the first click shows the oldest first.
      sortDirections: ['descend', 'ascend'],
      width: 170,
      render: (value: string) => formatDateTime(value),
    }),
    dataColumn('userName', t('user'), {
      sorter: true,
      width: 120,
      render: (value: string | null) => value ?? anonymous,
    }),
    dataColumn('httpMethod', t('method'), { sorter: true, width: 90 }),
    dataColumn('url', t('url'), { sorter: true, ellipsis: true, width: 380 }),
    dataColumn('httpStatusCode', t('status'), { sorter: true, width: 90, render: statusTag }),
    dataColumn('executionDuration', t('duration'), {
      sorter: true,
      align: 'right',
      width: 110,
      render: (value: number) => durationText(t, value),
    }),
    dataColumn('clientIpAddress', t('clientIp'), { sorter: true, width: 130 }),
    useActionsColumn((row) => ({
      record: `${row.httpMethod ?? ''} ${row.url ?? ''}`,
      actions: [{ label: t('details'), policy: auditLogPolicy, onClick: () => onDetails(row) }],
    })),
  ]
}
