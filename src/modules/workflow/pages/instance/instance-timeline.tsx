import { Flex, Timeline, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import type { TimelineEntryDto } from '@/modules/workflow/api/instance-dtos'
import { AuthenticatedImage } from '@/components/authenticated-image/authenticated-image'
import { useImagePreview } from '@/components/authenticated-image/image-preview'
import { fetchTimelineImage } from '@/modules/workflow/api/instance-api'
import { formatDateTime } from '@/utils/date-format'
import { actorOf, timelineInOrder } from './instance-rules'

const colours: Partial<Record<TimelineEntryDto['type'], string>> = {
  approved: 'green',
  resubmitted: 'green',
  autoApproved: 'green',
  rejected: 'red',
  returned: 'orange',
  withdrawn: 'gray',
  cancelled: 'gray',
}

/** The frozen seal and signature images of a step (loaded when in view; a click enlarges). */
function EntryImages(props: {
  instanceId: string
  entry: TimelineEntryDto
  onOpen: (image: Blob) => void
}) {
  // prettier-ignore
  const { instanceId, entry } = props
  const { t } = useTranslation('workflow-instance')
  const { seal, signature } = entry
  if (!seal?.imageHash && !signature) return null
  return (
    <Flex gap="small">
      {
        seal?.imageHash &&
        <AuthenticatedImage cacheKey={seal.imageHash} fetch={() => fetchTimelineImage(instanceId, entry.entryId)} alt={t('timelineImage.seal', { name: [seal.organizationName, seal.name].filter(Boolean).join(' ') })} size={72} onOpen={props.onOpen} /> // prettier-ignore
      }
      {
        signature &&
        <AuthenticatedImage cacheKey={signature.imageHash} fetch={() => fetchTimelineImage(instanceId, entry.entryId, 'signature')} alt={t('timelineImage.signature', { name: entry.userName })} size={72} onOpen={props.onOpen} /> // prettier-ignore
      }
    </Flex>
  )
}

/**
 * An instance's timeline (§3): who, what, when, the comment, "X on behalf of Y", the hash of
 * each entry, and the signature and seal images frozen into the instance.
 */
export function InstanceTimeline(props: {
  instanceId: string
  entries: readonly TimelineEntryDto[]
}) {
  const { entries } = props
  const { t } = useTranslation('workflow-instance')
  const preview = useImagePreview()
  if (entries.length === 0) return <Typography.Text type="secondary">{t('noTimeline')}</Typography.Text> // prettier-ignore
  const onBehalfOf = (actor: string, owner: string) => t('onBehalfOf', { actor, owner })
  return (
    <>
      {preview.element}
      <Timeline
        items={timelineInOrder(entries).map((entry) => ({
          key: entry.entryId,
          color: colours[entry.type] ?? 'blue',
          children: (
            <div data-testid="timeline-entry">
              <Typography.Text strong>{actorOf(entry, onBehalfOf)}</Typography.Text>{' '}
              <Typography.Text>
                {t(`timelineType.${entry.type}`, { defaultValue: entry.type })}
              </Typography.Text>
              <Typography.Text type="secondary"> · {entry.nodeName} · </Typography.Text>
              <time dateTime={entry.time}>{formatDateTime(entry.time)}</time>{' '}
              <Typography.Text type="secondary" code title={entry.hash}>
                {t('chain.hash', { hash: entry.hash.slice(0, 8) })}
              </Typography.Text>
              {entry.comment && (
                <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
                  {entry.comment}
                </Typography.Paragraph>
              )}
              <EntryImages instanceId={props.instanceId} entry={entry} onOpen={preview.open} />
            </div>
          ),
        }))}
      />
    </>
  )
}
