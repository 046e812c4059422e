import { DownloadOutlined } from '@ant-design/icons'
import { Button, Form } from 'antd'
import { useTranslation } from 'react-i18next'
import { FileNameField } from '../sample-data/file-name-field'
import { useFileExport } from '../sample-data/use-file-export'

interface ZipExportFormProps {
  /** The zip's text files by entry name. */
  entries: Record<string, string>
}

/** File name and Export: zips the entries and downloads the .zip. */
export function ZipExportForm({ entries }: ZipExportFormProps) {
  const { t } = useTranslation('example-zip')
  const { busy, exportFile } = useFileExport({
    extension: 'zip',
    namespace: 'example-zip',
    loadWriter: () => import('./write-zip'),
  })

  const exportZip = ({ fileName }: { fileName: string }) =>
    exportFile(fileName, ({ writeZip }) => writeZip(entries))

  return (
    <Form<{ fileName: string }>
      layout="vertical"
      style={{ maxWidth: 560 }}
      initialValues={{ fileName: t('defaultFileName') }}
      onFinish={exportZip}
    >
      <FileNameField extension="zip" />
      <Form.Item style={{ marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" loading={busy} icon={<DownloadOutlined />}>
          {t('export.button')}
        </Button>
      </Form.Item>
    </Form>
  )
}
