import { Flex, Form, Input, Switch } from 'antd'
import { useTranslation } from 'react-i18next'
import { apiScopeResource, type ApiScopeDto } from '@/modules/client-manage/api/api-scope-api'
import { claimTypesOf, toUserClaims } from '@/modules/client-manage/api/resource-dtos'
import { CrudRecordModal } from '@/components/crud/crud-record-modal'
import type { CrudDialog } from '@/components/crud/use-dialog-record'
import { ClaimTypeSelect } from '../shared/claim-type-select'
import { PropertiesField } from '../shared/properties-field'
import {
  blankToNull,
  toProperties,
  toPropertyRows,
  type PropertyRow,
} from '../shared/resource-form-rules'

interface ApiScopeFormValues {
  name: string
  displayName?: string | null
  description?: string | null
  enabled: boolean
  required: boolean
  emphasize: boolean
  showInDiscoveryDocument: boolean
  userClaims: string[]
  properties?: PropertyRow[]
}

const defaults: Partial<ApiScopeFormValues> = {
  enabled: true,
  required: false,
  emphasize: false,
  showInDiscoveryDocument: true,
  userClaims: [],
}
const fieldErrorCodes = { 'IdentityServer:DuplicateApiScopeName': 'name' }

function toForm(row: ApiScopeDto): ApiScopeFormValues {
  return {
    name: row.name,
    displayName: row.displayName,
    description: row.description,
    enabled: row.enabled,
    required: row.required,
    emphasize: row.emphasize,
    showInDiscoveryDocument: row.showInDiscoveryDocument,
    userClaims: claimTypesOf(row),
    properties: toPropertyRows(row.properties),
  }
}

const switchStyle = { flex: 1, minWidth: 0 }

const toCreate = (values: ApiScopeFormValues) => {
  const { properties: _properties, ...rest } = values
  return {
    ...rest,
    displayName: blankToNull(values.displayName),
    description: blankToNull(values.description),
    userClaims: toUserClaims(values.userClaims),
  }
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
          <Form.Item
            name="name"
            label={t('client-manage:name')}
            rules={[{ required: true, whitespace: true }, { max: 200 }]}
            extra={isEdit ? t('renameHelp') : undefined}
          >
            <Input maxLength={200} autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="displayName"
            label={t('client-manage:displayName')}
            rules={[{ max: 200 }]}
          >
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item
            name="description"
            label={t('client-manage:description')}
            rules={[{ max: 1000 }]}
          >
            <Input.TextArea maxLength={1000} showCount rows={2} />
          </Form.Item>
          <Flex gap="middle" wrap>
            {(['enabled', 'required', 'emphasize', 'showInDiscoveryDocument'] as const).map(
              (name) => (
                <Form.Item
                  key={name}
                  name={name}
                  label={t(`client-manage:${name}`)}
                  valuePropName="checked"
                  style={switchStyle}
                >
                  <Switch />
                </Form.Item>
              ),
            )}
          </Flex>
          <Form.Item name="userClaims" label={t('client-manage:userClaims')}>
            <ClaimTypeSelect />
          </Form.Item>
          {isEdit && <PropertiesField />}
        </>
      )}
    </CrudRecordModal>
  )
}
