import { PushpinOutlined } from '@ant-design/icons'
import { Tag, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import { NoticeStatus, type NoticeDto } from '@/modules/notice/api/notice-api'
import { creationTimeColumn, dataColumn } from '@/components/crud/table-columns'
import { formatDateTime } from '@/utils/date-format'
import { isScheduled } from './post-rules'

const statusColors: Record<NoticeStatus, string> = { 1: 'default', 2: 'success', 3: 'warning' }

/** The publishing list's columns; the sortable ones are the server's whitelist (§6.1). */
export function usePostColumns(
  /** When the list was read (ms): "Scheduled" means due after it. */
  listedAt: number,
): TableColumnsType<NoticeDto> {
  const { t } = useTranslation('post')
  return [
    dataColumn('title', t('title'), {
      sorter: true,
      render: (title: string, row) => (
        <>
          {row.isPinned && (
            <Tag icon={<PushpinOutlined />} color="gold">
              {t('pinned')}
            </Tag>
          )}
          {title}
        </>
      ),
    }),
    dataColumn('status', t('status'), {
      sorter: true,
      width: 120,
      render: (status: NoticeStatus, row) =>
        isScheduled(row, listedAt) ? (
          <Tag color="processing">{t('scheduled')}</Tag>
        ) : (
          <Tag color={statusColors[status]}>{t(`statuses.${status}`)}</Tag>
        ),
    }),
    dataColumn('projName', t('project'), {
      render: (name: string | null, row) => (row.projectId ? (name ?? '—') : t('everyone')),
    }),
    dataColumn('publishTime', t('publishTime'), {
      sorter: true,
      render: (time: string | null) => (time ? formatDateTime(time) : '—'),
    }),
    dataColumn('publisherName', t('publisher')),
    dataColumn('readCount', t('readCount'), { width: 100, align: 'right' }),
    creationTimeColumn(t),
  ]
}
