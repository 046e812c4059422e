import { Flex, Table, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { wideTableClass } from '@/components/crud/crud-table'
import type { Preview, PreviewRow } from './excel-rules'

interface ImportPreviewProps {
  fileName: string
  preview: Preview
}

/** The first sheet's rows under its header row's titles, with how many rows it holds. */
export function ImportPreview({ fileName, preview }: ImportPreviewProps) {
  const { t } = useTranslation('example-excel')
  const { columns, rows, total } = preview
  return (
    <Flex vertical gap="small">
      <Typography.Text>
        {t('import.summary', { name: fileName, count: total })}
        {total > rows.length && ` ${t('import.firstRows', { shown: rows.length })}`}
      </Typography.Text>
      <Table<PreviewRow>
        className={wideTableClass}
        size="small"
        rowKey="key"
        dataSource={rows}
        columns={columns.map((column) => ({
          key: column.key,
          dataIndex: column.key,
          title: column.title || t('import.untitled', { position: column.position }),
        }))}
        pagination={{ pageSize: 10, showSizeChanger: false }}
      />
    </Flex>
  )
}
