import { Alert, Flex, Form, Spin, Typography } from 'antd'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { ProjectSelect } from '../project-select'
import type { PageProjectState as PageProjectValue } from './use-page-project'

/**
 * The project picker above a page of one project's data: every project of the tenant. Clearing
 * it goes back to the project switcher's current project.
 */
export function PageProjectBar({ project }: { project: PageProjectValue }) {
  const { t } = useTranslation('page-project')
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

interface PageProjectStateProps {
  project: PageProjectValue
  /** What to do without a project, in the page's words ("…to see its contract sections"). */
  noProject: string
}

/** What shows instead of the page's content until there is a project; nothing once there is. */
export function PageProjectState({ project, noProject }: PageProjectStateProps) {
  const { t } = useTranslation('page-project')
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
      return <Alert type="info" showIcon title={noProject} />
    case 'unknownProject':
      return <Alert type="warning" showIcon title={t('unknownProject')} />
  }
}
