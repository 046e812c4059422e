import { DeleteOutlined, EditOutlined, UploadOutlined } from '@ant-design/icons'
import { Alert, Button, Card, Empty, Flex, Skeleton, Typography } from 'antd'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { LazySignaturePad } from '@/components/signature-pad/lazy-signature-pad'
import { useUserStore } from '@/stores/user-store'
import { formatDateTime } from '@/utils/date-format'
import type { MySignatureDto } from '@/modules/profile/api/my-signature-api'
import { useMySignature } from './use-my-signature'
import styles from './my-signature-card.module.css'
import { HiddenImageInput } from '@/components/image-file/hidden-image-input'

/** The link of the seeded "re-upload your signature" to-do: `/profile/index?section=signature`. */
export const signatureSection = 'signature'

/** Who put the image there and when; "by" only when it was someone else (an administrator). */
function UploadedNote({ signature }: { signature: MySignatureDto }) {
  const { t } = useTranslation('profile')
  const userId = useUserStore((s) => s.id)
  const time = formatDateTime(signature.imageUpdateTime)
  const byOther =
    signature.imageUploaderId && signature.imageUploaderId.toLowerCase() !== userId.toLowerCase()
  return (
    <Typography.Text type="secondary">
      {byOther
        ? t('signature.uploadedBy', { name: signature.imageUploaderName ?? '—', time })
        : t('signature.updated', { time })}
    </Typography.Text>
  )
}

/**
 * My signature in the personal centre: the stored one (fetched as a blob, shown as the PNG or
 * JPEG its bytes are), replaced by an uploaded file or a drawing, or removed. The reminder to-do
 * links here with `?section=signature`: the card is scrolled to and focused.
 */
export function MySignatureCard() {
  const { t } = useTranslation(['profile', 'crud'])
  const signature = useMySignature()
  const [drawing, setDrawing] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const card = useRef<HTMLDivElement>(null)
  const [params] = useSearchParams()
  const linkedHere = params.get('section') === signatureSection

  useEffect(() => {
    if (!linkedHere) return
    // Focus scrolls the card into view too; jsdom (tests) has no scrollIntoView to call.
    card.current?.focus()
  }, [linkedHere])

  const shown = signature.previewUrl ?? signature.imageUrl
  const { current } = signature

  const body = () => {
    if (signature.loading) return <Skeleton.Image active />
    if (signature.loadFailed)
      return <Alert type="warning" showIcon title={t('signature.loadFailed')} />
    if (drawing) {
      return (
        <LazySignaturePad
          onCancel={() => setDrawing(false)}
          onSave={async (png) => {
            if (await signature.upload(png)) setDrawing(false)
            else throw new Error('refused') // the pad keeps the drawing
          }}
        />
      )
    }
    if (!shown)
      return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('signature.none')} />
    return (
      <Flex vertical gap="small" align="flex-start">
        <div className={styles.frame}>
          <img
            src={shown}
            alt={signature.previewUrl ? t('signature.preview') : t('signature.current')}
            className={styles.image}
          />
        </div>
        {!signature.previewUrl && current && <UploadedNote signature={current} />}
      </Flex>
    )
  }

  const actions = () => {
    if (drawing || signature.loading || signature.loadFailed) return null
    if (signature.previewUrl) {
      return (
        <Flex gap="small">
          <Button
            type="primary"
            loading={signature.busy}
            onClick={() => void signature.savePicked()}
          >
            {t('signature.save')}
          </Button>
          <Button disabled={signature.busy} onClick={signature.drop}>
            {t('signature.cancel')}
          </Button>
        </Flex>
      )
    }
    return (
      <Flex gap="small" wrap>
        <Button icon={<UploadOutlined />} onClick={() => input.current?.click()}>
          {current ? t('signature.replaceUpload') : t('signature.upload')}
        </Button>
        <Button icon={<EditOutlined />} onClick={() => setDrawing(true)}>
          {current ? t('signature.replaceDraw') : t('signature.draw')}
        </Button>
        {current && (
          <Button danger icon={<DeleteOutlined />} onClick={() => void signature.remove()}>
            {t('signature.remove')}
          </Button>
        )}
      </Flex>
    )
  }

  return (
    <Card
      ref={card}
      id="my-signature"
      tabIndex={-1}
      title={t('signature.title')}
      className={linkedHere ? styles.linked : undefined}
    >
      <Flex vertical gap="middle">
        {body()}
        <HiddenImageInput
          ref={input}
          label={t('signature.upload')}
          onPick={(file) => void signature.pick(file)}
        />
        {actions()}
        {signature.problem ? (
          <Typography.Text type="danger" role="alert">
            {signature.problem}
          </Typography.Text>
        ) : (
          !drawing && <Typography.Text type="secondary">{t('signature.hint')}</Typography.Text>
        )}
      </Flex>
    </Card>
  )
}
