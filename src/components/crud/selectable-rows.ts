import { theme, type TableColumnsType } from 'antd'

interface SelectableRows<T> {
  isSelected: (row: T) => boolean
  onSelect: (row: T) => void
}

/**
 * The master table of a master–detail page: a click on a row (outside its action buttons)
 * selects it, and the selected row is highlighted. Give one cell a button that selects too, so
 * the keyboard can do it. Cells stay plain (props only, no hooks per cell).
 */
export function useSelectableRows<T>({ isSelected, onSelect }: SelectableRows<T>) {
  const { token } = theme.useToken()
  return (columns: TableColumnsType<T>): TableColumnsType<T> =>
    columns.map((column) =>
      column.key === 'actions'
        ? column
        : {
            ...column,
            onCell: (row: T) => ({
              onClick: () => onSelect(row),
              style: {
                cursor: 'pointer',
                background: isSelected(row) ? token.controlItemBgActive : undefined,
              },
            }),
          },
    )
}
