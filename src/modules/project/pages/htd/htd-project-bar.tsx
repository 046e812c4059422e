import { Alert, Flex, Form, Spin, Typography } from 'antd'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { ProjectSelect } from '@/modules/project/components/project-select'
import type { HtdPageProject } from './use-htd-project'

/**
 * The project filter above the list: every project of the tenant. Clearing it goes back to the
 * project switcher's current project.
 */
export function HtdProjectBar({ project }: { project: HtdPageProject }) {
  const { t } = useTranslation('htd')
  const id = useId()
  return (
    <Form layout="inline" component="div">
      <Form.Item label={t('project')} htmlFor={`${id}-project`}>
        <ProjectSelect
          id={`${id}-project`}
          value={project.projectId || undefined}
          onChange={(value) => project.selectProject(value)}
          allowClear={project.source === 'url'}
          placeholder={t('chooseProject')}
          style={{ width: 320 }}
        />
      </Form.Item>
      {project.source === 'switcher' && project.status === 'ready' && (
        <Form.Item>
          <Typography.Text type="secondary">{t('followingSwitcher')}</Typography.Text>
        </Form.Item>
      )}
    </Form>
  )
}

/** What shows instead of the list until there is a project; nothing once there is. */
export function HtdProjectState({ project }: { project: HtdPageProject }) {
  const { t } = useTranslation('htd')
  switch (project.status) {
    case 'ready':
      return null
    case 'waiting':
      return (
        <Flex justify="center" style={{ padding: 48 }} role="status" aria-label={t('loading')}>
          <Spin />
        </Flex>
      )
    case 'noProject':
      return <Alert type="info" showIcon title={t('noProject')} />
    case 'unknownProject':
      return <Alert type="warning" showIcon title={t('unknownProject')} />
  }
}
