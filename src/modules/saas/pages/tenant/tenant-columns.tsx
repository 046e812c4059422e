import type { TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import { tenantPolicies, type TenantDto } from '@/modules/saas/api/tenant-management-api'
import { useActionsColumn } from '@/components/crud/table-columns'

interface TenantColumnsProps {
  onEdit: (row: TenantDto) => void
  onConnectionString: (row: TenantDto) => void
  onDelete: (row: TenantDto) => void
}

/** The columns of the Tenants table; `TenantDto` has no audit members, so name is the one sort. */
export function useTenantColumns({
  onEdit,
  onConnectionString,
  onDelete,
}: TenantColumnsProps): TableColumnsType<TenantDto> {
  const { t } = useTranslation('tenant')
  return [
    { key: 'name', dataIndex: 'name', title: t('name'), sorter: true },
    // The id is what `__tenant` also accepts; long, so cut with the whole id as the cell's title.
    { key: 'id', dataIndex: 'id', title: t('id'), width: 340, ellipsis: true },
    useActionsColumn((row) => ({
      record: row.name,
      actions: [
        { label: t('crud:edit'), policy: tenantPolicies.update, onClick: () => onEdit(row) },
        {
          label: t('connectionString'),
          policy: tenantPolicies.manageConnectionStrings,
          onClick: () => onConnectionString(row),
        },
        {
          label: t('crud:delete'),
          policy: tenantPolicies.delete,
          onClick: () => onDelete(row),
          danger: true,
        },
      ],
    })),
  ]
}
