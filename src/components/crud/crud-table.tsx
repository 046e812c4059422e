import { Button, Result, Table, type TableColumnsType, type TableProps } from 'antd'
import type { SorterResult, TableRowSelection } from 'antd/es/table/interface'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { pageSizeOptions } from '@/api/abp/paging'
import styles from './crud-table.module.css'
import { SelectionCheckbox } from './selection-checkbox'
import { pageSelectionState, togglePage, toggleRange, toggleRow } from './selection-rules'
import type { CrudList } from './use-crud-list'

/**
 * For a page's own antd Table: scrolls sideways inside its box with the row actions kept in view,
 * as CrudTable does (instead of `scroll.x` and `fixed` columns).
 */
export const wideTableClass = styles.table

interface CrudTableProps<T, K extends string> {
  list: CrudList<T, K>
  columns: TableColumnsType<T>
  rowKey: keyof T & string
  /**
   * Row selection for bulk actions; the page keeps the selected keys. `nameOf` names a row's box
   * for screen readers ("Select 一标段").
   */
  selection?: { keys: string[]; onChange: (keys: string[]) => void; nameOf: (row: T) => string }
  caption?: string
  /** Rows that open to show more (antd's `expandable`; the content renders once opened). */
  expandable?: TableProps<T>['expandable']
  /**
   * The page is changing what the list shows (another project's sections are loading): the rows
   * go and the table shows loading until the new list answers.
   */
  busy?: boolean
}

/**
 * antd Table with server-side paging, sorting (columns with `sorter: true`, keyed by `key`) and
 * page size, driven by the URL (useCrudList). Loading keeps the rows of the previous page; a
 * failed load shows an error with a retry; no rows shows antd's empty state.
 */
export function CrudTable<T extends object, K extends string>({
  list,
  columns,
  rowKey,
  selection,
  caption,
  expandable,
  busy = false,
}: CrudTableProps<T, K>) {
  const { t } = useTranslation('crud')
  const { query, view } = list
  // The row box clicked last: a shift-click selects or clears the rows from it.
  const [anchor, setAnchor] = useState<string | null>(null)

  if (query.isError && !query.data) {
    return (
      <Result
        status="warning"
        title={t('loadFailed')}
        subTitle={query.error.message}
        extra={
          <Button type="primary" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        }
      />
    )
  }

  const loading = query.isFetching || busy
  const rows = busy ? [] : query.data?.items
  // antd keeps the selected rows' highlight; the boxes are plain ones (selection-checkbox).
  const selectionColumn = ({
    keys,
    onChange,
    nameOf,
  }: NonNullable<typeof selection>): TableRowSelection<T> => {
    const pageKeys = (rows ?? []).map((row) => String(row[rowKey]))
    return {
      selectedRowKeys: keys,
      columnTitle: (
        <SelectionCheckbox
          {...pageSelectionState(keys, pageKeys)}
          onChange={(checked) => onChange(togglePage(keys, pageKeys, checked))}
          label={t('selectAll')}
        />
      ),
      renderCell: (checked, row) => {
        const key = String(row[rowKey])
        const change = (ticked: boolean, range: boolean) => {
          onChange(
            range ? toggleRange(keys, pageKeys, anchor, key, ticked) : toggleRow(keys, key, ticked),
          )
          setAnchor(key)
        }
        return (
          <SelectionCheckbox
            checked={checked}
            onChange={change}
            label={t('selectRecord', { name: nameOf(row) })}
          />
        )
      },
    }
  }
  const sortedColumns = columns.map((column) =>
    column.sorter && column.key
      ? { ...column, sortOrder: view.sortField === column.key ? (view.sortOrder ?? null) : null }
      : column,
  )
  const onChange: TableProps<T>['onChange'] = (pagination, _filters, sorter, { action }) => {
    if (action === 'sort') {
      const { columnKey, order } = sorter as SorterResult<T>
      list.setSort(order ? String(columnKey) : undefined, order ?? undefined)
    } else if (action === 'paginate') {
      list.setPage(pagination.current ?? 1, pagination.pageSize ?? view.pageSize)
    }
  }

  return (
    <Table<T>
      className={wideTableClass}
      // Not antd's `fixed` for columns with `ellipsis`: there every column is exactly its width
      // and a header such as "Method" breaks mid-word (crud-table.module.css cuts those cells).
      tableLayout="auto"
      rowKey={rowKey}
      columns={sortedColumns}
      dataSource={rows}
      loading={loading}
      // While loading, an empty table says nothing rather than "No data".
      locale={loading ? { emptyText: <span /> } : undefined}
      onChange={onChange}
      title={caption ? () => caption : undefined}
      expandable={expandable}
      rowSelection={selection && selectionColumn(selection)}
      pagination={{
        current: view.page,
        pageSize: view.pageSize,
        total: query.data?.totalCount ?? 0,
        showSizeChanger: true,
        pageSizeOptions: [...pageSizeOptions],
        showTotal: (total) => t('total', { total }),
      }}
    />
  )
}
