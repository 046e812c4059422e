import type { TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import type { HtdDto } from '@/modules/project/api/htd-api'
import { formatDate } from '@/utils/date-format'
import { formatAmount } from '@/utils/amount-format'

/** The work areas of a section (the Work areas page reads `?project=&htd=`). */
const workAreaPageOf = (row: HtdDto) =>
  `/project/work-area?${new URLSearchParams({ project: row.projectId, htd: row.id })}`

/** The columns of the Contract sections table; sortable ones match the server's whitelist (§3.2). */
export function useHtdColumns(): TableColumnsType<HtdDto> {
  const { t } = useTranslation('htd')
  return [
    { key: 'htdName', dataIndex: 'htdName', title: t('htdName'), sorter: true },
    { key: 'htdCode', dataIndex: 'htdCode', title: t('htdCode'), sorter: true },
    { key: 'contractorOrgName', dataIndex: 'contractorOrgName', title: t('contractorOrg') },
    { key: 'supervisorOrgName', dataIndex: 'supervisorOrgName', title: t('supervisorOrg') },
    {
      key: 'amount',
      dataIndex: 'amount',
      title: t('amountColumn'),
      sorter: true,
      align: 'right',
      render: (amount: number | null) => formatAmount(amount),
    },
    {
      key: 'startDate',
      dataIndex: 'startDate',
      title: t('period'),
      sorter: true,
      render: (_value, row) =>
        row.startDate || row.endDate
          ? `${formatDate(row.startDate)} ~ ${formatDate(row.endDate)}`
          : '',
    },
    {
      key: 'workAreaCount',
      dataIndex: 'workAreaCount',
      title: t('workAreaCount'),
      render: (count: number, row) => (
        <Link
          to={workAreaPageOf(row)}
          aria-label={t('openWorkAreas', { count, name: row.htdName })}
        >
          {count}
        </Link>
      ),
    },
    { key: 'sort', dataIndex: 'sort', title: t('sort'), sorter: true, width: 90 },
  ]
}
