import { useTranslation } from 'react-i18next'
import { workAreaTypeDictionary } from '@/modules/project/api/work-area-api'
import type { SearchField } from '@/components/crud/crud-search-form'
import { DictionarySelect } from '@/modules/system'
import { ChainageInput } from './chainage-input'
import { chainageValueRule } from './chainage-form-rules'

/**
 * The search form, the list's URL filters: a keyword (`filter`: name, code, description), the
 * `type`, and a `chainage` (metres) that the listed areas contain.
 */
export function useWorkAreaSearchFields(): SearchField<'filter' | 'type' | 'chainage'>[] {
  const { t } = useTranslation('work-area')
  return [
    { name: 'filter', label: t('crud:keyword') },
    {
      name: 'type',
      label: t('type'),
      input: <DictionarySelect code={workAreaTypeDictionary} allowClear style={{ width: 140 }} />,
    },
    {
      name: 'chainage',
      label: t('chainageFilter'),
      input: <ChainageInput allowClear style={{ width: 180 }} title={t('chainageFilterHint')} />,
      rules: [chainageValueRule(t)],
    },
  ]
}
