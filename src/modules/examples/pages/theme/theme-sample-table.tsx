import { Table, type TableColumnsType } from 'antd'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { wideTableClass } from '@/components/crud/crud-table'
import { formatAmount } from '@/utils/amount-format'
import { createSampleRecords, type SampleRecord } from '../sample-data/sample-records'

const rows = createSampleRecords(5)

/** Five sample deliveries: the header, hover and selection colours follow the theme. */
export function ThemeSampleTable() {
  const { t } = useTranslation('example-theme')
  const columns = useMemo<TableColumnsType<SampleRecord>>(
    () => [
      { title: t('table.code'), dataIndex: 'code' },
      { title: t('table.material'), dataIndex: 'material' },
      { title: t('table.section'), dataIndex: 'section' },
      {
        title: t('table.quantity'),
        dataIndex: 'quantity',
        align: 'end',
        render: (quantity: number, row) => `${formatAmount(quantity)} ${row.unit}`,
      },
      { title: t('table.date'), dataIndex: 'date' },
    ],
    [t],
  )
  return (
    <Table<SampleRecord>
      className={wideTableClass}
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={rows}
      pagination={false}
      rowSelection={{
        getCheckboxProps: (row) => ({ 'aria-label': t('table.select', { code: row.code }) }),
      }}
    />
  )
}
