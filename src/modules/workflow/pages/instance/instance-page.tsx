import { Button, Result, Skeleton, Space } from 'antd'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { isApiError } from '@/api/http/api-error'
import { LoadFailed } from '@/components/crud/load-failed'
import { instanceQueries } from '@/modules/workflow/api/instance-api'
import { useTenantScope } from '@/query/query-scope'
import { usePageQuery } from '@/query/use-page-query'
import { InstanceBody } from './instance-body'
import { readIdParam } from './instance-rules'
import { StarterActions } from './starter-actions'
import { InstanceDocument } from './instance-document'

/**
 * An approval (`/workflow/instance?id=`, one tab per id): what its starter, past approvers and cc
 * recipients may read, without task actions; withdraw and remind for the starter. An instance the
 * caller takes no part in answers 404 and says so here.
 */
export default function InstancePage() {
  const { t } = useTranslation(['workflow-instance', 'crud'])
  const id = readIdParam(useSearchParams()[0].get('id'))
  const scope = useTenantScope()
  const navigate = useNavigate()
  const instance = usePageQuery({
    ...instanceQueries.detail(scope, id ?? ''),
    enabled: id !== null,
    meta: { silent: true },
    // While the signed PDF is being composed, ask again until it is there.
    refetchInterval: (query) => (query.state.data?.documentPending ? 1500 : false),
  })
  if (id === null || (isApiError(instance.error) && instance.error.status === 404)) {
    return <Result status="404" title={t('notFound')} subTitle={t('notFoundHint')} />
  }
  if (instance.isError && !instance.data) {
    return <LoadFailed title={t('loadFailed')} error={instance.error} onRetry={() => void instance.refetch()} /> // prettier-ignore
  }
  if (!instance.data) return <Skeleton active paragraph={{ rows: 8 }} />
  const myTask = instance.data.myTask
  return (
    <InstanceBody
      instance={instance.data}
      actions={
        <Space wrap>
          {myTask && (
            <Button
              type="primary"
              onClick={() =>
                void navigate(`/workflow/handle?id=${encodeURIComponent(myTask.taskId)}`)
              }
            >
              {t('handleMyTask')}
            </Button>
          )}
          <StarterActions instance={instance.data} />
          <InstanceDocument instance={instance.data} />
        </Space>
      }
    />
  )
}
