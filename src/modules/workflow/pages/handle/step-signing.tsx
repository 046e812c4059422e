import { Alert, Flex, Form, Radio, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { AuthenticatedImage } from '@/components/authenticated-image/authenticated-image'
import { LazySignaturePad } from '@/components/signature-pad/lazy-signature-pad'
import { fetchSignKeyImage } from '@/modules/sign-key'
import { fetchTaskSealImage, uploadTaskSignature } from '@/modules/workflow/api/task-api'
import { SignatureSource, type TaskDetailDto } from '@/modules/workflow/api/task-dtos'
import { formatDateTime } from '@/utils/date-format'
import type { DrawnSignature, StepSigningValue } from './signing-rules'

const imageSide = 96

/** The caller's stored signature, or the drawing just uploaded for this task. */
function SignatureImage(props: { task: TaskDetailDto; value: StepSigningValue['signature'] }) {
  const { t } = useTranslation('workflow-handle')
  const stored = props.task.storedSignature
  if (props.value?.source === SignatureSource.Drawn) {
    const drawn = props.value
    return <AuthenticatedImage cacheKey={drawn.imageHash} fetch={() => Promise.resolve(drawn.image)} alt={t('signing.drawnImage')} size={imageSide} /> // prettier-ignore
  }
  if (!stored) return null
  return (
    <Flex vertical gap={4}>
      <AuthenticatedImage
        cacheKey={stored.imageHash}
        fetch={() => fetchSignKeyImage(stored.signKeyId)}
        alt={t('signing.storedImage')}
        size={imageSide}
      />{' '}
      {/* prettier-ignore */}
      {stored.uploadedByOther && (
        <Typography.Text type="secondary">
          {t('signing.uploadedBy', {
            name: stored.imageUploaderName ?? '—',
            time: formatDateTime(stored.imageUpdateTime),
          })}{' '}
          {/* prettier-ignore */}
        </Typography.Text>
      )}
    </Flex>
  )
}

/**
 * The signature of a step that requires one (workflow-api.md §4, rule 18): the acting user's own
 * stored signature, or one drawn here (on a phone too) and uploaded for this task. Without a
 * stored one, drawing is the way, and the profile is linked for next time. `error` is the
 * server's `Workflow:SignatureRequired` or `NoStoredSignature`, said on the field.
 */
export function SignatureChoice(props: {
  task: TaskDetailDto
  value: StepSigningValue['signature']
  onChange: (value: StepSigningValue['signature']) => void
  error?: string
}) {
  const { task, value, onChange } = props
  const { t } = useTranslation('workflow-handle')
  const stored = task.storedSignature
  const [drawing, setDrawing] = useState(false)
  const draw = async (png: Blob) => {
    const upload = await uploadTaskSignature(task.taskId, png)
    const drawn: DrawnSignature = { source: SignatureSource.Drawn, uploadId: upload.uploadId, imageHash: upload.imageHash, image: png } // prettier-ignore
    onChange(drawn)
    setDrawing(false)
  }
  const choose = (source: number) => {
    if (source === SignatureSource.Stored) {
      setDrawing(false)
      onChange({ source: SignatureSource.Stored })
    } else setDrawing(true)
  }
  const source = drawing || value?.source === SignatureSource.Drawn ? SignatureSource.Drawn : value?.source // prettier-ignore
  return (
    <Form.Item
      label={t('signing.signature')}
      required
      validateStatus={props.error ? 'error' : undefined}
      help={props.error}
    >
      <Flex vertical gap="small">
        {stored ? (
          <Radio.Group
            value={source}
            onChange={(e) => choose(Number(e.target.value))}
            options={[
              { value: SignatureSource.Stored, label: t('signing.useStored') },
              { value: SignatureSource.Drawn, label: t('signing.drawNow') },
            ]}
          />
        ) : (
          <Alert
            type="info"
            showIcon
            title={t('signing.noStored')}
            description={
              <Link to="/profile/index?section=signature">{t('signing.profileLink')}</Link>
            }
          />
        )}
        {drawing || (!stored && value === null) ? (
          <LazySignaturePad
            saveText={t('signing.sign')}
            height={160}
            onSave={draw}
            onCancel={() => (stored ? choose(SignatureSource.Stored) : setDrawing(false))}
          />
        ) : (
          <Flex gap="small" align="flex-end">
            <SignatureImage task={task} value={value} />
            {value?.source === SignatureSource.Drawn && (
              <Typography.Link onClick={() => setDrawing(true)}>
                {t('signing.drawAgain')}
              </Typography.Link>
            )}
          </Flex>
        )}
      </Flex>
    </Form.Item>
  )
}

/**
 * A seal step's seals (rule 12): the ones of the step's group the caller holds, with the image,
 * the unit and the project or section; a disabled one is shown but cannot be chosen.
 */
export function SealChoice(props: {
  task: TaskDetailDto
  value: string | null
  onChange: (signKeyId: string) => void
  error?: string
}) {
  const { task } = props
  const { t } = useTranslation('workflow-handle')
  const options = task.sealOptions ?? []
  return (
    <Form.Item
      label={t('signing.seal')}
      required
      validateStatus={props.error ? 'error' : undefined}
      help={props.error ?? (options.length === 0 ? t('signing.noSeal') : undefined)}
    >
      <Radio.Group value={props.value} onChange={(e) => props.onChange(String(e.target.value))}>
        <Flex vertical gap="small">
          {options.map((seal) => (
            <Radio key={seal.signKeyId} value={seal.signKeyId} disabled={seal.enabled === false}>
              <Flex gap="small" align="center">
                <AuthenticatedImage
                  cacheKey={seal.imageHash ?? seal.signKeyId}
                  fetch={() => fetchTaskSealImage(task.taskId, seal.signKeyId)}
                  alt={t('signing.sealImage', { name: seal.name })}
                  size={64}
                />{' '}
                {/* prettier-ignore */}
                <Flex vertical>
                  <Typography.Text strong>{seal.name}</Typography.Text>
                  <Typography.Text type="secondary">
                    {[seal.organizationName, seal.scopeName].filter(Boolean).join(' · ')}
                  </Typography.Text>
                  {seal.enabled === false && <Tag>{t('signing.sealDisabled')}</Tag>}
                </Flex>
              </Flex>
            </Radio>
          ))}
        </Flex>
      </Radio.Group>
    </Form.Item>
  )
}
