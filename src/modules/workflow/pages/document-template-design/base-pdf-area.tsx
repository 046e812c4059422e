import { Alert, Empty, Skeleton } from 'antd'
import type { UseQueryResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { LoadFailed } from '@/components/crud/load-failed'
import { TemplateWorkspace } from './template-workspace'
import { usePdfView } from './use-pdf-view'
import type { FieldChoice, NodeChoice } from './use-slot-sources'
import type { TemplateDesign } from './use-template-design'

interface BasePdfAreaProps {
  design: TemplateDesign
  bytes: UseQueryResult<ArrayBuffer>
  sources: { fields: FieldChoice[] | null; nodes: NodeChoice[] | null }
}

/** The base PDF's pages to place slots on, once there is one and it has loaded and opened. */
export function BasePdfArea({ design, bytes, sources }: BasePdfAreaProps) {
  const { t } = useTranslation('workflow-document')
  const pdf = usePdfView(bytes.data)
  if (design.template.pageCount === 0) {
    return <Empty description={t('design.noBasePdf')} />
  }
  if (bytes.isError && !bytes.data) {
    return <LoadFailed title={t('design.basePdfFailed')} error={bytes.error} onRetry={() => void bytes.refetch()} /> // prettier-ignore
  }
  if (pdf.status === 'failed') {
    return <Alert type="error" showIcon title={t('design.pdfFailed')} description={pdf.error.message} /> // prettier-ignore
  }
  if (!pdf.view) return <Skeleton active paragraph={{ rows: 10 }} />
  return <TemplateWorkspace design={design} view={pdf.view} sources={sources} />
}
