import type { TableProps } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { auditLogQueries, type AuditLogDto } from '@/modules/system/api/audit-log-api'
import { CrudPage } from '@/components/crud/crud-page'
import { useCrudPage } from '@/components/crud/use-crud-page'
import { LogCalls } from './log-calls'
import { useLogColumns } from './log-columns'
import { LogDetailDrawer } from './log-detail-drawer'
import { useLogSearchFields } from './log-search-fields'

const newestFirst = { field: 'executionTime', order: 'descend' } as const

// An opened row renders its actions then, not before: a page of 50 stays light.
const expandable: TableProps<AuditLogDto>['expandable'] = {
  expandedRowRender: (row) => <LogCalls log={row} />,
}

/**
 * Audit log (审计日志), `/system/log`: abp-api.md §7, read-only. Filters, page, size and sort live
 * in the URL; newest first unless a column says otherwise.
 */
export default function LogPage() {
  const { t } = useTranslation('log')
  const page = useCrudPage({
    queries: auditLogQueries,
    search: useLogSearchFields(),
    defaultSort: newestFirst,
    nameOf: (row: AuditLogDto) => row.url ?? row.id,
  })
  const [detailId, setDetailId] = useState<string | null>(null)
  return (
    <CrudPage
      page={page}
      title={t('route:log')}
      columns={useLogColumns({ onDetails: (row) => setDetailId(row.id) })}
      expandable={expandable}
    >
      {detailId && (
        <LogDetailDrawer id={detailId} scope={page.scope} onClose={() => setDetailId(null)} />
      )}
    </CrudPage>
  )
}
