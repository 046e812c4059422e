import { Result, Skeleton } from 'antd'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { isApiError } from '@/api/http/api-error'
import { LoadFailed } from '@/components/crud/load-failed'
import { useTenantScope } from '@/query/query-scope'
import { usePageQuery } from '@/query/use-page-query'
import { schemeQueries } from '../../api/scheme-api'
import { SchemeDesigner } from './scheme-designer'

/**
 * The flow designer (`/workflow/scheme-design?id=`, one tab per scheme, a lazy chunk of its
 * own): reads the scheme with its draft model and hands it to the designer.
 */
export default function SchemeDesignPage() {
  const { t } = useTranslation(['workflow-scheme', 'crud', 'project-grant'])
  const id = useSearchParams()[0].get('id') ?? ''
  const scheme = usePageQuery({ ...schemeQueries.detail(useTenantScope(), id), enabled: id !== '', meta: { silent: true } }) // prettier-ignore
  if (id === '' || (isApiError(scheme.error) && scheme.error.status === 404)) {
    return <Result status="404" title={t('notFound')} />
  }
  if (scheme.isError && !scheme.data) {
    return <LoadFailed title={t('loadFailed')} error={scheme.error} onRetry={() => void scheme.refetch()} /> // prettier-ignore
  }
  if (!scheme.data) return <Skeleton active paragraph={{ rows: 8 }} />
  return <SchemeDesigner key={scheme.data.id} scheme={scheme.data} />
}
