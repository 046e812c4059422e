import { Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  apiScopePolicies,
  apiScopeResource,
  type ApiScopeDto,
} from '@/modules/client-manage/api/api-scope-api'
import { CrudSearchForm, type SearchField } from '@/components/crud/crud-search-form'
import { CreateButton } from '@/components/crud/create-button'
import { CrudTable } from '@/components/crud/crud-table'
import { useConfirmDelete } from '@/components/crud/use-confirm-delete'
import { useDialogOpening } from '@/components/crud/use-dialog-opening'
import { useCrudList } from '@/components/crud/use-crud-list'
import { useCrudMutations } from '@/components/crud/use-crud-mutations'
import type { CrudDialog } from '@/components/crud/use-dialog-record'
import { useTenantScope } from '@/query/query-scope'
import { useApiScopeColumns } from './api-scope-columns'
import { ApiScopeFormModal } from './api-scope-form-modal'

const filterKeys = ['filter'] as const

/** API scopes, `/client-manage/api-scope`: IdentityServer management (abp-api.md §8.1, §8.3). */
export default function ApiScopePage() {
  const { t } = useTranslation(['api-scope', 'client-manage'])
  const scope = useTenantScope()
  const list = useCrudList({ queries: apiScopeResource.queries, scope, filterKeys })
  const { remove } = useCrudMutations(apiScopeResource, scope)
  const confirmDelete = useConfirmDelete()
  const dialog = useDialogOpening<CrudDialog>()

  const columns = useApiScopeColumns({
    onEdit: (row) => dialog.open({ mode: 'edit', id: row.id }),
    onDelete: (row: ApiScopeDto) =>
      void confirmDelete({ name: row.name }, () => remove.mutateAsync(row.id)),
  })
  const searchFields: SearchField<(typeof filterKeys)[number]>[] = [
    { name: 'filter', label: t('crud:keyword') },
  ]

  return (
    <Flex vertical gap="middle">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('route:apiScope')}
      </Typography.Title>
      <CrudSearchForm fields={searchFields} values={list.view.filters} onSearch={list.setFilters} />
      <CreateButton
        policy={apiScopePolicies.create}
        onClick={() => dialog.open({ mode: 'create' })}
      />
      <CrudTable list={list} columns={columns} rowKey="id" />
      {dialog.shown && (
        <ApiScopeFormModal key={dialog.key} dialog={dialog.shown} onClose={dialog.close} />
      )}
    </Flex>
  )
}
