import { Button, Tag, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import type { DictionaryDto } from '@/modules/system/api/dictionary-api'
import { useSelectableRows } from '@/components/crud/selectable-rows'
import { creationTimeColumn } from '@/components/crud/table-columns'

/** The dictionaries (master) table: a row click or its name button selects the dictionary. */
export function useDictionaryColumns(
  selectedId: string | undefined,
  onSelect: (row: DictionaryDto) => void,
): TableColumnsType<DictionaryDto> {
  const { t } = useTranslation('dict')
  const selectable = useSelectableRows<DictionaryDto>({
    isSelected: (row) => row.id === selectedId,
    onSelect,
  })
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
    creationTimeColumn<DictionaryDto>(t),
  ])
}
