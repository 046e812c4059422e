import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Alert, Modal, Table, type TableColumnsType } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import type { QueryScope } from '@/query/query-keys'
import { getSealUsage, signKeyQueries, type SealUsageDto } from '@/modules/sign-key/api/sign-key-api' // prettier-ignore
import type { SignKeyDto } from '@/modules/sign-key/api/sign-key-dtos'
import { formatDateTime } from '@/utils/date-format'

const pageSize = 10

/**
 * A seal's usage log (workflow-api.md §6): every approval that applied it, newest first, paged
 * on the server: the approval's number (opening it), its title, who applied it and when.
 */
export function SealUsageModal(props: {
  seal: SignKeyDto
  scope: QueryScope
  onClose: () => void
}) {
  // prettier-ignore
  const { seal } = props
  const { t } = useTranslation('sign-key')
  const [page, setPage] = useState(1)
  const usage = useQuery({
    queryKey: [...signKeyQueries.all(props.scope), 'usage', seal.id, page] as const,
    queryFn: ({ signal }) => getSealUsage(seal.id, { skipCount: (page - 1) * pageSize, maxResultCount: pageSize }, { signal, silent: true }), // prettier-ignore
    placeholderData: keepPreviousData,
  })
  const columns: TableColumnsType<SealUsageDto> = [
    {
      title: t('usage.number'),
      dataIndex: 'number',
      render: (number: string | null, row) => (
        <Link to={`/workflow/instance?id=${encodeURIComponent(row.instanceId)}`}>
          {number ?? '—'}
        </Link>
      ),
    },
    { title: t('usage.title'), dataIndex: 'title' },
    { title: t('usage.appliedBy'), dataIndex: 'appliedBy', render: (name: string | null) => name ?? '—' }, // prettier-ignore
    { title: t('usage.time'), dataIndex: 'time', render: (time: string) => formatDateTime(time) },
  ]
  return (
    <Modal
      open
      title={t('usage.dialogTitle', { name: seal.name, owner: seal.organizationName ?? '' })}
      onCancel={props.onClose}
      footer={null}
      width={820}
    >
      {' '}
      {/* prettier-ignore */}
      {usage.isError ? (
        <Alert type="error" showIcon title={t('usage.loadFailed')} />
      ) : (
        <Table
          rowKey={(row) => `${row.instanceId}-${row.time}`}
          size="small"
          columns={columns}
          dataSource={usage.data?.items ?? []}
          loading={usage.isFetching}
          locale={{ emptyText: t('usage.none') }}
          pagination={{ current: page, pageSize, total: usage.data?.totalCount ?? 0, onChange: setPage, showSizeChanger: false }} // prettier-ignore
        />
      )}
    </Modal>
  )
}
