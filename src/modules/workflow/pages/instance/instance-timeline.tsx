import { Timeline, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import type { TimelineEntryDto } from '@/modules/workflow/api/instance-dtos'
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

/** An instance's timeline (§3): who, what, when, the comment, "X on behalf of Y". */
export function InstanceTimeline({ entries }: { entries: readonly TimelineEntryDto[] }) {
  const { t } = useTranslation('workflow-instance')
  if (entries.length === 0) return <Typography.Text type="secondary">{t('noTimeline')}</Typography.Text> // prettier-ignore
  const onBehalfOf = (actor: string, owner: string) => t('onBehalfOf', { actor, owner })
  return (
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
          </div>
        ),
      }))}
    />
  )
}
