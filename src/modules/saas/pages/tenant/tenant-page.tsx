import { Alert, Flex, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  tenantPolicies,
  tenantResource,
  type TenantDto,
} from '@/modules/saas/api/tenant-management-api'
import { CrudSearchForm, type SearchField } from '@/components/crud/crud-search-form'
import { CreateButton } from '@/components/crud/create-button'
import { CrudTable } from '@/components/crud/crud-table'
import { useConfirmDelete } from '@/components/crud/use-confirm-delete'
import { useDialogOpening } from '@/components/crud/use-dialog-opening'
import { useCrudList } from '@/components/crud/use-crud-list'
import { useCrudMutations } from '@/components/crud/use-crud-mutations'
import type { CrudDialog } from '@/components/crud/use-dialog-record'
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
  const dialog = useDialogOpening<CrudDialog>()
  const connection = useDialogOpening<TenantDto>()
  const [created, setCreated] = useState<string | null>(null)

  const columns = useTenantColumns({
    onEdit: (row) => dialog.open({ mode: 'edit', id: row.id }),
    onConnectionString: connection.open,
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
      <CreateButton
        policy={tenantPolicies.create}
        onClick={() => dialog.open({ mode: 'create' })}
      />
      <CrudTable list={list} columns={columns} rowKey="id" />
      {dialog.shown && (
        <TenantFormModal
          key={dialog.key}
          dialog={dialog.shown}
          onClose={dialog.close}
          onCreated={(tenant) => setCreated(tenant.name)}
        />
      )}
      {connection.shown && (
        <TenantConnectionStringModal
          key={connection.key}
          tenant={connection.shown}
          onClose={connection.close}
        />
      )}
    </Flex>
  )
}
