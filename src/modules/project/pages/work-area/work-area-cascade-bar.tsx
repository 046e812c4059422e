import { Alert, Flex, Form, Spin } from 'antd'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { LoadFailed } from '@/components/crud/load-failed'
import { HtdSelect, ProjectSelect } from '@/modules/project/components/project-select'
import type { WorkAreaCascade } from './use-work-area-cascade'

/** The project and contract-section pickers above the list. */
export function WorkAreaCascadeBar({ cascade }: { cascade: WorkAreaCascade }) {
  const { t } = useTranslation('work-area')
  const id = useId()
  const { projectId, htdId, status } = cascade
  return (
    <Form layout="inline" component="div">
      <Form.Item label={t('project')} htmlFor={`${id}-project`}>
        <ProjectSelect
          id={`${id}-project`}
          value={projectId || undefined}
          onChange={cascade.selectProject}
          placeholder={t('chooseProject')}
          style={{ width: 300 }}
        />
      </Form.Item>
      <Form.Item label={t('htd')} htmlFor={`${id}-htd`}>
        <HtdSelect
          id={`${id}-htd`}
          projectId={projectId || undefined}
          value={htdId || undefined}
          onChange={cascade.selectHtd}
          placeholder={status === 'noHtds' ? t('noHtdsShort') : t('chooseHtd')}
          style={{ width: 240 }}
        />
      </Form.Item>
    </Form>
  )
}

/**
 * What shows instead of the list until an htd is chosen; nothing once it is, nor while another
 * project's htds load after a list was shown (the table stays, loading).
 */
export function WorkAreaCascadeState({ cascade }: { cascade: WorkAreaCascade }) {
  const { t } = useTranslation('work-area')
  switch (cascade.status) {
    case 'ready':
      return null
    case 'waiting':
      if (cascade.isSwitching) return null
      return (
        <Flex justify="center" style={{ padding: 48 }} role="status" aria-label={t('loadingHtds')}>
          <Spin />
        </Flex>
      )
    case 'noProject':
      return <Alert type="info" showIcon title={t('noProject')} />
    case 'noHtds':
      return (
        <Alert
          type="info"
          showIcon
          title={t('noHtds')}
          description={
            <Link to={`/project/htd?project=${cascade.projectId}`}>{t('openHtdPage')}</Link>
          }
        />
      )
    case 'unknownHtd':
      return <Alert type="warning" showIcon title={t('unknownHtd')} />
    case 'htdsFailed':
      return (
        <LoadFailed
          title={t('htdsLoadFailed')}
          error={cascade.htdsError ?? new Error(t('htdsLoadFailed'))}
          onRetry={cascade.retryHtds}
        />
      )
  }
}
