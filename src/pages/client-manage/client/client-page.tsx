import { PlusOutlined } from '@ant-design/icons'
import { Button, Flex, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { clientPolicies, clientResource } from '@/api/identity-server/client-api'
import type { ClientDto } from '@/api/identity-server/client-dtos'
import { CrudSearchForm, type SearchField } from '@/components/crud/crud-search-form'
import { CrudTable } from '@/components/crud/crud-table'
import { useConfirmDelete } from '@/components/crud/use-confirm-delete'
import { useCrudList } from '@/components/crud/use-crud-list'
import { useCrudMutations } from '@/components/crud/use-crud-mutations'
import { Granted } from '@/components/granted'
import { useTenantScope } from '@/query/query-scope'
import { useClientColumns } from './client-columns'
import { ClientCreateModal } from './client-create-modal'
import { ClientEditDrawer } from './client-edit-drawer'

const filterKeys = ['filter'] as const

/** Which dialog is open: none, the create dialog, or the edit drawer of one client. */
type ClientDialog = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; id: string }

/**
 * Clients (客户端), `/client-manage/client`: IdentityServer clients, abp-api.md §8.1–8.2. A new
 * client is created with the few members of `CreateClientDto`, then opens in the edit drawer.
 */
export default function ClientPage() {
  const { t } = useTranslation(['client', 'client-manage'])
  const scope = useTenantScope()
  const list = useCrudList({ queries: clientResource.queries, scope, filterKeys })
  const { remove } = useCrudMutations(clientResource, scope)
  const confirmDelete = useConfirmDelete()
  const [dialog, setDialog] = useState<ClientDialog>({ mode: 'closed' })
  // Each opening mounts its dialog afresh: a new read of the record.
  const [openCount, setOpenCount] = useState(0)

  const open = (next: ClientDialog) => {
    setOpenCount((count) => count + 1)
    setDialog(next)
  }
  const close = () => setDialog({ mode: 'closed' })
  // The create dialog closes after its save, when the new client's drawer is already open.
  const closeCreate = () =>
    setDialog((shown) => (shown.mode === 'create' ? { mode: 'closed' } : shown))
  const columns = useClientColumns({
    onEdit: (row) => open({ mode: 'edit', id: row.id }),
    onDelete: (row: ClientDto) =>
      void confirmDelete({ name: row.clientId }, () => remove.mutateAsync(row.id)),
  })
  const searchFields: SearchField<(typeof filterKeys)[number]>[] = [
    { name: 'filter', label: t('crud:keyword') },
  ]
  return (
    <Flex vertical gap="middle">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('route:client')}
      </Typography.Title>
      <CrudSearchForm fields={searchFields} values={list.view.filters} onSearch={list.setFilters} />
      <Flex gap="small">
        <Granted policy={clientPolicies.create}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => open({ mode: 'create' })}>
            {t('crud:create')}
          </Button>
        </Granted>
      </Flex>
      <CrudTable list={list} columns={columns} rowKey="id" />
      {dialog.mode === 'create' && (
        <ClientCreateModal
          key={openCount}
          onCreated={(id) => open({ mode: 'edit', id })}
          onClose={closeCreate}
        />
      )}
      {dialog.mode === 'edit' && (
        <ClientEditDrawer key={openCount} id={dialog.id} onClose={close} />
      )}
    </Flex>
  )
}
