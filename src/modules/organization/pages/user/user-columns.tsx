import { Space, Tag, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import type { BaseUserDto } from '@/modules/organization/api/base-user-api'
import { creationTimeColumn, flagTag } from '@/components/crud/table-columns'

const tags = (names: string[]) => (
  <Space size={[0, 4]} wrap>
    {names.map((name) => (
      <Tag key={name}>{name}</Tag>
    ))}
  </Space>
)

/** The columns of the Users table; sortable ones match the server's whitelist. */
export function useUserColumns(): TableColumnsType<BaseUserDto> {
  const { t } = useTranslation('user')
  const yesNo = flagTag(t)
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
    creationTimeColumn(t),
  ]
}
