import { Card, Flex } from 'antd'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ExamplePage } from '../example-page'
import { createSampleRecords } from '../sample-data/sample-records'
import { SampleTable } from '../sample-data/sample-table'
import { ExcelExportForm } from './excel-export-form'
import { ExcelImport } from './excel-import'

/**
 * Export the table to a real .xlsx (write-excel-file) and preview an .xlsx (read-excel-file) or
 * .csv (papaparse): each library loads only when its button or file needs it.
 */
export default function ExcelPage() {
  const { t } = useTranslation(['example-excel', 'example-sample'])
  const rows = useMemo(() => createSampleRecords(50), [])
  const [selectedKeys, setSelectedKeys] = useState<string[]>([])
  return (
    <ExamplePage titleKey="exampleExcel" intro={t('intro')}>
      <Card title={t('export.title')}>
        <Flex vertical gap="middle">
          <ExcelExportForm rows={rows} selectedKeys={selectedKeys} />
          <SampleTable rows={rows} selection={{ keys: selectedKeys, onChange: setSelectedKeys }} />
        </Flex>
      </Card>
      <ExcelImport />
    </ExamplePage>
  )
}
