import { useTranslation } from 'react-i18next'
import { useImagePreview } from '@/components/authenticated-image/image-preview'
import { CrudPage } from '@/components/crud/crud-page'
import { useCrudPage } from '@/components/crud/use-crud-page'
import { signKeyPolicies, signKeyResource } from '@/modules/sign-key/api/sign-key-api'
import type { SignKeyDto } from '@/modules/sign-key/api/sign-key-dtos'
import { viewKinds, type SignKeyView } from '@/modules/sign-key/sign-key-rules'
import { useSignKeyColumns } from './sign-key-columns'
import { useSignKeySearchFields } from './sign-key-search-fields'

const titleKeys: Record<SignKeyView, string> = {
  user: 'route:userSignKey',
  'proj-org': 'route:projOrgSeal',
  'htd-org': 'route:htdOrgSeal',
  all: 'route:allSignKeys',
}

/**
 * The Signing keys list (business-api.md §5), one declaration for the four views: a view fixes
 * the kind (All filters by it), and offers the owners its keys have.
 */
function SignKeyListPage({ view }: { view: SignKeyView }) {
  const { t } = useTranslation(['sign-key', 'project-grant'])
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
  return (
    <CrudPage page={page} title={t(titleKeys[view])} columns={columns} create={false}>
      {preview.element}
    </CrudPage>
  )
}

/** One page module, four routes (sign-key-routes.ts). */
export const UserSignKeysPage = () => <SignKeyListPage view="user" />
export const ProjOrgSealsPage = () => <SignKeyListPage view="proj-org" />
export const HtdOrgSealsPage = () => <SignKeyListPage view="htd-org" />
export const AllSignKeysPage = () => <SignKeyListPage view="all" />
