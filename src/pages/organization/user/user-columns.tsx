import { Button, Space, Tag, Tooltip, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import { isAdminUser, userPolicies, type BaseUserDto } from '@/api/base/base-user-api'
import { Granted } from '@/components/granted'
import { formatDateTime } from '@/utils/date-format'

interface UserColumnsProps {
  onEdit: (row: BaseUserDto) => void
  onDelete: (row: BaseUserDto) => void
  /**
   * The "Permissions" row action (AbpIdentity.Users.ManagePermissions): shown once the page
   * passes a handler that opens the user's permission dialog.
   */
  onManagePermissions?: (row: BaseUserDto) => void
}

const tags = (names: string[]) => (
  <Space size={[0, 4]} wrap>
    {names.map((name) => (
      <Tag key={name}>{name}</Tag>
    ))}
  </Space>
)

/** The columns of the Users table; sortable ones match the server's whitelist. */
export function useUserColumns({
  onEdit,
  onDelete,
  onManagePermissions,
}: UserColumnsProps): TableColumnsType<BaseUserDto> {
  const { t } = useTranslation('user')
  const yesNo = (value: boolean) =>
    value ? <Tag color="success">{t('crud:yes')}</Tag> : <Tag>{t('crud:no')}</Tag>
  return [
    { key: 'userName', dataIndex: 'userName', title: t('userName'), sorter: true },
    {
      key: 'name',
      dataIndex: 'name',
      title: t('name'),
      sorter: true,
      render: (_name, row) => [row.name, row.surname].filter(Boolean).join(' '),
    },
    { key: 'email', dataIndex: 'email', title: t('email'), sorter: true },
    { key: 'phoneNumber', dataIndex: 'phoneNumber', title: t('phoneNumber') },
    {
      key: 'organizations',
      title: t('organizations'),
      render: (_value, row) =>
        row.organizations.map((o, index) => (
          <span key={o.id} title={o.fullName ?? o.name}>
            {index > 0 && ', '}
            {o.name}
          </span>
        )),
    },
    {
      key: 'positions',
      title: t('positions'),
      render: (_value, row) => row.positions.map((p) => p.name).join(', '),
    },
    { key: 'roles', title: t('roles'), render: (_value, row) => tags(row.roleNames) },
    { key: 'isActive', dataIndex: 'isActive', title: t('isActive'), render: yesNo },
    {
      key: 'lockoutEnabled',
      dataIndex: 'lockoutEnabled',
      title: t('lockoutEnabled'),
      render: yesNo,
    },
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
          <Granted policy={userPolicies.update}>
            <Button
              type="link"
              onClick={() => onEdit(row)}
              aria-label={`${t('crud:edit')} ${row.userName}`}
            >
              {t('crud:edit')}
            </Button>
          </Granted>
          {/* The permission dialog is wired here (user-page.tsx passes onManagePermissions). */}
          {onManagePermissions && (
            <Granted policy={userPolicies.managePermissions}>
              <Button
                type="link"
                onClick={() => onManagePermissions(row)}
                aria-label={`${t('permissions')} ${row.userName}`}
              >
                {t('permissions')}
              </Button>
            </Granted>
          )}
          <Granted policy={userPolicies.delete}>
            <Tooltip title={isAdminUser(row) ? t('adminNotDeletable') : undefined}>
              <Button
                type="link"
                danger
                disabled={isAdminUser(row)}
                onClick={() => onDelete(row)}
                aria-label={`${t('crud:delete')} ${row.userName}`}
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
