import { Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { UrlTabs } from '@/components/crud/url-tabs'
import { MonitorInstances, MonitorTasks } from './monitor-lists'

/**
 * Workflow tasks (`/workflow/task`, Workflow.Task): every instance and every task of the tenant,
 * with their filters in the URL; a stuck task is reassigned (`.Reassign`), a running instance
 * terminated with a reason (`.Cancel`). Without a child the button is absent.
 */
export default function WorkflowTaskPage() {
  const { t } = useTranslation(['workflow-task', 'workflow-lists', 'crud'])
  return (
    <Flex vertical gap="small">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('route:workflowTasks')}
      </Typography.Title>
      <UrlTabs
        tabs={[
          { key: 'instances', label: t('tabs.instances'), render: () => <MonitorInstances /> },
          { key: 'tasks', label: t('tabs.tasks'), render: () => <MonitorTasks /> },
        ]}
      />
    </Flex>
  )
}
