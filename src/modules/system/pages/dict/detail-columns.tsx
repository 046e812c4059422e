import type { TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import type { DictionaryDetailDto } from '@/modules/system/api/dictionary-api'
import { flagTag } from '@/components/crud/table-columns'

/** The entries of the selected dictionary; sortable by sort, label and value (the whitelist). */
export function useDetailColumns(): TableColumnsType<DictionaryDetailDto> {
  const { t } = useTranslation('dict')
  return [
    // Labels and values hold up to 64 characters: cut, with the whole text in the cell's title.
    {
      key: 'label',
      dataIndex: 'label',
      title: t('label'),
      sorter: true,
      width: 180,
      ellipsis: true,
    },
    {
      key: 'value',
      dataIndex: 'value',
      title: t('value'),
      sorter: true,
      width: 180,
      ellipsis: true,
    },
    { key: 'sort', dataIndex: 'sort', title: t('sort'), sorter: true, width: 110 },
    {
      key: 'enabled',
      dataIndex: 'enabled',
      title: t('enabled'),
      width: 100,
      render: flagTag(t, 'success', { yes: 'on', no: 'off' }),
    },
  ]
}
