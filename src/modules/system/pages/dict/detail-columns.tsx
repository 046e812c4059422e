import type { TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import { dictionaryPolicies, type DictionaryDetailDto } from '@/modules/system/api/dictionary-api'
import { flagTag, useActionsColumn } from '@/components/crud/table-columns'
import type { DictionaryLocks } from './dict-rules'

interface DetailColumnsProps {
  locks: DictionaryLocks
  canWrite: boolean
  onEdit: (row: DictionaryDetailDto) => void
  onDelete: (row: DictionaryDetailDto) => void
}

/** The entries of the selected dictionary; sortable by sort, label and value (the whitelist). */
export function useDetailColumns({
  locks,
  canWrite,
  onEdit,
  onDelete,
}: DetailColumnsProps): TableColumnsType<DictionaryDetailDto> {
  const { t } = useTranslation('dict')
  const actions = useActionsColumn<DictionaryDetailDto>((row) => ({
    record: row.label,
    actions: [
      { label: t('crud:edit'), policy: dictionaryPolicies.update, onClick: () => onEdit(row) },
      {
        label: t('crud:delete'),
        policy: dictionaryPolicies.delete,
        danger: true,
        disabledReason: locks.deleteDetail ? t('staticDetailDelete') : undefined,
        onClick: () => onDelete(row),
      },
    ],
  }))
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
    // Tenant users only read: no actions at all.
    ...(canWrite ? [actions] : []),
  ]
}
