import { useTranslation } from 'react-i18next'
import {
  rolePolicies,
  roleResource,
  type IdentityRoleDto,
} from '@/modules/organization/api/role-api'
import { CrudPage } from '@/components/crud/crud-page'
import { crudPagePrefetch } from '@/components/crud/crud-page-prefetch'
import { flagTag } from '@/components/crud/table-columns'
import { useCrudPage } from '@/components/crud/use-crud-page'
import { useDialogOpening } from '@/components/crud/use-dialog-opening'
import { PermissionsModal } from '@/modules/organization/pages/permissions/permissions-modal'
import { RoleFormModal } from './role-form-modal'

const texts = ['role', 'permission']

/** Heading for the menu entry fetches the texts and the first page of roles (the kit's rule). */
export const prefetch = crudPagePrefetch({ texts, queries: roleResource.queries })

/** Roles, `/organization/role`: ABP identity roles (abp-api.md §4) and their grants (§6). */
export default function RolePage() {
  const { t } = useTranslation(texts)
  const page = useCrudPage({
    resource: roleResource,
    policies: rolePolicies,
    filterKeys: ['filter'],
    nameOf: (row: IdentityRoleDto) => row.name,
  })
  const permissions = useDialogOpening<IdentityRoleDto>()
  const flag = (key: 'isDefault' | 'isPublic' | 'isStatic', color: string) => ({
    key,
    dataIndex: key,
    title: t(key),
    sorter: true,
    width: 110,
    render: flagTag(t, color),
  })
  return (
    <CrudPage
      page={page}
      title={t('route:role')}
      search={[{ name: 'filter', label: t('crud:keyword') }]}
      // Every data column is in the server's sorting whitelist.
      columns={[
        { key: 'name', dataIndex: 'name', title: t('name'), sorter: true },
        flag('isDefault', 'processing'),
        flag('isPublic', 'success'),
        flag('isStatic', 'warning'),
      ]}
      rowActions={(row, { edit, remove }) => [
        edit(row),
        {
          label: t('permissions'),
          policy: rolePolicies.managePermissions,
          onClick: () => permissions.open(row),
        },
        // A static role cannot be deleted (ABP 403 Volo.Abp.Identity:010006): said why.
        remove(row, row.isStatic ? t('staticCannotDelete') : undefined),
      ]}
      form={(dialog, close) => <RoleFormModal dialog={dialog} onClose={close} />}
    >
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
    </CrudPage>
  )
}
