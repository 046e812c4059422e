import { useTranslation } from 'react-i18next'
import {
  apiResourceResource,
  type ApiResourceDto,
} from '@/modules/client-manage/api/api-resource-api'
import { CrudRecordModal } from '@/components/crud/crud-record-modal'
import type { CrudDialog } from '@/components/crud/use-dialog-record'
import {
  toProperties,
  toResourceForm,
  toResourceInput,
  toSecretInputs,
  toSecretRows,
} from '../shared/resource-form-rules'
import { ApiResourceFormFields, type ApiResourceFormValues } from './api-resource-form-fields'

const defaults: Partial<ApiResourceFormValues> = { showInDiscoveryDocument: true, userClaims: [] }
const fieldErrorCodes = { 'IdentityServer:DuplicateApiResourceName': 'name' }

const toForm = (row: ApiResourceDto): ApiResourceFormValues => ({
  ...toResourceForm(row),
  scopes: row.scopes.map((s) => s.scope),
  secrets: toSecretRows(row.secrets),
})

const toCreate = (values: ApiResourceFormValues) => ({
  name: values.name.trim(),
  showInDiscoveryDocument: values.showInDiscoveryDocument,
  ...toResourceInput(values),
})
// `UpdateApiResourceDto` has no name: it cannot change.
const toUpdate = (values: ApiResourceFormValues, row: ApiResourceDto | undefined) => ({
  ...toCreate(values),
  name: undefined,
  enabled: values.enabled,
  scopes: (values.scopes ?? []).map((scope) => ({ scope })),
  secrets: toSecretInputs(values.secrets),
  properties: toProperties(values.properties),
  concurrencyStamp: row?.concurrencyStamp,
})

/** Create or edit an API resource; mounted per opening, so an edit reads the record afresh. */
export function ApiResourceFormModal(props: { dialog: CrudDialog; onClose: () => void }) {
  const { t } = useTranslation('api-resource')
  return (
    <CrudRecordModal
      {...props}
      resource={apiResourceResource}
      titles={{ create: t('createTitle'), edit: t('editTitle') }}
      defaults={defaults}
      toForm={toForm}
      toCreate={toCreate}
      toUpdate={toUpdate}
      fieldErrorCodes={fieldErrorCodes}
    >
      {({ isEdit }) => <ApiResourceFormFields isEdit={isEdit} />}
    </CrudRecordModal>
  )
}
