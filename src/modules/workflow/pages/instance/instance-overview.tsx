import { Descriptions, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import type { InstanceDto } from '@/modules/workflow/api/instance-dtos'
import { formatDateTime } from '@/utils/date-format'
import { instanceStatusColour } from '../../components/status-colours'

/**
 * The head of an instance: title, number, status, the form version it runs on (a republished form
 * never changes it), where, who started it, and its summary.
 */
export function InstanceOverview({ instance }: { instance: InstanceDto }) {
  const { t } = useTranslation('workflow-instance')
  const where = [instance.projName, instance.htdName].filter(Boolean).join(' · ')
  return (
    <div>
      <Typography.Title level={3} style={{ marginTop: 0, overflowWrap: 'anywhere' }}>
        {instance.title}{' '}
        <Tag color={instanceStatusColour(instance.status)}>{t(`status.${instance.status}`)}</Tag>
      </Typography.Title>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          { key: 'number', label: t('number'), children: instance.number ?? '—' },
          { key: 'scheme', label: t('scheme'), children: instance.schemeName ?? '—' },
          // A draft pins no version yet (workflow-api §3 rule 16).
          ...(instance.formVersion === null
            ? []
            : [{ key: 'formVersion', label: t('formVersion'), children: t('versionN', { version: instance.formVersion }) }]), // prettier-ignore
          { key: 'where', label: t('where'), children: where || '—' },
          { key: 'starter', label: t('starter'), children: instance.starterName ?? '—' },
          {
            key: 'start',
            label: t('startTime'),
            children: formatDateTime(instance.startTime) || '—',
          },
          ...instance.summary.map((item, index) => ({
            key: `summary-${index}`,
            label: item.label,
            children: item.value || '—',
          })),
        ]}
      />
    </div>
  )
}
