import { Button, Tag, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import { dictionaryPolicies, type DictionaryDto } from '@/modules/system/api/dictionary-api'
import { useSelectableRows } from '@/components/crud/selectable-rows'
import { creationTimeColumn, useActionsColumn } from '@/components/crud/table-columns'
import { dictionaryLocks } from './dict-rules'

interface DictionaryColumnsProps {
  selectedId: string | undefined
  canWrite: boolean
  onSelect: (row: DictionaryDto) => void
  onEdit: (row: DictionaryDto) => void
  onDelete: (row: DictionaryDto) => void
}

/** The dictionaries (master) table: a row click or its name button selects the dictionary. */
export function useDictionaryColumns({
  selectedId,
  canWrite,
  onSelect,
  onEdit,
  onDelete,
}: DictionaryColumnsProps): TableColumnsType<DictionaryDto> {
  const { t } = useTranslation('dict')
  const selectable = useSelectableRows<DictionaryDto>({
    isSelected: (row) => row.id === selectedId,
    onSelect,
  })
  const actions = useActionsColumn<DictionaryDto>((row) => ({
    record: row.name,
    actions: [
      { label: t('crud:edit'), policy: dictionaryPolicies.update, onClick: () => onEdit(row) },
      {
        label: t('crud:delete'),
        policy: dictionaryPolicies.delete,
        danger: true,
        disabledReason: dictionaryLocks(row).deleteDictionary ? t('staticDelete') : undefined,
        onClick: () => onDelete(row),
      },
    ],
  }))
  return selectable([
    {
      key: 'name',
      dataIndex: 'name',
      title: t('name'),
      sorter: true,
      render: (name: string, row) => (
        <>
          <Button
            type="link"
            size="small"
            aria-pressed={row.id === selectedId}
            onClick={(event) => {
              event.stopPropagation()
              onSelect(row)
            }}
          >
            {name}
          </Button>
          {row.isStatic && <Tag color="blue">{t('system')}</Tag>}
        </>
      ),
    },
    {
      key: 'description',
      dataIndex: 'description',
      title: t('description'),
      // A long title is cut, the cell's title attribute shows it whole.
      width: 200,
      ellipsis: true,
    },
    creationTimeColumn(t),
    // Tenant users only read: no actions at all.
    ...(canWrite ? [actions] : []),
  ])
}
