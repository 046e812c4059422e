import { Select, type SelectProps } from 'antd'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { claimTypesQuery } from '@/modules/client-manage/api/claim-type-api'
import { useTenantScope } from '@/query/query-scope'
import { usePageQuery } from '@/query/use-page-query'

/**
 * User claims of a resource: the claim types of the server to choose from, and any other type
 * typed in (`mode="tags"`; Enter or a comma adds it). A Form.Item's id, value and onChange reach
 * the select.
 */
export function ClaimTypeSelect(props: SelectProps<string[]>) {
  const { t } = useTranslation('client-manage')
  const claimTypes = usePageQuery(claimTypesQuery(useTenantScope()))
  const options = useMemo(
    () => (claimTypes.data ?? []).map(({ name }) => ({ value: name, label: name })),
    [claimTypes.data],
  )
  return (
    <Select<string[]>
      mode="tags"
      allowClear
      tokenSeparators={[',']}
      options={options}
      loading={claimTypes.isLoading}
      placeholder={t('userClaimsPlaceholder')}
      notFoundContent={claimTypes.isError ? t('claimTypesLoadFailed') : undefined}
      {...props}
    />
  )
}
