import type { TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import type { DictionaryDetailDto } from '@/modules/system/api/dictionary-api'
import { dataColumn, flagTag } from '@/components/crud/table-columns'

/** The entries of the selected dictionary; sortable by sort, label and value (the whitelist). */
export function useDetailColumns(): TableColumnsType<DictionaryDetailDto> {
  const { t } = useTranslation('dict')
  // Labels and values hold up to 64 characters: cut, with the whole text in the cell's title.
  const cut = { sorter: true, width: 180, ellipsis: true }
  return [
    dataColumn('label', t('label'), cut),
    dataColumn('value', t('value'), cut),
    dataColumn('sort', t('sort'), { sorter: true, width: 110 }),
    dataColumn('enabled', t('enabled'), {
      width: 100,
      render: flagTag(t, 'success', { yes: 'on', no: 'off' }),
    }),
  ]
}
