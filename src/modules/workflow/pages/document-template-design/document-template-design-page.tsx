import { Result, Skeleton } from 'antd'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { isApiError } from '@/api/http/api-error'
import { LoadFailed } from '@/components/crud/load-failed'
import { useTenantScope } from '@/query/query-scope'
import { usePageQuery } from '@/query/use-page-query'
import { documentTemplateQueries } from '../../api/document-template-api'
import { readIdParam } from '../instance/instance-rules'
import { TemplateDesigner } from './template-designer'

/**
 * The document template designer (`/workflow/document-template-design?id=`, workflow-api.md §7, a
 * lazy chunk of its own): the base PDF's pages in the browser, the slots placed on them.
 */
export default function DocumentTemplateDesignPage() {
  const { t } = useTranslation('workflow-document')
  const id = readIdParam(useSearchParams()[0].get('id'))
  const scope = useTenantScope()
  const template = usePageQuery({ ...documentTemplateQueries.detail(scope, id ?? ''), enabled: id !== null, meta: { silent: true } }) // prettier-ignore
  if (id === null || (isApiError(template.error) && template.error.status === 404)) {
    return <Result status="404" title={t('design.notFound')} />
  }
  if (template.isError && !template.data) {
    return <LoadFailed title={t('design.loadFailed')} error={template.error} onRetry={() => void template.refetch()} /> // prettier-ignore
  }
  if (!template.data) return <Skeleton active paragraph={{ rows: 8 }} />
  // Opened once: saves go on from the designer's own copy (its stamp).
  return <TemplateDesigner key={template.data.id} opened={template.data} />
}
