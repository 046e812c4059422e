import { DeleteOutlined, UploadOutlined, UserOutlined } from '@ant-design/icons'
import { Avatar, Button, Flex, Typography } from 'antd'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useUserAvatar } from '@/query/use-user-avatar'
import { useAvatarEditor } from './use-avatar-editor'
import { HiddenImageInput } from '@/components/image-file/hidden-image-input'

const avatarSize = 128

/**
 * My avatar, square and cropped to fill (`object-fit: cover`), else the default one. A picked
 * PNG or JPEG of at most 1 MB shows as a preview until saved or dropped; removal asks first.
 */
export function AvatarEditor({ name }: { name: string }) {
  const { t } = useTranslation(['profile', 'crud'])
  const current = useUserAvatar()
  const editor = useAvatarEditor()
  const input = useRef<HTMLInputElement>(null)
  const shown = editor.previewUrl ?? current
  const alt = editor.previewUrl ? t('avatar.preview') : t('avatar.current', { name })

  return (
    <Flex vertical align="center" gap="small">
      <Avatar
        shape="square"
        size={avatarSize}
        icon={<UserOutlined />}
        src={
          shown && (
            <img
              src={shown}
              alt={alt}
              style={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          )
        }
      />
      <HiddenImageInput
        ref={input}
        label={t('avatar.choose')}
        onPick={(file) => void editor.pick(file)}
      />
      {editor.previewUrl ? (
        <Flex gap="small">
          <Button type="primary" loading={editor.busy} onClick={() => void editor.save()}>
            {t('avatar.save')}
          </Button>
          <Button disabled={editor.busy} onClick={editor.drop}>
            {t('avatar.cancel')}
          </Button>
        </Flex>
      ) : (
        <Flex gap="small" wrap justify="center">
          <Button icon={<UploadOutlined />} onClick={() => input.current?.click()}>
            {t('avatar.choose')}
          </Button>
          {current && (
            <Button danger icon={<DeleteOutlined />} onClick={() => void editor.remove()}>
              {t('avatar.remove')}
            </Button>
          )}
        </Flex>
      )}
      {editor.problem ? (
        <Typography.Text type="danger" role="alert">
          {editor.problem}
        </Typography.Text>
      ) : (
        <Typography.Text type="secondary">{t('avatar.hint')}</Typography.Text>
      )}
    </Flex>
  )
}
