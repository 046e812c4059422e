import { Alert } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  tenantPolicies,
  tenantResource,
  type TenantDto,
} from '@/modules/saas/api/tenant-management-api'
import { CrudPage } from '@/components/crud/crud-page'
import { crudPagePrefetch } from '@/components/crud/crud-page-prefetch'
import { useCrudPage } from '@/components/crud/use-crud-page'
import { useDialogOpening } from '@/components/crud/use-dialog-opening'
import { TenantConnectionStringModal } from './tenant-connection-string-modal'
import { TenantFormModal } from './tenant-form-modal'

const texts = ['tenant']

/** Heading for the menu entry fetches the texts and the first page of tenants (the kit's rule). */
export const prefetch = crudPagePrefetch({ texts, queries: tenantResource.queries })

/**
 * Tenants, `/saas/tenant` (hidden from the menu, reached from the user menu): ABP tenant
 * management (abp-api.md §5), host side only.
 */
export default function TenantPage() {
  const { t } = useTranslation(texts)
  const page = useCrudPage({
    resource: tenantResource,
    policies: tenantPolicies,
    filterKeys: ['filter'],
    nameOf: (row: TenantDto) => row.name,
  })
  const connection = useDialogOpening<TenantDto>()
  const [created, setCreated] = useState<string | null>(null)
  return (
    <CrudPage
      page={page}
      title={t('route:tenant')}
      header={
        created && (
          <Alert
            type="success"
            showIcon
            closable={{ onClose: () => setCreated(null) }}
            title={t('createdTitle', { name: created })}
            description={t('createdHint', { name: created })}
          />
        )
      }
      search={[{ name: 'filter', label: t('crud:keyword') }]}
      // `TenantDto` has no audit members, so name is the one sort.
      columns={[
        { key: 'name', dataIndex: 'name', title: t('name'), sorter: true },
        // The id is what `__tenant` also accepts; long, so cut with the whole id as the cell's title.
        { key: 'id', dataIndex: 'id', title: t('id'), width: 340, ellipsis: true },
      ]}
      rowActions={(row, { edit, remove }) => [
        edit(row),
        {
          label: t('connectionString'),
          policy: tenantPolicies.manageConnectionStrings,
          onClick: () => connection.open(row),
        },
        remove(row),
      ]}
      form={(dialog, close) => (
        <TenantFormModal
          dialog={dialog}
          onClose={close}
          onCreated={(tenant) => setCreated(tenant.name)}
        />
      )}
    >
      {connection.shown && (
        <TenantConnectionStringModal
          key={connection.key}
          tenant={connection.shown}
          onClose={connection.close}
        />
      )}
    </CrudPage>
  )
}
