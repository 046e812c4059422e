import { DownloadOutlined } from '@ant-design/icons'
import { Button, Form } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMessageApi } from '@/components/providers/message-api'
import { importWithRetry } from '@/utils/import-with-retry'
import { downloadFile } from '../sample-data/download-file'
import { FileNameField } from '../sample-data/file-name-field'
import { toFileName } from '../sample-data/file-name-rules'

interface ZipExportFormProps {
  /** The zip's text files by entry name. */
  entries: Record<string, string>
}

/** File name and Export: zips the entries and downloads the .zip. */
export function ZipExportForm({ entries }: ZipExportFormProps) {
  const { t } = useTranslation('example-zip')
  const message = useMessageApi()
  const [busy, setBusy] = useState(false)

  const exportZip = async ({ fileName }: { fileName: string }) => {
    const name = toFileName(fileName, 'zip')
    setBusy(true)
    try {
      const { writeZip } = await importWithRetry(() => import('./write-zip'))
      downloadFile(writeZip(entries), name)
      void message.success(t('export.done', { name }))
    } catch {
      void message.error(t('export.failed'))
    } finally {
      setBusy(false)
    }
  }

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
