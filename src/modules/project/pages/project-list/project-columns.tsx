import type { TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { projectDictionaries, type ProjectDto } from '@/modules/project/api/project-api'
import { useDictionaryTags } from '@/modules/system'
import { formatDate } from '@/utils/date-format'
import { htdPageOf } from './project-links'

/** The columns of the Projects table; sortable ones match the server's whitelist (§3.1); the row buttons are the page's. */
export function useProjectColumns(): TableColumnsType<ProjectDto> {
  const { t } = useTranslation('project-list')
  const typeTag = useDictionaryTags(projectDictionaries.type)
  const statusTag = useDictionaryTags(projectDictionaries.status, { color: 'processing' })
  return [
    { key: 'projName', dataIndex: 'projName', title: t('projName'), sorter: true },
    { key: 'projCode', dataIndex: 'projCode', title: t('projCode'), sorter: true },
    {
      key: 'projType',
      dataIndex: 'projType',
      title: t('projType'),
      render: typeTag,
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('status'),
      sorter: true,
      render: statusTag,
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
    { key: 'location', dataIndex: 'location', title: t('location') },
    { key: 'ownerOrgName', dataIndex: 'ownerOrgName', title: t('ownerOrg') },
    { key: 'constructorOrgName', dataIndex: 'constructorOrgName', title: t('constructorOrg') },
    {
      key: 'htdCount',
      dataIndex: 'htdCount',
      title: t('htdCount'),
      render: (count: number, row) => (
        <Link to={htdPageOf(row.id)} aria-label={t('openHtds', { count, name: row.projName })}>
          {count}
        </Link>
      ),
    },
    { key: 'sort', dataIndex: 'sort', title: t('sort'), sorter: true, width: 90 },
  ]
}
