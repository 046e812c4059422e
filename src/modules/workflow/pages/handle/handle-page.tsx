import { Result, Skeleton } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { isApiError } from '@/api/http/api-error'
import { LoadFailed } from '@/components/crud/load-failed'
import { taskQueries } from '@/modules/workflow/api/task-api'
import { readIdParam } from '@/modules/workflow/pages/instance/instance-rules'
import { useTenantScope } from '@/query/query-scope'
import { usePageQuery } from '@/query/use-page-query'
import { HandleTask } from './handle-task'

/**
 * Handle a task (`/workflow/handle?id=`, one tab per task id: two tasks' typed work never shares a
 * page). A task the caller does not hold answers 404 and says so here.
 */
export default function HandlePage() {
  const { t } = useTranslation(['workflow-handle', 'workflow-instance', 'project-grant', 'crud'])
  const id = readIdParam(useSearchParams()[0].get('id'))
  const scope = useTenantScope()
  const [isStale, setStale] = useState(false)
  const task = usePageQuery({
    ...taskQueries.detail(scope, id ?? ''),
    enabled: id !== null,
    meta: { silent: true },
  })
  if (id === null || (isApiError(task.error) && task.error.status === 404)) {
    return <Result status="404" title={t('notFound')} subTitle={t('notFoundHint')} />
  }
  if (task.isError && !task.data) {
    return <LoadFailed title={t('loadFailed')} error={task.error} onRetry={() => void task.refetch()} /> // prettier-ignore
  }
  if (!task.data) return <Skeleton active paragraph={{ rows: 8 }} />
  // A reloaded task (after an action, or handled elsewhere) starts afresh: its stamp changed.
  return (
    <HandleTask
      key={`${task.data.taskId}:${task.data.concurrencyStamp}`}
      task={task.data}
      isStale={isStale}
      onStaleChange={setStale}
    />
  )
}
