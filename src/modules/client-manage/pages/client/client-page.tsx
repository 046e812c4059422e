import { useTranslation } from 'react-i18next'
import { clientPolicies, clientResource } from '@/modules/client-manage/api/client-api'
import type { ClientDto } from '@/modules/client-manage/api/client-dtos'
import { CrudPage } from '@/components/crud/crud-page'
import { useCrudPage } from '@/components/crud/use-crud-page'
import { useDialogOpening } from '@/components/crud/use-dialog-opening'
import { useClientColumns } from './client-columns'
import { ClientCreateModal } from './client-create-modal'
import { ClientEditDrawer } from './client-edit-drawer'

/**
 * Clients (客户端), `/client-manage/client`: IdentityServer clients, abp-api.md §8.1–8.2. A new
 * client is created with the few members of `CreateClientDto`, then opens in the edit drawer.
 */
export default function ClientPage() {
  const { t } = useTranslation(['client', 'client-manage'])
  const page = useCrudPage({
    resource: clientResource,
    policies: clientPolicies,
    filterKeys: ['filter'],
    nameOf: (row: ClientDto) => row.clientId,
  })
  // The create dialog is the page's own: once saved, it opens the new client's drawer and closes.
  const creating = useDialogOpening<true>()
  return (
    <CrudPage
      page={page}
      title={t('route:client')}
      search={[{ name: 'filter', label: t('crud:keyword') }]}
      columns={useClientColumns()}
      create={{ open: () => creating.open(true) }}
      // The edit dialog is a drawer of every setting in tabs.
      form={(dialog, close) =>
        dialog.mode === 'edit' && <ClientEditDrawer id={dialog.id} onClose={close} />
      }
    >
      {creating.shown && (
        <ClientCreateModal
          key={creating.key}
          onCreated={(id) => page.dialog.open({ mode: 'edit', id })}
          onClose={creating.close}
        />
      )}
    </CrudPage>
  )
}
