import { useTranslation } from 'react-i18next'
import { workAreaTypeDictionary } from '@/modules/project/api/work-area-api'
import type { SearchField } from '@/components/crud/crud-search-form'
import { DictionarySelect } from '@/modules/system'
import { ChainageInput } from './chainage-input'
import { chainageValueRule } from './chainage-form-rules'

/** The list's URL filters: `filter` (name, code, description), `type`, `chainage` (metres). */
export const workAreaFilterKeys = ['filter', 'type', 'chainage'] as const

type FilterKey = (typeof workAreaFilterKeys)[number]

/** The search form: a keyword, the type, and a chainage that the listed areas contain. */
export function useWorkAreaSearchFields(): SearchField<FilterKey>[] {
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
