import { useQueryClient } from '@tanstack/react-query'
import { Form } from 'antd'
import { useTranslation } from 'react-i18next'
import { CrudFormModal } from '@/components/crud/crud-form-modal'
import { useMessageApi } from '@/components/providers/message-api'
import type { QueryScope } from '@/query/query-keys'
import { replaceSignKeyImage, signKeyQueries } from '@/modules/sign-key/api/sign-key-api'
import type { SignKeyDto } from '@/modules/sign-key/api/sign-key-dtos'
import { ImageFileInput, imageFileRules } from '@/modules/sign-key/components/image-file-input'

/**
 * `PUT {id}/image`: a new image for a key. The lists reload, and the key's new `imageHash` makes
 * every view load the new thumbnail (the old one is never shown again for it).
 */
export function ReplaceImageModal({
  signKey,
  scope,
  onClose,
}: {
  signKey: SignKeyDto
  scope: QueryScope
  onClose: () => void
}) {
  const { t } = useTranslation('sign-key')
  const client = useQueryClient()
  const message = useMessageApi()
  const submit = async ({ file }: { file: File }) => {
    await replaceSignKeyImage(signKey.id, file, file.name)
    await client.invalidateQueries({ queryKey: signKeyQueries.all(scope) })
    void message.success(t('replaced', { name: signKey.name }))
  }
  return (
    <CrudFormModal<{ file: File }>
      open
      title={t('replaceTitle', { name: signKey.name })}
      initialValues={{}}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item
        name="file"
        label={t('file')}
        extra={signKey.kind === 1 ? t('fileHelp') : `${t('fileHelp')} ${t('sealHint')}`}
        rules={imageFileRules(t)}
      >
        <ImageFileInput />
      </Form.Item>
    </CrudFormModal>
  )
}
