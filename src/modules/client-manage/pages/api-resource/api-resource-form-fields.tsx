import { Flex, Form, Input, Switch, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { ClaimTypeSelect } from '../shared/claim-type-select'
import { PropertiesField } from '../shared/properties-field'
import type { PropertyRow, SecretRow } from '../shared/resource-form-rules'
import { SecretsField } from '../shared/secrets-field'
import { ApiScopeSelect } from './api-scope-select'

export interface ApiResourceFormValues {
  name: string
  displayName?: string | null
  description?: string | null
  enabled: boolean
  showInDiscoveryDocument: boolean
  userClaims: string[]
  scopes?: string[]
  secrets?: SecretRow[]
  properties?: PropertyRow[]
}

const half = { flex: 1, minWidth: 0 }

/**
 * The fields of the API resource dialog (abp-api.md §8.3: name and display name 200, description
 * 1000). Creating takes `CreateApiResourceDto` (a new resource is enabled, without scopes,
 * secrets or properties); editing `UpdateApiResourceDto`, which has no name: it cannot change.
 */
export function ApiResourceFormFields({ isEdit }: { isEdit: boolean }) {
  const { t } = useTranslation('api-resource')
  return (
    <>
      <Form.Item
        name="name"
        label={t('client-manage:name')}
        rules={[{ required: !isEdit, whitespace: true }, { max: 200 }]}
        extra={isEdit ? t('nameFixed') : undefined}
      >
        <Input maxLength={200} autoComplete="off" disabled={isEdit} />
      </Form.Item>
      <Form.Item name="displayName" label={t('client-manage:displayName')} rules={[{ max: 200 }]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="description" label={t('client-manage:description')} rules={[{ max: 1000 }]}>
        <Input.TextArea maxLength={1000} showCount rows={2} />
      </Form.Item>
      <Flex gap="middle">
        {isEdit && (
          <Form.Item
            name="enabled"
            label={t('client-manage:enabled')}
            valuePropName="checked"
            style={half}
          >
            <Switch />
          </Form.Item>
        )}
        <Form.Item
          name="showInDiscoveryDocument"
          label={t('client-manage:showInDiscoveryDocument')}
          valuePropName="checked"
          style={half}
        >
          <Switch />
        </Form.Item>
      </Flex>
      <Form.Item name="userClaims" label={t('client-manage:userClaims')}>
        <ClaimTypeSelect />
      </Form.Item>
      {isEdit ? (
        <>
          <Form.Item name="scopes" label={t('client-manage:scopes')}>
            <ApiScopeSelect />
          </Form.Item>
          <SecretsField />
          <PropertiesField />
        </>
      ) : (
        <Typography.Paragraph type="secondary">{t('moreAfterCreate')}</Typography.Paragraph>
      )}
    </>
  )
}
