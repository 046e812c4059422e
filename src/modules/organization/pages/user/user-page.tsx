import { Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  baseUserResource,
  userPolicies,
  type BaseUserDto,
} from '@/modules/organization/api/base-user-api'
import { useRefreshPermissions } from '@/auth/use-refresh-permissions'
import { useSession } from '@/auth/use-session'
import { CrudSearchForm, type SearchField } from '@/components/crud/crud-search-form'
import type { ListFilters } from '@/components/crud/list-url-state'
import { CreateButton } from '@/components/crud/create-button'
import { CrudTable } from '@/components/crud/crud-table'
import { useConfirmDelete } from '@/components/crud/use-confirm-delete'
import { useDialogOpening } from '@/components/crud/use-dialog-opening'
import { useCrudList } from '@/components/crud/use-crud-list'
import { useCrudMutations } from '@/components/crud/use-crud-mutations'
import { useTenantScope } from '@/query/query-scope'
import { PermissionsModal } from '@/modules/organization/pages/permissions/permissions-modal'
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
  const dialog = useDialogOpening<UserDialog>()
  const permissions = useDialogOpening<BaseUserDto>()
  const { filters } = list.view

  const columns = useUserColumns({
    onEdit: (row) => dialog.open({ mode: 'edit', id: row.id }),
    onDelete: (row: BaseUserDto) =>
      void confirmDelete({ name: row.userName }, () => remove.mutateAsync(row.id)).then(
        (done) => done && invalidateMemberCounts(),
      ),
    onManagePermissions: permissions.open,
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
          <CreateButton
            policy={userPolicies.create}
            onClick={() => dialog.open({ mode: 'create', organizationId: filters.organizationId })}
          />
          <CrudTable list={list} columns={columns} rowKey="id" />
        </Flex>
      </Flex>
      {dialog.shown && (
        <UserFormModal
          key={dialog.key}
          dialog={dialog.shown}
          onClose={dialog.close}
          onOwnRolesSaved={refreshOwnGrants}
        />
      )}
      {permissions.shown && (
        <PermissionsModal
          key={permissions.key}
          providerName="U"
          providerKey={permissions.shown.id}
          subject={permissions.shown.userName}
          open
          onClose={permissions.close}
        />
      )}
    </Flex>
  )
}
