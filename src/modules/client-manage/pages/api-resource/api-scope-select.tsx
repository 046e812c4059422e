import { Select, type SelectProps } from 'antd'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { allApiScopesQuery } from '@/modules/client-manage/api/api-scope-api'
import { useTenantScope } from '@/query/query-scope'
import { usePageQuery } from '@/query/use-page-query'

/** The scopes of an API resource, chosen among the API scopes (`/api-scopes/all`) by name. */
export function ApiScopeSelect(props: SelectProps<string[]>) {
  const { t } = useTranslation('client-manage')
  const scopes = usePageQuery(allApiScopesQuery(useTenantScope()))
  const options = useMemo(
    () =>
      (scopes.data ?? []).map(({ name, displayName, enabled }) => {
        const label = displayName && displayName !== name ? `${name} (${displayName})` : name
        return { value: name, label: enabled ? label : `${label} – ${t('off')}` }
      }),
    [scopes.data, t],
  )
  return (
    <Select<string[]>
      mode="multiple"
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      options={options}
      loading={scopes.isLoading}
      {...props}
    />
  )
}
