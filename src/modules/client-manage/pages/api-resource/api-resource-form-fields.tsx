import { Form, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { ClaimTypeSelect } from '../shared/claim-type-select'
import { PropertiesField } from '../shared/properties-field'
import { ResourceSwitches, ResourceTextFields } from '../shared/resource-form-fields'
import type { ResourceFormValues, SecretRow } from '../shared/resource-form-rules'
import { SecretsField } from '../shared/secrets-field'
import { ApiScopeSelect } from './api-scope-select'

export interface ApiResourceFormValues extends ResourceFormValues {
  scopes?: string[]
  secrets?: SecretRow[]
}

/**
 * The fields of the API resource dialog (abp-api.md §8.3: name and display name 200, description
 * 1000). Creating takes `CreateApiResourceDto` (a new resource is enabled, without scopes,
 * secrets or properties); editing `UpdateApiResourceDto`, which has no name: it cannot change.
 */
export function ApiResourceFormFields({ isEdit }: { isEdit: boolean }) {
  const { t } = useTranslation('api-resource')
  return (
    <>
      <ResourceTextFields nameHelp={isEdit ? t('nameFixed') : undefined} nameFixed={isEdit} />
      <ResourceSwitches
        names={isEdit ? ['enabled', 'showInDiscoveryDocument'] : ['showInDiscoveryDocument']}
      />
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
