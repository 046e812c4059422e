import { useTranslation } from 'react-i18next'
import {
  baseUserResource,
  isAdminUser,
  userPolicies,
  type BaseUserDto,
} from '@/modules/organization/api/base-user-api'
import { useRefreshPermissions } from '@/auth/use-refresh-permissions'
import { useSession } from '@/auth/use-session'
import { CrudPage } from '@/components/crud/crud-page'
import { crudPagePrefetch } from '@/components/crud/crud-page-prefetch'
import { useCrudPage } from '@/components/crud/use-crud-page'
import { useDialogOpening } from '@/components/crud/use-dialog-opening'
import { PermissionsModal } from '@/modules/organization/pages/permissions/permissions-modal'
import { OrganizationTreePanel } from './organization-tree-panel'
import { useUserColumns } from './user-columns'
import { useUserSearchFields } from './user-search-fields'
import { UserFormModal, type UserDialog } from './user-form-modal'
import { reportGrantsRefreshFailure, useInvalidateMemberCounts } from './use-user-write-effects'

const texts = ['user', 'permission']

/** Heading for the menu entry fetches the texts and the first page of users (the kit's rule). */
export const prefetch = crudPagePrefetch({ texts, queries: baseUserResource.queries })

/**
 * Users (用户管理), `/organization/user`: business-api.md §1.3 (`/api/base/user` with
 * organisations and positions), identity's delete and assignable roles (abp-api.md §4).
 */
export default function UserPage() {
  const { t } = useTranslation(texts)
  const refreshPermissions = useRefreshPermissions()
  const session = useSession()
  // Roles travel in the access token (ABP's role claims): a new token first, then its grants.
  const refreshOwnGrants = () =>
    void session
      .renew()
      .then(() => refreshPermissions())
      .catch(reportGrantsRefreshFailure)
  const page = useCrudPage({
    resource: baseUserResource,
    policies: userPolicies,
    // The search form sets its fields, the tree `organizationId`; all live in the URL.
    search: useUserSearchFields(),
    filterKeys: ['organizationId'],
    nameOf: (row: BaseUserDto) => row.userName,
    onDeleted: useInvalidateMemberCounts(),
    // A new user starts in the organisation chosen in the tree.
    createDialog: (): UserDialog => ({ mode: 'create', organizationId: filters.organizationId }),
  })
  const { filters } = page.list.view
  const permissions = useDialogOpening<BaseUserDto>()
  return (
    <CrudPage
      page={page}
      title={t('route:user')}
      aside={
        <OrganizationTreePanel
          selectedId={filters.organizationId}
          onSelect={(organizationId) => page.list.setFilters({ ...filters, organizationId })}
        />
      }
      // The search form owns its fields, the tree the organisation.
      searchKeeps={['organizationId']}
      columns={useUserColumns()}
      rowActions={(row, { edit, remove }) => [
        edit(row),
        {
          label: t('permissions'),
          policy: userPolicies.managePermissions,
          onClick: () => permissions.open(row),
        },
        remove(row, isAdminUser(row) ? t('adminNotDeletable') : undefined),
      ]}
      form={(dialog, close) => (
        <UserFormModal dialog={dialog} onClose={close} onOwnRolesSaved={refreshOwnGrants} />
      )}
    >
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
    </CrudPage>
  )
}
