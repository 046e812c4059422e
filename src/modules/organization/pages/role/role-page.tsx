import { Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  rolePolicies,
  roleResource,
  type IdentityRoleDto,
} from '@/modules/organization/api/role-api'
import { CrudSearchForm, type SearchField } from '@/components/crud/crud-search-form'
import { CreateButton } from '@/components/crud/create-button'
import { CrudTable } from '@/components/crud/crud-table'
import { useConfirmDelete } from '@/components/crud/use-confirm-delete'
import { useDialogOpening } from '@/components/crud/use-dialog-opening'
import { useCrudList } from '@/components/crud/use-crud-list'
import { useCrudMutations } from '@/components/crud/use-crud-mutations'
import type { CrudDialog } from '@/components/crud/use-dialog-record'
import { PermissionsModal } from '@/modules/organization/pages/permissions/permissions-modal'
import { useTenantScope } from '@/query/query-scope'
import { useRoleColumns } from './role-columns'
import { RoleFormModal } from './role-form-modal'

const filterKeys = ['filter'] as const

/** Roles, `/organization/role`: ABP identity roles (abp-api.md §4) and their grants (§6). */
export default function RolePage() {
  const { t } = useTranslation(['role', 'permission'])
  const scope = useTenantScope()
  const list = useCrudList({ queries: roleResource.queries, scope, filterKeys })
  const { remove } = useCrudMutations(roleResource, scope)
  const confirmDelete = useConfirmDelete()
  const dialog = useDialogOpening<CrudDialog>()
  const permissions = useDialogOpening<IdentityRoleDto>()

  const columns = useRoleColumns({
    onEdit: (row) => dialog.open({ mode: 'edit', id: row.id }),
    onPermissions: permissions.open,
    onDelete: (row) => void confirmDelete({ name: row.name }, () => remove.mutateAsync(row.id)),
  })
  const searchFields: SearchField<(typeof filterKeys)[number]>[] = [
    { name: 'filter', label: t('crud:keyword') },
  ]

  return (
    <Flex vertical gap="middle">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('route:role')}
      </Typography.Title>
      <CrudSearchForm fields={searchFields} values={list.view.filters} onSearch={list.setFilters} />
      <CreateButton policy={rolePolicies.create} onClick={() => dialog.open({ mode: 'create' })} />
      <CrudTable list={list} columns={columns} rowKey="id" />
      {dialog.shown && (
        <RoleFormModal key={dialog.key} dialog={dialog.shown} onClose={dialog.close} />
      )}
      {permissions.shown && (
        <PermissionsModal
          key={permissions.key}
          providerName="R"
          providerKey={permissions.shown.name}
          subject={permissions.shown.name}
          open
          onClose={permissions.close}
        />
      )}
    </Flex>
  )
}
