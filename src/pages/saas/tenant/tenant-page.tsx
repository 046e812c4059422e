import { PlusOutlined } from '@ant-design/icons'
import { Alert, Button, Flex, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { tenantPolicies, tenantResource, type TenantDto } from '@/api/abp/tenant-management-api'
import { CrudSearchForm, type SearchField } from '@/components/crud/crud-search-form'
import { CrudTable } from '@/components/crud/crud-table'
import { useConfirmDelete } from '@/components/crud/use-confirm-delete'
import { useCrudList } from '@/components/crud/use-crud-list'
import { useCrudMutations } from '@/components/crud/use-crud-mutations'
import type { CrudDialog } from '@/components/crud/use-dialog-record'
import { Granted } from '@/components/granted'
import { useTenantScope } from '@/query/query-scope'
import { useTenantColumns } from './tenant-columns'
import { TenantConnectionStringModal } from './tenant-connection-string-modal'
import { TenantFormModal } from './tenant-form-modal'

const filterKeys = ['filter'] as const

/**
 * Tenants, `/saas/tenant` (hidden from the menu, reached from the user menu): ABP tenant
 * management (abp-api.md §5), host side only.
 */
export default function TenantPage() {
  const { t } = useTranslation('tenant')
  const scope = useTenantScope()
  const list = useCrudList({ queries: tenantResource.queries, scope, filterKeys })
  const { remove } = useCrudMutations(tenantResource, scope)
  const confirmDelete = useConfirmDelete()
  const [dialog, setDialog] = useState<CrudDialog>({ mode: 'closed' })
  const [connectionOf, setConnectionOf] = useState<TenantDto | null>(null)
  const [created, setCreated] = useState<string | null>(null)
  // Each opening mounts its dialog afresh: a new read of the record, no state carried over.
  const [openCount, setOpenCount] = useState(0)

  const open = (next: CrudDialog) => {
    setOpenCount((count) => count + 1)
    setDialog(next)
  }
  const columns = useTenantColumns({
    onEdit: (row) => open({ mode: 'edit', id: row.id }),
    onConnectionString: (row) => {
      setOpenCount((count) => count + 1)
      setConnectionOf(row)
    },
    onDelete: (row) => void confirmDelete({ name: row.name }, () => remove.mutateAsync(row.id)),
  })
  const searchFields: SearchField<(typeof filterKeys)[number]>[] = [
    { name: 'filter', label: t('crud:keyword') },
  ]

  return (
    <Flex vertical gap="middle">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('route:tenant')}
      </Typography.Title>
      {created && (
        <Alert
          type="success"
          showIcon
          closable={{ onClose: () => setCreated(null) }}
          title={t('createdTitle', { name: created })}
          description={t('createdHint', { name: created })}
        />
      )}
      <CrudSearchForm fields={searchFields} values={list.view.filters} onSearch={list.setFilters} />
      <Flex gap="small">
        <Granted policy={tenantPolicies.create}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => open({ mode: 'create' })}>
            {t('crud:create')}
          </Button>
        </Granted>
      </Flex>
      <CrudTable list={list} columns={columns} rowKey="id" />
      {dialog.mode !== 'closed' && (
        <TenantFormModal
          key={openCount}
          dialog={dialog}
          onClose={() => setDialog({ mode: 'closed' })}
          onCreated={(tenant) => setCreated(tenant.name)}
        />
      )}
      {connectionOf && (
        <TenantConnectionStringModal
          key={openCount}
          tenant={connectionOf}
          onClose={() => setConnectionOf(null)}
        />
      )}
    </Flex>
  )
}
