import { Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  apiResourcePolicies,
  apiResourceResource,
  type ApiResourceDto,
} from '@/modules/client-manage/api/api-resource-api'
import { CrudSearchForm, type SearchField } from '@/components/crud/crud-search-form'
import { CreateButton } from '@/components/crud/create-button'
import { CrudTable } from '@/components/crud/crud-table'
import { useConfirmDelete } from '@/components/crud/use-confirm-delete'
import { useDialogOpening } from '@/components/crud/use-dialog-opening'
import { useCrudList } from '@/components/crud/use-crud-list'
import { useCrudMutations } from '@/components/crud/use-crud-mutations'
import type { CrudDialog } from '@/components/crud/use-dialog-record'
import { useTenantScope } from '@/query/query-scope'
import { useApiResourceColumns } from './api-resource-columns'
import { ApiResourceFormModal } from './api-resource-form-modal'

const filterKeys = ['filter'] as const

/** API resources, `/client-manage/api-resource`: IdentityServer management (abp-api.md §8.1, §8.3). */
export default function ApiResourcePage() {
  const { t } = useTranslation(['api-resource', 'client-manage'])
  const scope = useTenantScope()
  const list = useCrudList({ queries: apiResourceResource.queries, scope, filterKeys })
  const { remove } = useCrudMutations(apiResourceResource, scope)
  const confirmDelete = useConfirmDelete()
  const dialog = useDialogOpening<CrudDialog>()

  const columns = useApiResourceColumns({
    onEdit: (row) => dialog.open({ mode: 'edit', id: row.id }),
    onDelete: (row: ApiResourceDto) =>
      void confirmDelete({ name: row.name }, () => remove.mutateAsync(row.id)),
  })
  const searchFields: SearchField<(typeof filterKeys)[number]>[] = [
    { name: 'filter', label: t('crud:keyword') },
  ]

  return (
    <Flex vertical gap="middle">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('route:apiResource')}
      </Typography.Title>
      <CrudSearchForm fields={searchFields} values={list.view.filters} onSearch={list.setFilters} />
      <CreateButton
        policy={apiResourcePolicies.create}
        onClick={() => dialog.open({ mode: 'create' })}
      />
      <CrudTable list={list} columns={columns} rowKey="id" />
      {dialog.shown && (
        <ApiResourceFormModal key={dialog.key} dialog={dialog.shown} onClose={dialog.close} />
      )}
    </Flex>
  )
}
