import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons'
import { Button, List, Typography, Upload } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { uploadAttachment } from '@/modules/workflow/api/instance-api'
import type { AttachmentDto } from '@/modules/workflow/api/instance-dtos'

/** An attachment as form data holds it: the upload's answer, or a bare id from an older save. */
type AttachmentValue = Pick<AttachmentDto, 'id' | 'name'> & Partial<AttachmentDto>

export function attachmentsOf(value: unknown): AttachmentValue[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((item): AttachmentValue[] =>
    typeof item === 'string'
      ? [{ id: item, name: item }]
      : item && typeof item === 'object' && 'id' in item
        ? [item as AttachmentValue]
        : [],
  )
}

/**
 * An `upload` field (§4.1): each file is sent at once (`POST attachment`, refused types say so in
 * the server's toast) and held in the form data until a save or submit binds it.
 */
export function AttachmentField(props: {
  label: string
  value: unknown
  maxCount: number
  readOnly: boolean
  onChange: (next: AttachmentValue[]) => void
}) {
  const { t } = useTranslation('workflow-start')
  const [uploading, setUploading] = useState(0)
  const files = attachmentsOf(props.value)
  const upload = async (file: File) => {
    setUploading((n) => n + 1)
    try {
      const added = await uploadAttachment(file)
      props.onChange([...attachmentsOf(props.value), added])
    } finally {
      setUploading((n) => n - 1)
    }
  }
  return (
    <div>
      {files.length > 0 && (
        <List
          size="small"
          dataSource={files}
          renderItem={(file) => (
            <List.Item
              actions={
                props.readOnly
                  ? []
                  : [
                      <Button key="remove" type="link" size="small" aria-label={t('removeFile', { name: file.name })}
                  onClick={() => props.onChange(files.filter((f) => f.id !== file.id))}>{t('remove')}</Button>, // prettier-ignore
                    ]
              }
            >
              <Typography.Text ellipsis>
                <PaperClipOutlined /> {file.name}
              </Typography.Text>
            </List.Item>
          )}
        />
      )}
      {!props.readOnly && files.length < props.maxCount && (
        <Upload
          showUploadList={false}
          multiple
          customRequest={({ file }) => void upload(file as File).catch(() => undefined)}
        >
          <Button
            icon={<UploadOutlined />}
            loading={uploading > 0}
            aria-label={t('attach', { label: props.label })}
          >
            {t('attach', { label: props.label })}
          </Button>
        </Upload>
      )}
    </div>
  )
}
