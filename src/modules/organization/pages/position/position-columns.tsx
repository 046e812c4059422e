import type { TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import { positionPolicies, type PositionDto } from '@/modules/organization/api/position-api'
import { useActionsColumn, creationTimeColumn, flagTag } from '@/components/crud/table-columns'

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
      render: flagTag(t, 'success', { yes: 'on', no: 'off' }),
    },
    { key: 'description', dataIndex: 'description', title: t('description') },
    { key: 'userCount', dataIndex: 'userCount', title: t('userCount'), width: 110 },
    creationTimeColumn(t),
    useActionsColumn((row) => ({
      record: row.name,
      actions: [
        { label: t('crud:edit'), policy: positionPolicies.update, onClick: () => onEdit(row) },
        {
          label: t('crud:delete'),
          policy: positionPolicies.delete,
          onClick: () => onDelete(row),
          danger: true,
        },
      ],
    })),
  ]
}
