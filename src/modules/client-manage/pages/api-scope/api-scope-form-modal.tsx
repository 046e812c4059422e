import { Flex, Form, Input, Switch } from 'antd'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { apiScopeResource, type ApiScopeDto } from '@/modules/client-manage/api/api-scope-api'
import { claimTypesOf, toUserClaims } from '@/modules/client-manage/api/resource-dtos'
import { CrudFormModal } from '@/components/crud/crud-form-modal'
import { useDialogRecord, type CrudDialog } from '@/components/crud/use-dialog-record'
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

/**
 * Create or edit an API scope (abp-api.md §8.3: name and display name 200, description 1000).
 * Properties are part of `UpdateApiScopeDto` only: they show when editing.
 */
export function ApiScopeFormModal({
  dialog,
  onClose,
}: {
  dialog: CrudDialog
  onClose: () => void
}) {
  const { t } = useTranslation('api-scope')
  const editId = dialog.mode === 'edit' ? dialog.id : ''
  const { record, isLoading, reload, create, update } = useDialogRecord(apiScopeResource, editId)
  const data = record.data
  const initialValues = useMemo(() => (editId ? data && toForm(data) : defaults), [editId, data])

  const submit = ({ properties, ...values }: ApiScopeFormValues) => {
    const input = {
      ...values,
      displayName: blankToNull(values.displayName),
      description: blankToNull(values.description),
      userClaims: toUserClaims(values.userClaims),
    }
    if (!editId) return create.mutateAsync(input)
    return update.mutateAsync({
      id: editId,
      input: {
        ...input,
        properties: toProperties(properties),
        concurrencyStamp: data?.concurrencyStamp,
      },
    })
  }

  return (
    <CrudFormModal<ApiScopeFormValues>
      open
      title={editId ? t('editTitle') : t('createTitle')}
      initialValues={initialValues}
      loading={isLoading}
      onSubmit={submit}
      onClose={onClose}
      onStale={reload}
      fieldErrorCodes={fieldErrorCodes}
    >
      <Form.Item
        name="name"
        label={t('client-manage:name')}
        rules={[{ required: true, whitespace: true }, { max: 200 }]}
        extra={editId ? t('renameHelp') : undefined}
      >
        <Input maxLength={200} autoComplete="off" />
      </Form.Item>
      <Form.Item name="displayName" label={t('client-manage:displayName')} rules={[{ max: 200 }]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="description" label={t('client-manage:description')} rules={[{ max: 1000 }]}>
        <Input.TextArea maxLength={1000} showCount rows={2} />
      </Form.Item>
      <Flex gap="middle" wrap>
        {(['enabled', 'required', 'emphasize', 'showInDiscoveryDocument'] as const).map((name) => (
          <Form.Item
            key={name}
            name={name}
            label={t(`client-manage:${name}`)}
            valuePropName="checked"
            style={switchStyle}
          >
            <Switch />
          </Form.Item>
        ))}
      </Flex>
      <Form.Item name="userClaims" label={t('client-manage:userClaims')}>
        <ClaimTypeSelect />
      </Form.Item>
      {editId && <PropertiesField />}
    </CrudFormModal>
  )
}
