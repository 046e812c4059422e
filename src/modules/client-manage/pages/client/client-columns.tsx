import { Space, Tag, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import type { ClientDto } from '@/modules/client-manage/api/client-dtos'
import { flagTag } from '@/components/crud/table-columns'
import { notRecommendedGrantTypes } from './client-rules'

const grantTags = (grants: ClientDto['allowedGrantTypes']) => (
  <Space size={[0, 4]} wrap>
    {grants.map(({ grantType }) => (
      <Tag
        key={grantType}
        color={notRecommendedGrantTypes.includes(grantType) ? 'warning' : undefined}
      >
        {grantType}
      </Tag>
    ))}
  </Space>
)

/** The columns of the Clients table; sortable ones match the server's whitelist. */
export function useClientColumns(): TableColumnsType<ClientDto> {
  const { t } = useTranslation('client')
  return [
    {
      key: 'clientId',
      dataIndex: 'clientId',
      title: t('clientId'),
      sorter: true,
      width: 200,
      ellipsis: true,
    },
    {
      key: 'clientName',
      dataIndex: 'clientName',
      title: t('clientName'),
      sorter: true,
      width: 200,
      ellipsis: true,
    },
    {
      key: 'enabled',
      dataIndex: 'enabled',
      title: t('client-manage:enabled'),
      sorter: true,
      width: 100,
      render: flagTag(t, 'success', { yes: 'client-manage:on', no: 'client-manage:off' }),
    },
    {
      key: 'allowedGrantTypes',
      dataIndex: 'allowedGrantTypes',
      title: t('allowedGrantTypes'),
      render: grantTags,
    },
    {
      key: 'requirePkce',
      dataIndex: 'requirePkce',
      title: t('requirePkce'),
      width: 110,
      render: flagTag(t),
    },
    // The cell's title attribute holds the whole description.
    {
      key: 'description',
      dataIndex: 'description',
      title: t('client-manage:description'),
      width: 260,
      ellipsis: true,
    },
  ]
}
