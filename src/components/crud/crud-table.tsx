import { Button, Result, Table, type TableColumnsType, type TableProps } from 'antd'
import type { SorterResult } from 'antd/es/table/interface'
import { useTranslation } from 'react-i18next'
import { pageSizeOptions } from '@/api/abp/paging'
import styles from './crud-table.module.css'
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
  /** Row selection for bulk actions; the page keeps the selected keys. */
  selection?: { keys: string[]; onChange: (keys: string[]) => void }
  caption?: string
  /** Rows that open to show more (antd's `expandable`; the content renders once opened). */
  expandable?: TableProps<T>['expandable']
  /**
   * The page is changing what the list shows (another project's sections are loading): the rows
   * stay, marked as loading, until the new list answers.
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
      rowKey={rowKey}
      columns={sortedColumns}
      dataSource={query.data?.items}
      loading={query.isFetching || busy}
      onChange={onChange}
      title={caption ? () => caption : undefined}
      expandable={expandable}
      rowSelection={
        selection && {
          selectedRowKeys: selection.keys,
          onChange: (keys) => selection.onChange(keys.map(String)),
        }
      }
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
