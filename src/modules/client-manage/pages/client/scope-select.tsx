import { Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { allApiScopesQuery } from '@/modules/client-manage/api/api-scope-api'
import { allIdentityResourcesQuery } from '@/modules/client-manage/api/identity-resource-api'
import type { IdentityServerResourceDto } from '@/modules/client-manage/api/resource-dtos'
import { useTenantScope } from '@/query/query-scope'
import { usePageQuery } from '@/query/use-page-query'

interface ScopeSelectProps {
  id?: string
  value?: string[]
  onChange?: (value: string[]) => void
}

const toOption = (scope: IdentityServerResourceDto) => ({
  value: scope.name,
  label: scope.displayName ? `${scope.name} (${scope.displayName})` : scope.name,
})

/**
 * The scopes a client may request, grouped: API scopes and identity resources (their `/all`
 * lists). Disabled ones are offered only where already chosen; a chosen name that no longer
 * exists shows as is, so saving keeps it visible and the server's error names it.
 */
export function ScopeSelect({ id, value, onChange }: ScopeSelectProps) {
  const { t } = useTranslation('client')
  const scope = useTenantScope()
  // The API scope and identity resource pages' own keys: their saves refresh these choices.
  const apiScopes = usePageQuery(allApiScopesQuery(scope))
  const identityResources = usePageQuery(allIdentityResourcesQuery(scope))
  const chosen = value ?? []
  const offered = (list: IdentityServerResourceDto[] = []) =>
    list.filter((item) => item.enabled || chosen.includes(item.name)).map(toOption)

  return (
    <Select
      id={id}
      mode="multiple"
      allowClear
      value={chosen}
      onChange={onChange}
      loading={apiScopes.isLoading || identityResources.isLoading}
      placeholder={t('scopesPlaceholder')}
      optionFilterProp="label"
      notFoundContent={
        apiScopes.isError || identityResources.isError ? t('scopesLoadFailed') : undefined
      }
      options={[
        { label: t('apiScopes'), options: offered(apiScopes.data) },
        { label: t('identityResources'), options: offered(identityResources.data) },
      ]}
    />
  )
}
