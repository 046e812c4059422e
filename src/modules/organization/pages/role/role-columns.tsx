import type { TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import { rolePolicies, type IdentityRoleDto } from '@/modules/organization/api/role-api'
import { useActionsColumn, flagTag } from '@/components/crud/table-columns'

interface RoleColumnsProps {
  onEdit: (row: IdentityRoleDto) => void
  onPermissions: (row: IdentityRoleDto) => void
  onDelete: (row: IdentityRoleDto) => void
}

/** The columns of the Roles table; every data column is in the server's sorting whitelist. */
export function useRoleColumns({
  onEdit,
  onPermissions,
  onDelete,
}: RoleColumnsProps): TableColumnsType<IdentityRoleDto> {
  const { t } = useTranslation('role')
  const flag = (color: string) => flagTag(t, color)
  return [
    { key: 'name', dataIndex: 'name', title: t('name'), sorter: true },
    {
      key: 'isDefault',
      dataIndex: 'isDefault',
      title: t('isDefault'),
      sorter: true,
      width: 110,
      render: flag('processing'),
    },
    {
      key: 'isPublic',
      dataIndex: 'isPublic',
      title: t('isPublic'),
      sorter: true,
      width: 110,
      render: flag('success'),
    },
    {
      key: 'isStatic',
      dataIndex: 'isStatic',
      title: t('isStatic'),
      sorter: true,
      width: 110,
      render: flag('warning'),
    },
    useActionsColumn((row) => ({
      record: row.name,
      actions: [
        { label: t('crud:edit'), policy: rolePolicies.update, onClick: () => onEdit(row) },
        {
          label: t('permissions'),
          policy: rolePolicies.managePermissions,
          onClick: () => onPermissions(row),
        },
        {
          label: t('crud:delete'),
          policy: rolePolicies.delete,
          onClick: () => onDelete(row),
          danger: true,
          // A static role cannot be deleted (ABP 403 Volo.Abp.Identity:010006): said why.
          disabledReason: row.isStatic ? t('staticCannotDelete') : undefined,
        },
      ],
    })),
  ]
}
