import { Flex, Tabs, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { MonitorInstances, MonitorTasks } from './monitor-lists'

const tabs = { instances: MonitorInstances, tasks: MonitorTasks }

/**
 * Workflow tasks (`/workflow/task`, Workflow.Task): every instance and every task of the tenant,
 * with their filters in the URL; a stuck task is reassigned (`.Reassign`), a running instance
 * terminated with a reason (`.Cancel`). Without a child the button is absent.
 */
export default function WorkflowTaskPage() {
  const { t } = useTranslation(['workflow-task', 'workflow-lists', 'crud'])
  const [params, setParams] = useSearchParams()
  const tab = params.get('tab') === 'tasks' ? 'tasks' : 'instances'
  const List = tabs[tab]
  return (
    <Flex vertical gap="small">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('route:workflowTasks')}
      </Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={(next) => setParams(next === 'instances' ? {} : { tab: next })}
        items={(['instances', 'tasks'] as const).map((key) => ({ key, label: t(`tabs.${key}`) }))}
      />
      <List key={tab} />
    </Flex>
  )
}
