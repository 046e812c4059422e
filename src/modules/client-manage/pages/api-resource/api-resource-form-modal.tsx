import { useTranslation } from 'react-i18next'
import {
  apiResourceResource,
  type ApiResourceDto,
} from '@/modules/client-manage/api/api-resource-api'
import { claimTypesOf, toUserClaims } from '@/modules/client-manage/api/resource-dtos'
import { CrudRecordModal } from '@/components/crud/crud-record-modal'
import type { CrudDialog } from '@/components/crud/use-dialog-record'
import {
  blankToNull,
  toProperties,
  toPropertyRows,
  toSecretInputs,
  toSecretRows,
} from '../shared/resource-form-rules'
import { ApiResourceFormFields, type ApiResourceFormValues } from './api-resource-form-fields'

const defaults: Partial<ApiResourceFormValues> = { showInDiscoveryDocument: true, userClaims: [] }
const fieldErrorCodes = { 'IdentityServer:DuplicateApiResourceName': 'name' }

function toForm(row: ApiResourceDto): ApiResourceFormValues {
  return {
    name: row.name,
    displayName: row.displayName,
    description: row.description,
    enabled: row.enabled,
    showInDiscoveryDocument: row.showInDiscoveryDocument,
    userClaims: claimTypesOf(row),
    scopes: row.scopes.map((s) => s.scope),
    secrets: toSecretRows(row.secrets),
    properties: toPropertyRows(row.properties),
  }
}

const toCreate = (values: ApiResourceFormValues) => ({
  name: values.name.trim(),
  displayName: blankToNull(values.displayName),
  description: blankToNull(values.description),
  showInDiscoveryDocument: values.showInDiscoveryDocument,
  userClaims: toUserClaims(values.userClaims),
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
