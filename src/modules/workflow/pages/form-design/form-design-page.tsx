import { Result, Skeleton } from 'antd'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { isApiError } from '@/api/http/api-error'
import { LoadFailed } from '@/components/crud/load-failed'
import { useTenantScope } from '@/query/query-scope'
import { usePageQuery } from '@/query/use-page-query'
import { formQueries } from '../../api/form-api'
import { readIdParam } from '../instance/instance-rules'
import { FormDesigner } from './form-designer'

/**
 * The form designer (`/workflow/form-design?id=`, one tab per form: two forms' unsaved drafts
 * never share a page). A lazy chunk of its own: only form designers load it.
 */
export default function FormDesignPage() {
  const { t } = useTranslation(['workflow-form', 'form-runtime', 'crud'])
  const id = readIdParam(useSearchParams()[0].get('id'))
  const scope = useTenantScope()
  const form = usePageQuery({ ...formQueries.detail(scope, id ?? ''), enabled: id !== null, meta: { silent: true } }) // prettier-ignore
  if (id === null || (isApiError(form.error) && form.error.status === 404)) {
    return <Result status="404" title={t('notFound')} />
  }
  if (form.isError && !form.data) return <LoadFailed error={form.error} onRetry={() => void form.refetch()} /> // prettier-ignore
  if (!form.data) return <Skeleton active paragraph={{ rows: 8 }} />
  // Opened once: saves and publishes go on from the designer's own copy (its stamp).
  return <FormDesigner key={form.data.id} opened={form.data} />
}
