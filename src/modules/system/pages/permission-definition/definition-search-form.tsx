import { Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { CrudSearchForm, type SearchField } from '@/components/crud/crud-search-form'
import { sides, type FilterKey } from './permission-definition-rules'
import type { DefinitionSearch } from './use-definition-search'

/** Keyword, group and (host users only) side; Enter or Search puts them in the URL. */
export function DefinitionSearchForm({ search }: { search: DefinitionSearch }) {
  const { t } = useTranslation('permission-definition')
  const groupOptions = search.allGroups.map((group) => ({
    value: group.name,
    label: group.displayName,
  }))
  const sideOptions = Object.entries(sides).map(([value, side]) => ({
    value,
    label: t(side.key),
  }))
  const fields: SearchField<FilterKey>[] = [
    { name: 'filter', label: t('crud:keyword') },
    {
      name: 'groupName',
      label: t('group'),
      input: (
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('allGroups')}
          style={{ width: 200 }}
          options={groupOptions}
        />
      ),
    },
  ]
  if (search.isHost) {
    fields.push({
      name: 'multiTenancySide',
      label: t('side'),
      input: (
        <Select
          allowClear
          placeholder={t('allSides')}
          style={{ width: 140 }}
          options={sideOptions}
        />
      ),
    })
  }
  return <CrudSearchForm fields={fields} values={search.url} onSearch={search.search} />
}
