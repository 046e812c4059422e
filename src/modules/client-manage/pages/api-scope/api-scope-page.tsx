import { useTranslation } from 'react-i18next'
import {
  apiScopePolicies,
  apiScopeResource,
  type ApiScopeDto,
} from '@/modules/client-manage/api/api-scope-api'
import { flagTag } from '@/components/crud/table-columns'
import { ResourceListPage } from '../shared/resource-list-page'
import { ApiScopeFormModal } from './api-scope-form-modal'

/** API scopes, `/client-manage/api-scope`: IdentityServer management (abp-api.md §8.1, §8.3). */
export default function ApiScopePage() {
  const { t } = useTranslation(['api-scope', 'client-manage'])
  return (
    <ResourceListPage<ApiScopeDto>
      resource={apiScopeResource}
      policies={apiScopePolicies}
      title="route:apiScope"
      columns={([name, displayName, description, enabled, ...rest]) => [
        name,
        displayName,
        description,
        enabled,
        {
          key: 'required',
          dataIndex: 'required',
          title: t('client-manage:required'),
          width: 90,
          render: flagTag(t, 'orange', { yes: 'crud:yes', no: 'crud:no' }),
        },
        ...rest,
      ]}
      form={(dialog, close) => <ApiScopeFormModal dialog={dialog} onClose={close} />}
    />
  )
}
