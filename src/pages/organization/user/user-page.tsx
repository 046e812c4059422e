import { PlusOutlined } from '@ant-design/icons'
import { Button, Flex, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { baseUserResource, userPolicies, type BaseUserDto } from '@/api/base/base-user-api'
import { useRefreshPermissions } from '@/auth/use-refresh-permissions'
import { useSession } from '@/auth/use-session'
import { CrudSearchForm, type SearchField } from '@/components/crud/crud-search-form'
import type { ListFilters } from '@/components/crud/list-url-state'
import { CrudTable } from '@/components/crud/crud-table'
import { useConfirmDelete } from '@/components/crud/use-confirm-delete'
import { useCrudList } from '@/components/crud/use-crud-list'
import { useCrudMutations } from '@/components/crud/use-crud-mutations'
import { Granted } from '@/components/granted'
import { useTenantScope } from '@/query/query-scope'
import { PermissionsModal } from '@/pages/organization/permissions/permissions-modal'
import { OrganizationTreePanel } from './organization-tree-panel'
import { useUserColumns } from './user-columns'
import { UserFormModal, type UserDialog } from './user-form-modal'
import { reportGrantsRefreshFailure, useInvalidateMemberCounts } from './use-user-write-effects'

/** `organizationId` is set by the tree, `filter` by the search form; both live in the URL. */
const filterKeys = ['filter', 'organizationId'] as const
type FilterKey = (typeof filterKeys)[number]

/**
 * Users (用户管理), `/organization/user`: business-api.md §1.3 (`/api/base/user` with
 * organisations and positions), identity's delete and assignable roles (abp-api.md §4).
 */
export default function UserPage() {
  const { t } = useTranslation(['user', 'permission'])
  const scope = useTenantScope()
  const list = useCrudList({ queries: baseUserResource.queries, scope, filterKeys })
  const { remove } = useCrudMutations(baseUserResource, scope)
  const invalidateMemberCounts = useInvalidateMemberCounts()
  const refreshPermissions = useRefreshPermissions()
  const session = useSession()
  // Roles travel in the access token (ABP's role claims): a new token first, then its grants.
  const refreshOwnGrants = () =>
    void session
      .renew()
      .then(() => refreshPermissions())
      .catch(reportGrantsRefreshFailure)
  const confirmDelete = useConfirmDelete()
  const [dialog, setDialog] = useState<UserDialog>({ mode: 'closed' })
  const [permissionsOf, setPermissionsOf] = useState<BaseUserDto | null>(null)
  // Each opening mounts its dialog afresh: a new read of the record or grants.
  const [openCount, setOpenCount] = useState(0)
  const { filters } = list.view

  const open = (next: UserDialog) => {
    setOpenCount((count) => count + 1)
    setDialog(next)
  }
  const columns = useUserColumns({
    onEdit: (row) => open({ mode: 'edit', id: row.id }),
    onDelete: (row: BaseUserDto) =>
      void confirmDelete({ name: row.userName }, () => remove.mutateAsync(row.id)).then(
        (done) => done && invalidateMemberCounts(),
      ),
    onManagePermissions: (row) => {
      setOpenCount((count) => count + 1)
      setPermissionsOf(row)
    },
  })
  const searchFields: SearchField<FilterKey>[] = [{ name: 'filter', label: t('crud:keyword') }]
  // The search form owns the keyword, the tree the organisation: each keeps the other's value.
  const search = (next: ListFilters<FilterKey>) =>
    list.setFilters({ ...next, organizationId: filters.organizationId })
  const selectOrganization = (organizationId: string | undefined) =>
    list.setFilters({ ...filters, organizationId })

  return (
    <Flex vertical gap="middle">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('route:user')}
      </Typography.Title>
      <Flex gap="middle" align="flex-start" wrap>
        <OrganizationTreePanel selectedId={filters.organizationId} onSelect={selectOrganization} />
        <Flex vertical gap="middle" style={{ flex: '1 1 480px', minWidth: 0 }}>
          <CrudSearchForm fields={searchFields} values={filters} onSearch={search} />
          <Flex gap="small">
            <Granted policy={userPolicies.create}>
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => open({ mode: 'create', organizationId: filters.organizationId })}
              >
                {t('crud:create')}
              </Button>
            </Granted>
          </Flex>
          <CrudTable list={list} columns={columns} rowKey="id" />
        </Flex>
      </Flex>
      {dialog.mode !== 'closed' && (
        <UserFormModal
          key={openCount}
          dialog={dialog}
          onClose={() => setDialog({ mode: 'closed' })}
          onOwnRolesSaved={refreshOwnGrants}
        />
      )}
      {permissionsOf && (
        <PermissionsModal
          key={openCount}
          providerName="U"
          providerKey={permissionsOf.id}
          subject={permissionsOf.userName}
          open
          onClose={() => setPermissionsOf(null)}
        />
      )}
    </Flex>
  )
}
