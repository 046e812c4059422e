import { Form } from 'antd'
import { useTranslation } from 'react-i18next'
import { apiScopeResource, type ApiScopeDto } from '@/modules/client-manage/api/api-scope-api'
import { CrudRecordModal } from '@/components/crud/crud-record-modal'
import type { CrudDialog } from '@/components/crud/use-dialog-record'
import { ClaimTypeSelect } from '../shared/claim-type-select'
import { PropertiesField } from '../shared/properties-field'
import { ResourceSwitches, ResourceTextFields } from '../shared/resource-form-fields'
import {
  toProperties,
  toResourceForm,
  toResourceInput,
  type ResourceFormValues,
} from '../shared/resource-form-rules'

interface ApiScopeFormValues extends ResourceFormValues {
  required: boolean
  emphasize: boolean
}

const defaults: Partial<ApiScopeFormValues> = {
  enabled: true,
  required: false,
  emphasize: false,
  showInDiscoveryDocument: true,
  userClaims: [],
}
const fieldErrorCodes = { 'IdentityServer:DuplicateApiScopeName': 'name' }

const toForm = (row: ApiScopeDto): ApiScopeFormValues => ({
  ...toResourceForm(row),
  required: row.required,
  emphasize: row.emphasize,
})
const toCreate = (values: ApiScopeFormValues) => {
  const { properties: _properties, ...rest } = values
  return { ...rest, ...toResourceInput(values) }
}
const toUpdate = (values: ApiScopeFormValues, row: ApiScopeDto | undefined) => ({
  ...toCreate(values),
  properties: toProperties(values.properties),
  concurrencyStamp: row?.concurrencyStamp,
})

/**
 * Create or edit an API scope (abp-api.md §8.3: name and display name 200, description 1000).
 * Properties are part of `UpdateApiScopeDto` only: they show when editing.
 */
export function ApiScopeFormModal(props: { dialog: CrudDialog; onClose: () => void }) {
  const { t } = useTranslation('api-scope')
  return (
    <CrudRecordModal
      {...props}
      resource={apiScopeResource}
      titles={{ create: t('createTitle'), edit: t('editTitle') }}
      defaults={defaults}
      toForm={toForm}
      toCreate={toCreate}
      toUpdate={toUpdate}
      fieldErrorCodes={fieldErrorCodes}
    >
      {({ isEdit }) => (
        <>
          <ResourceTextFields nameHelp={isEdit ? t('renameHelp') : undefined} />
          <ResourceSwitches
            names={['enabled', 'required', 'emphasize', 'showInDiscoveryDocument']}
          />
          <Form.Item name="userClaims" label={t('client-manage:userClaims')}>
            <ClaimTypeSelect />
          </Form.Item>
          {isEdit && <PropertiesField />}
        </>
      )}
    </CrudRecordModal>
  )
}
