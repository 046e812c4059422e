import type { TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import { flagTag } from '@/components/crud/table-columns'
import { TagList } from '@/components/crud/tag-list'
import type {
  IdentityServerResourceDto,
  UserClaimInput,
} from '@/modules/client-manage/api/resource-dtos'

type ResourceRow = IdentityServerResourceDto & { userClaims: readonly UserClaimInput[] }

/**
 * The columns API resources and API scopes share: name and display name (sortable on the
 * server), the description cut to its width (the whole text in its title), enabled, shown in
 * discovery, and the user claims as tags.
 */
export function useResourceColumns<T extends ResourceRow>(): TableColumnsType<T> {
  const { t } = useTranslation('client-manage')
  return [
    { key: 'name', dataIndex: 'name', title: t('name'), sorter: true, width: 200, ellipsis: true },
    {
      key: 'displayName',
      dataIndex: 'displayName',
      title: t('displayName'),
      sorter: true,
      width: 200,
      ellipsis: true,
    },
    {
      key: 'description',
      dataIndex: 'description',
      title: t('description'),
      width: 260,
      ellipsis: true,
    },
    {
      key: 'enabled',
      dataIndex: 'enabled',
      title: t('enabled'),
      width: 100,
      render: flagTag(t, 'success', { yes: 'on', no: 'off' }),
    },
    {
      key: 'showInDiscoveryDocument',
      dataIndex: 'showInDiscoveryDocument',
      title: t('inDiscovery'),
      width: 120,
      render: flagTag(t, 'blue', { yes: 'crud:yes', no: 'crud:no' }),
    },
    {
      key: 'userClaims',
      title: t('userClaims'),
      width: 240,
      render: (_, row) => <TagList values={row.userClaims.map((claim) => claim.type)} />,
    },
  ]
}
