import { Form, Input } from 'antd'
import { useTranslation } from 'react-i18next'
import { toFileName } from './file-name-rules'

interface FileNameFieldProps {
  /** Without the dot: `xlsx`, `zip`. */
  extension: string
}

/**
 * The `fileName` field of an export form: required, and shown as the name the file will be
 * saved as (characters a file system refuses dropped, the extension added once).
 */
export function FileNameField({ extension }: FileNameFieldProps) {
  const { t } = useTranslation('example-sample')
  const typed = Form.useWatch<string | undefined>('fileName')
  const saved = toFileName(typed ?? '', extension)
  return (
    <Form.Item
      name="fileName"
      label={t('fileName.label')}
      extra={saved ? t('fileName.savedAs', { name: saved }) : undefined}
      rules={[
        { required: true, whitespace: true, message: t('fileName.required') },
        {
          validator: (_, value: string | undefined) =>
            !value?.trim() || toFileName(value, extension)
              ? Promise.resolve()
              : Promise.reject(new Error(t('fileName.invalid'))),
        },
      ]}
    >
      <Input maxLength={200} autoComplete="off" />
    </Form.Item>
  )
}
