import { PlusOutlined } from '@ant-design/icons'
import { Button, Flex, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { rolePolicies, roleResource, type IdentityRoleDto } from '@/api/identity/role-api'
import { CrudSearchForm, type SearchField } from '@/components/crud/crud-search-form'
import { CrudTable } from '@/components/crud/crud-table'
import { useConfirmDelete } from '@/components/crud/use-confirm-delete'
import { useCrudList } from '@/components/crud/use-crud-list'
import { useCrudMutations } from '@/components/crud/use-crud-mutations'
import type { CrudDialog } from '@/components/crud/use-dialog-record'
import { Granted } from '@/components/granted'
import { PermissionsModal } from '@/pages/organization/permissions/permissions-modal'
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
  const [dialog, setDialog] = useState<CrudDialog>({ mode: 'closed' })
  const [permissionsOf, setPermissionsOf] = useState<IdentityRoleDto | null>(null)
  // Each opening mounts its dialog afresh: a new read of the record, no state carried over.
  const [openCount, setOpenCount] = useState(0)

  const open = (next: CrudDialog) => {
    setOpenCount((count) => count + 1)
    setDialog(next)
  }
  const columns = useRoleColumns({
    onEdit: (row) => open({ mode: 'edit', id: row.id }),
    onPermissions: (row) => {
      setOpenCount((count) => count + 1)
      setPermissionsOf(row)
    },
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
      <Flex gap="small">
        <Granted policy={rolePolicies.create}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => open({ mode: 'create' })}>
            {t('crud:create')}
          </Button>
        </Granted>
      </Flex>
      <CrudTable list={list} columns={columns} rowKey="id" />
      {dialog.mode !== 'closed' && (
        <RoleFormModal
          key={openCount}
          dialog={dialog}
          onClose={() => setDialog({ mode: 'closed' })}
        />
      )}
      {permissionsOf && (
        <PermissionsModal
          key={openCount}
          providerName="R"
          providerKey={permissionsOf.name}
          subject={permissionsOf.name}
          open
          onClose={() => setPermissionsOf(null)}
        />
      )}
    </Flex>
  )
}
