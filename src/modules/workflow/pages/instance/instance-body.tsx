import { Card, Flex } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { InstanceDetailDto } from '@/modules/workflow/api/instance-dtos'
import { LazyFormRuntime } from '@/modules/workflow/form-runtime/lazy-form-runtime'
import { ApprovalPath } from './approval-path'
import { InstanceOverview } from './instance-overview'
import { pathWithStates } from './instance-rules'
import { ChainCheck } from './chain-check'
import { InstanceTimeline } from './instance-timeline'
import styles from '../../components/form-beside-path.module.css'

/**
 * What the instance and handle pages share: the head and summary, the form (`form`: the handle
 * page's editable one, else read-only with the caller's permissions), the path passed and still
 * to come, and the timeline. `actions` sit under the head.
 */
export function InstanceBody(props: {
  instance: InstanceDetailDto
  actions?: ReactNode
  form?: ReactNode
}) {
  const { t } = useTranslation('workflow-instance')
  const { instance } = props
  return (
    <Flex vertical gap="middle" className={styles.body}>
      <InstanceOverview instance={instance} />
      {props.actions}
      <div className={styles.columns}>
        <Card title={t('form')} size="small" className={styles.main}>
          {props.form ?? (
            <LazyFormRuntime
              schema={instance.formSchema}
              value={instance.formData}
              mode="read"
              fieldPermissions={instance.fieldPermissions}
              projectId={instance.projectId}
              htdId={instance.htdId ?? undefined}
              instanceId={instance.id}
            />
          )}
        </Card>
        <Flex vertical gap="middle" className={styles.side}>
          <Card title={t('path')} size="small">
            <ApprovalPath
              path={pathWithStates(instance.path, instance.currentNodes, instance.timeline)}
              label={t('path')}
            />
          </Card>
          <Card title={t('timeline')} size="small">
            {instance.timeline.length > 0 && (
              // A new entry starts a new check: the verdict is of the timeline it was made on.
              <ChainCheck
                key={instance.timeline.at(-1)?.hash}
                instanceId={instance.id}
                timeline={instance.timeline}
              />
            )}
            <InstanceTimeline instanceId={instance.id} entries={instance.timeline} />
          </Card>
        </Flex>
      </div>
    </Flex>
  )
}
