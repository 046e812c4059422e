import { useTranslation } from 'react-i18next'
import {
  apiResourcePolicies,
  apiResourceResource,
  type ApiResourceDto,
} from '@/modules/client-manage/api/api-resource-api'
import { TagList } from '@/components/crud/tag-list'
import { ResourceListPage } from '../shared/resource-list-page'
import { ApiResourceFormModal } from './api-resource-form-modal'

/** API resources, `/client-manage/api-resource`: IdentityServer management (abp-api.md §8.1, §8.3). */
export default function ApiResourcePage() {
  const { t } = useTranslation(['api-resource', 'client-manage'])
  return (
    <ResourceListPage<ApiResourceDto>
      resource={apiResourceResource}
      policies={apiResourcePolicies}
      title="route:apiResource"
      columns={(shared) => [
        ...shared,
        {
          key: 'scopes',
          title: t('client-manage:scopes'),
          width: 220,
          render: (_, row) => <TagList values={row.scopes.map((s) => s.scope)} max={2} />,
        },
      ]}
      form={(dialog, close) => <ApiResourceFormModal dialog={dialog} onClose={close} />}
    />
  )
}
