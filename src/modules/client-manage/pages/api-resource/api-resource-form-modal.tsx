import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import {
  apiResourceResource,
  type ApiResourceDto,
} from '@/modules/client-manage/api/api-resource-api'
import { claimTypesOf, toUserClaims } from '@/modules/client-manage/api/resource-dtos'
import { CrudFormModal } from '@/components/crud/crud-form-modal'
import { useDialogRecord, type CrudDialog } from '@/components/crud/use-dialog-record'
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

/** Create or edit an API resource; mounted per opening, so an edit reads the record afresh. */
export function ApiResourceFormModal({
  dialog,
  onClose,
}: {
  dialog: CrudDialog
  onClose: () => void
}) {
  const { t } = useTranslation('api-resource')
  const editId = dialog.mode === 'edit' ? dialog.id : ''
  const { record, isLoading, reload, create, update } = useDialogRecord(apiResourceResource, editId)
  const data = record.data
  const initialValues = useMemo(() => (editId ? data && toForm(data) : defaults), [editId, data])

  const submit = (values: ApiResourceFormValues) => {
    const common = {
      displayName: blankToNull(values.displayName),
      description: blankToNull(values.description),
      showInDiscoveryDocument: values.showInDiscoveryDocument,
      userClaims: toUserClaims(values.userClaims),
    }
    if (!editId) return create.mutateAsync({ ...common, name: values.name.trim() })
    return update.mutateAsync({
      id: editId,
      input: {
        ...common,
        enabled: values.enabled,
        scopes: (values.scopes ?? []).map((scope) => ({ scope })),
        secrets: toSecretInputs(values.secrets),
        properties: toProperties(values.properties),
        concurrencyStamp: data?.concurrencyStamp,
      },
    })
  }

  return (
    <CrudFormModal<ApiResourceFormValues>
      open
      title={editId ? t('editTitle') : t('createTitle')}
      initialValues={initialValues}
      loading={isLoading}
      onSubmit={submit}
      onClose={onClose}
      onStale={reload}
      fieldErrorCodes={fieldErrorCodes}
    >
      <ApiResourceFormFields isEdit={editId !== ''} />
    </CrudFormModal>
  )
}
