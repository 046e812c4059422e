import { Button, Space, Tag, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import { positionPolicies, type PositionDto } from '@/api/base/position-api'
import { Granted } from '@/components/granted'
import { formatDateTime } from '@/utils/date-format'

interface PositionColumnsProps {
  onEdit: (row: PositionDto) => void
  onDelete: (row: PositionDto) => void
}

/** The columns of the Positions table; sortable ones match the server's whitelist. */
export function usePositionColumns({
  onEdit,
  onDelete,
}: PositionColumnsProps): TableColumnsType<PositionDto> {
  const { t } = useTranslation('position')
  return [
    { key: 'name', dataIndex: 'name', title: t('name'), sorter: true },
    { key: 'sort', dataIndex: 'sort', title: t('sort'), sorter: true, width: 100 },
    {
      key: 'enabled',
      dataIndex: 'enabled',
      title: t('enabled'),
      width: 100,
      render: (enabled: boolean) =>
        enabled ? <Tag color="success">{t('on')}</Tag> : <Tag>{t('off')}</Tag>,
    },
    { key: 'description', dataIndex: 'description', title: t('description') },
    { key: 'userCount', dataIndex: 'userCount', title: t('userCount'), width: 110 },
    {
      key: 'creationTime',
      dataIndex: 'creationTime',
      title: t('creationTime'),
      sorter: true,
      render: (time: string) => formatDateTime(time),
    },
    {
      key: 'actions',
      title: t('crud:actions'),
      fixed: 'right',
      render: (_value, row) => (
        <Space size={0}>
          <Granted policy={positionPolicies.update}>
            <Button
              type="link"
              onClick={() => onEdit(row)}
              aria-label={`${t('crud:edit')} ${row.name}`}
            >
              {t('crud:edit')}
            </Button>
          </Granted>
          <Granted policy={positionPolicies.delete}>
            <Button
              type="link"
              danger
              onClick={() => onDelete(row)}
              aria-label={`${t('crud:delete')} ${row.name}`}
            >
              {t('crud:delete')}
            </Button>
          </Granted>
        </Space>
      ),
    },
  ]
}
