import { Button, Space, Tag, Tooltip, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import { rolePolicies, type IdentityRoleDto } from '@/api/identity/role-api'
import { Granted } from '@/components/granted'

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
  const flag = (color: string) => (value: boolean) =>
    value ? <Tag color={color}>{t('crud:yes')}</Tag> : <Tag>{t('crud:no')}</Tag>
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
    {
      key: 'actions',
      title: t('crud:actions'),
      fixed: 'right',
      render: (_value, row) => (
        <Space size={0}>
          <Granted policy={rolePolicies.update}>
            <Button
              type="link"
              onClick={() => onEdit(row)}
              aria-label={`${t('crud:edit')} ${row.name}`}
            >
              {t('crud:edit')}
            </Button>
          </Granted>
          <Granted policy={rolePolicies.managePermissions}>
            <Button
              type="link"
              onClick={() => onPermissions(row)}
              aria-label={`${t('permissions')} ${row.name}`}
            >
              {t('permissions')}
            </Button>
          </Granted>
          <Granted policy={rolePolicies.delete}>
            {/* A static role cannot be deleted (ABP 403 Volo.Abp.Identity:010006): said why. */}
            <Tooltip title={row.isStatic ? t('staticCannotDelete') : undefined}>
              <Button
                type="link"
                danger
                disabled={row.isStatic}
                onClick={() => onDelete(row)}
                aria-label={`${t('crud:delete')} ${row.name}`}
                aria-description={row.isStatic ? t('staticCannotDelete') : undefined}
              >
                {t('crud:delete')}
              </Button>
            </Tooltip>
          </Granted>
        </Space>
      ),
    },
  ]
}
