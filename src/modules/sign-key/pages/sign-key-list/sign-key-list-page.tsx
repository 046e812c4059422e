import { useTranslation } from 'react-i18next'
import { useImagePreview } from '@/components/authenticated-image/image-preview'
import { CrudPage } from '@/components/crud/crud-page'
import { useCrudPage } from '@/components/crud/use-crud-page'
import { useDialogOpening } from '@/components/crud/use-dialog-opening'
import { signKeyPolicies, signKeyResource } from '@/modules/sign-key/api/sign-key-api'
import type { SignKeyDto } from '@/modules/sign-key/api/sign-key-dtos'
import { viewKinds, type SignKeyView } from '@/modules/sign-key/sign-key-rules'
import { ReplaceImageModal } from './replace-image-modal'
import { SealHoldersModal } from './seal-holders-modal'
import { SealUsageModal } from './seal-usage-modal'
import { useSignKeyColumns } from './sign-key-columns'
import { SignKeyFormModal } from './sign-key-form-modal'
import { useSignKeySearchFields } from './sign-key-search-fields'

const titleKeys: Record<SignKeyView, string> = {
  user: 'route:userSignKey',
  'proj-org': 'route:projOrgSeal',
  'htd-org': 'route:htdOrgSeal',
  all: 'route:allSignKeys',
}

/**
 * The Signing keys list (business-api.md §5), one declaration for the four views: a view fixes
 * the kind (All filters by it) and offers the owners its keys have. Upload and edit, replace the
 * image, a seal's holders and its usage log (workflow-api.md §6), delete one or many.
 */
function SignKeyListPage({ view }: { view: SignKeyView }) {
  const { t } = useTranslation(['sign-key', 'project-grant', 'image-file'])
  const kind = viewKinds[view]
  const search = useSignKeySearchFields(view)
  const page = useCrudPage({
    resource: signKeyResource,
    policies: signKeyPolicies,
    search,
    fixedFilters: kind === null ? undefined : { kind },
    nameOf: (row: SignKeyDto) => row.name,
    bulkDelete: true,
  })
  const preview = useImagePreview()
  const columns = useSignKeyColumns(kind === null, preview.open)
  const replacing = useDialogOpening<SignKeyDto>()
  const holders = useDialogOpening<SignKeyDto>()
  const usage = useDialogOpening<SignKeyDto>()
  return (
    <CrudPage
      page={page}
      title={t(titleKeys[view])}
      columns={columns}
      create={{ label: t('upload') }}
      rowActions={(row, { edit, remove }) => [
        edit(row),
        {
          label: t('replaceImage'),
          policy: signKeyPolicies.update,
          onClick: () => replacing.open(row),
        },
        {
          label: t('holders'),
          policy: signKeyPolicies.manageHolders,
          onClick: () => holders.open(row),
          // A user signature has no holders (V5).
          hidden: row.kind === 1,
        },
        {
          label: t('usage.action'),
          policy: signKeyPolicies.read,
          onClick: () => usage.open(row),
          // A user signature is used by its owner's steps, not applied as a seal.
          hidden: row.kind === 1,
        },
        remove(row),
      ]}
      form={(dialog, close) => <SignKeyFormModal dialog={dialog} onClose={close} kind={kind} />}
    >
      {preview.element}
      {replacing.shown && (
        <ReplaceImageModal
          key={replacing.key}
          signKey={replacing.shown}
          scope={page.scope}
          onClose={replacing.close}
        />
      )}
      {holders.shown && (
        <SealHoldersModal
          key={holders.key}
          seal={holders.shown}
          scope={page.scope}
          onClose={holders.close}
        />
      )}
      {usage.shown && (
        <SealUsageModal
          key={usage.key}
          seal={usage.shown}
          scope={page.scope}
          onClose={usage.close}
        />
      )}
    </CrudPage>
  )
}

/** One page module, four routes (sign-key-routes.ts). */
export const UserSignKeysPage = () => <SignKeyListPage view="user" />
export const ProjOrgSealsPage = () => <SignKeyListPage view="proj-org" />
export const HtdOrgSealsPage = () => <SignKeyListPage view="htd-org" />
export const AllSignKeysPage = () => <SignKeyListPage view="all" />
