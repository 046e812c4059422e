import { Table } from 'antd'
import { useTranslation } from 'react-i18next'
import { wideTableClass } from '@/components/crud/crud-table'
import { useSampleColumns } from './sample-columns'
import type { SampleRecord } from './sample-records'

interface SampleTableProps {
  rows: SampleRecord[]
  /** Row boxes; the page keeps the keys (they stay selected across pages of the table). */
  selection?: { keys: string[]; onChange: (keys: string[]) => void }
}

/** The sample deliveries, paged in the browser, ten a page. */
export function SampleTable({ rows, selection }: SampleTableProps) {
  const { t } = useTranslation(['example-sample', 'crud'])
  const columns = useSampleColumns()
  return (
    <Table<SampleRecord>
      className={wideTableClass}
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={rows}
      pagination={{
        pageSize: 10,
        showSizeChanger: false,
        showTotal: (total) => t('example-sample:total', { count: total }),
      }}
      rowSelection={
        selection && {
          selectedRowKeys: selection.keys,
          onChange: (keys) => selection.onChange(keys.map(String)),
          getCheckboxProps: (row) => ({
            'aria-label': t('crud:selectRecord', { name: row.code }),
          }),
        }
      }
    />
  )
}
