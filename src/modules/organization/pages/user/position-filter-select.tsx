import { Select, type SelectProps } from 'antd'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { positionPickerQuery } from '@/modules/organization/api/position-api'
import { useTenantScope } from '@/query/query-scope'
import { usePageQuery } from '@/query/use-page-query'

type Props = Omit<SelectProps<string>, 'options' | 'loading' | 'showSearch'>

const searchByLabel: SelectProps['showSearch'] = { optionFilterProp: 'label' }

/**
 * The Users page's position filter: every position, disabled ones too (marked), since users may
 * still hold one. A search form control (its value is the URL's `positionId`).
 */
export function PositionFilterSelect({ value, ...props }: Props) {
  const { t } = useTranslation(['user', 'crud'])
  const { data, isPending, isError } = usePageQuery(positionPickerQuery(useTenantScope()))
  const disabledText = t('disabled')
  const options = useMemo(
    () =>
      (data ?? []).map((p) => ({
        value: p.id,
        label: p.enabled ? p.name : `${p.name} (${disabledText})`,
      })),
    [data, disabledText],
  )
  return (
    <Select<string>
      allowClear
      showSearch={searchByLabel}
      style={{ width: 160 }}
      {...props}
      // Not the raw id (from the URL) while the names load.
      value={isPending ? undefined : value}
      options={options}
      loading={isPending}
      notFoundContent={isError ? t('crud:dictionaryLoadFailed') : undefined}
    />
  )
}
