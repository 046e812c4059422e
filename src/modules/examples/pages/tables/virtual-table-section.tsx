import { Button, Flex, Table, Typography } from 'antd'
import type { ColumnsType, TableRef } from 'antd/es/table'
import { useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { createSampleRecords, type SampleRecord } from '../sample-data/sample-records'

const rowCount = 10_000

/** Sorting 10,000 rows by a number or a code takes a few milliseconds: done in the browser. */
const byQuantity = (a: SampleRecord, b: SampleRecord) => a.quantity - b.quantity
const byCode = (a: SampleRecord, b: SampleRecord) => a.code.localeCompare(b.code)

/**
 * antd's virtual table: only the rows in view (and a few more) are in the DOM, so 10,000 rows
 * scroll like ten. Every column has a width: the virtual grid lays out cells by them.
 */
export function VirtualTableSection() {
  const { t } = useTranslation('example-tables')
  const rows = useMemo(() => createSampleRecords(rowCount), [])
  const table = useRef<TableRef>(null)

  const columns: ColumnsType<SampleRecord> = [
    { title: t('columns.code'), dataIndex: 'code', width: 120, sorter: byCode },
    { title: t('columns.material'), dataIndex: 'material', width: 200 },
    { title: t('columns.section'), dataIndex: 'section', width: 120 },
    {
      title: t('columns.quantity'),
      dataIndex: 'quantity',
      width: 120,
      align: 'right',
      sorter: byQuantity,
    },
    { title: t('columns.unit'), dataIndex: 'unit', width: 80 },
    { title: t('columns.date'), dataIndex: 'date', width: 130 },
  ]

  return (
    <Flex vertical gap="small">
      <Flex gap="small" align="center" wrap>
        <Typography.Text strong>{t('virtual.count', { count: rows.length })}</Typography.Text>
        <Button size="small" onClick={() => table.current?.scrollTo({ index: 0 })}>
          {t('virtual.first')}
        </Button>
        <Button size="small" onClick={() => table.current?.scrollTo({ index: rows.length - 1 })}>
          {t('virtual.last')}
        </Button>
      </Flex>
      <Table<SampleRecord>
        ref={table}
        virtual
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 770, y: 400 }}
      />
    </Flex>
  )
}
