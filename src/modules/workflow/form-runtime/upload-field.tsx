import { UploadOutlined } from '@ant-design/icons'
import { Button, Upload, type UploadFile, type UploadProps } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { pickerId, pickerName } from '../form-schema/field-values'
import type { AttachmentValue } from '../form-schema/form-schema-types'
import { uploadAttachment } from './form-runtime-api'
import { useLatest } from './use-latest'

export interface UploadFieldProps {
  id?: string
  value: unknown
  onChange: (value: unknown[]) => void
  maxCount?: number
  'aria-describedby'?: string
}

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])

const toUploadFile = (item: unknown): UploadFile => {
  const id = pickerId(item) ?? ''
  return { uid: id, name: pickerName(item) ?? id, status: 'done' }
}

/**
 * An `upload` field (§4.1): each file goes to POST /api/workflow/attachment as it is chosen and the
 * form holds the answer (`{id, name, size, contentType, sha256}`); a save or submit binds them to
 * the instance. Files still on their way show in the list with their progress.
 */
export function UploadField({ id, value, onChange, maxCount, ...props }: UploadFieldProps) {
  const { t } = useTranslation('form-runtime')
  const [pending, setPending] = useState<UploadFile[]>([])
  const latest = useLatest(value)
  const held = asList(value)
  const isFull = maxCount !== undefined && held.length + pending.length >= maxCount

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    const upload = file as File & { uid: string }
    const entry: UploadFile = { uid: upload.uid, name: upload.name, status: 'uploading' }
    setPending((list) => [...list, entry])
    uploadAttachment(upload).then(
      (attachment: AttachmentValue) => {
        setPending((list) => list.filter((item) => item.uid !== upload.uid))
        onChange([...asList(latest.current), attachment])
        onSuccess?.(attachment)
      },
      (error: Error) => {
        setPending((list) =>
          list.map((item) => (item.uid === upload.uid ? { ...item, status: 'error' } : item)),
        )
        onError?.(error)
      },
    )
  }

  return (
    <Upload
      {...props}
      id={id}
      multiple
      customRequest={customRequest}
      fileList={[...held.map(toUploadFile), ...pending]}
      onRemove={(file) => {
        if (file.status === 'error') {
          setPending((list) => list.filter((item) => item.uid !== file.uid))
        } else {
          onChange(asList(latest.current).filter((item) => pickerId(item) !== file.uid))
        }
        return false
      }}
    >
      <Button icon={<UploadOutlined />} disabled={isFull}>
        {t('upload')}
      </Button>
    </Upload>
  )
}
