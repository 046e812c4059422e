import { Flex, Typography, type TableProps } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { auditLogQueries, type AuditLogDto } from '@/modules/system/api/audit-log-api'
import { CrudSearchForm } from '@/components/crud/crud-search-form'
import { CrudTable } from '@/components/crud/crud-table'
import { useCrudList } from '@/components/crud/use-crud-list'
import { useTenantScope } from '@/query/query-scope'
import { LogCalls } from './log-calls'
import { useLogColumns } from './log-columns'
import { LogDetailDrawer } from './log-detail-drawer'
import { logFilterKeys, useLogSearchFields } from './log-search-fields'

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
  const scope = useTenantScope()
  const list = useCrudList({
    queries: auditLogQueries,
    scope,
    filterKeys: logFilterKeys,
    defaultSort: newestFirst,
  })
  const [detailId, setDetailId] = useState<string | null>(null)
  const columns = useLogColumns({ onDetails: (row) => setDetailId(row.id) })
  const searchFields = useLogSearchFields()

  return (
    <Flex vertical gap="middle">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('route:log')}
      </Typography.Title>
      <CrudSearchForm fields={searchFields} values={list.view.filters} onSearch={list.setFilters} />
      <CrudTable list={list} columns={columns} rowKey="id" expandable={expandable} />
      {detailId && (
        <LogDetailDrawer id={detailId} scope={scope} onClose={() => setDetailId(null)} />
      )}
    </Flex>
  )
}
