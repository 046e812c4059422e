import { DownloadOutlined } from '@ant-design/icons'
import { Button, Form, Radio } from 'antd'
import { useTranslation } from 'react-i18next'
import { FileNameField } from '../sample-data/file-name-field'
import { useSampleColumnTitles } from '../sample-data/sample-columns'
import type { SampleRecord } from '../sample-data/sample-records'
import { useFileExport } from '../sample-data/use-file-export'

type Scope = 'all' | 'selected'

interface ExportValues {
  fileName: string
  scope: Scope
}

interface ExcelExportFormProps {
  rows: SampleRecord[]
  selectedKeys: string[]
}

/** File name, all or selected rows, Export: writes the rows to an .xlsx and downloads it. */
export function ExcelExportForm({ rows, selectedKeys }: ExcelExportFormProps) {
  const { t } = useTranslation('example-excel')
  const titles = useSampleColumnTitles()
  const { busy, exportFile } = useFileExport({
    extension: 'xlsx',
    namespace: 'example-excel',
    loadWriter: () => import('./write-xlsx'),
  })
  const selectedCount = selectedKeys.length

  const exportRows = ({ fileName, scope }: ExportValues) => {
    const selected = new Set(selectedKeys)
    // In the table's order, whatever order the rows were ticked in.
    const chosen = scope === 'selected' ? rows.filter((row) => selected.has(row.id)) : rows
    return exportFile(fileName, ({ writeXlsx }) => writeXlsx(chosen, titles, t('sheetName')))
  }

  return (
    <Form<ExportValues>
      layout="vertical"
      style={{ maxWidth: 560 }}
      initialValues={{ fileName: t('defaultFileName'), scope: 'all' }}
      onFinish={exportRows}
    >
      <FileNameField extension="xlsx" />
      <Form.Item
        name="scope"
        label={t('scope.label')}
        extra={selectedCount === 0 ? t('scope.noneSelected') : undefined}
        rules={[
          {
            validator: (_, scope: Scope) =>
              scope === 'selected' && selectedCount === 0
                ? Promise.reject(new Error(t('scope.required')))
                : Promise.resolve(),
          },
        ]}
      >
        <Radio.Group
          options={[
            { value: 'all', label: t('scope.all', { count: rows.length }) },
            {
              value: 'selected',
              label: t('scope.selected', { count: selectedCount }),
              disabled: selectedCount === 0,
            },
          ]}
        />
      </Form.Item>
      <Form.Item style={{ marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" loading={busy} icon={<DownloadOutlined />}>
          {t('export.button')}
        </Button>
      </Form.Item>
    </Form>
  )
}
