import { Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { clientPolicies, clientResource } from '@/modules/client-manage/api/client-api'
import type { ClientDto } from '@/modules/client-manage/api/client-dtos'
import { CrudSearchForm, type SearchField } from '@/components/crud/crud-search-form'
import { CreateButton } from '@/components/crud/create-button'
import { CrudTable } from '@/components/crud/crud-table'
import { useConfirmDelete } from '@/components/crud/use-confirm-delete'
import { useDialogOpening } from '@/components/crud/use-dialog-opening'
import { useCrudList } from '@/components/crud/use-crud-list'
import { useCrudMutations } from '@/components/crud/use-crud-mutations'
import { useTenantScope } from '@/query/query-scope'
import { useClientColumns } from './client-columns'
import { ClientCreateModal } from './client-create-modal'
import { ClientEditDrawer } from './client-edit-drawer'

const filterKeys = ['filter'] as const

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
  // Two dialogs: a saved create opens the new client's drawer, then closes itself.
  const creating = useDialogOpening<true>()
  const editing = useDialogOpening<string>()
  const columns = useClientColumns({
    onEdit: (row) => editing.open(row.id),
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
      <CreateButton policy={clientPolicies.create} onClick={() => creating.open(true)} />
      <CrudTable list={list} columns={columns} rowKey="id" />
      {creating.shown && (
        <ClientCreateModal key={creating.key} onCreated={editing.open} onClose={creating.close} />
      )}
      {editing.shown && (
        <ClientEditDrawer key={editing.key} id={editing.shown} onClose={editing.close} />
      )}
    </Flex>
  )
}
