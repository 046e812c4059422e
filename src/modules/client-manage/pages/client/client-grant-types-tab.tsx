import { Alert, Checkbox, Flex, Form, Switch, Tag, type FormRule } from 'antd'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import type { ClientEditValues } from './client-form-values'
import {
  grantTypeChoices,
  grantTypeConflict,
  grantTypes,
  notRecommendedGrantTypes,
  pkceAfterGrantChange,
} from './client-rules'

/** What each standard grant type is for (their names hold `:`, so they cannot be keys). */
const grantLabels: Record<string, string> = {
  [grantTypes.authorizationCode]: 'grantAuthorizationCode',
  [grantTypes.clientCredentials]: 'grantClientCredentials',
  [grantTypes.password]: 'grantPassword',
  [grantTypes.implicit]: 'grantImplicit',
  [grantTypes.hybrid]: 'grantHybrid',
  [grantTypes.deviceCode]: 'grantDeviceCode',
}

interface GrantTypeChecksProps {
  id?: string
  value?: string[]
  onChange?: (value: string[]) => void
}

/** The grant type checkboxes; ticking authorization_code without a secret turns PKCE on. */
function GrantTypeChecks({ id, value = [], onChange }: GrantTypeChecksProps) {
  const { t } = useTranslation('client')
  const form = Form.useFormInstance<ClientEditValues>()
  const change = (next: string[]) => {
    const requireClientSecret = form.getFieldValue('requireClientSecret') === true
    const requirePkce = form.getFieldValue('requirePkce') === true
    onChange?.(next)
    if (pkceAfterGrantChange(value, next, requireClientSecret, requirePkce) !== requirePkce) {
      form.setFieldValue('requirePkce', true)
    }
  }
  return (
    <Checkbox.Group value={value} onChange={change}>
      <Flex id={id} vertical gap={8}>
        {grantTypeChoices(value).map((grant) => (
          <Checkbox key={grant} value={grant}>
            <code>{grant}</code> {grantLabels[grant] ? t(grantLabels[grant]) : null}
            {notRecommendedGrantTypes.includes(grant) && (
              <Tag color="warning" style={{ marginInlineStart: 8 }}>
                {t('notRecommended')}
              </Tag>
            )}
          </Checkbox>
        ))}
      </Flex>
    </Checkbox.Group>
  )
}

const conflictRule = (t: TFunction): FormRule => ({
  validator: (_rule, value: string[] | undefined) => {
    const conflict = grantTypeConflict(value ?? [])
    if (!conflict) return Promise.resolve()
    return Promise.reject(new Error(t('client:grantConflict', { a: conflict[0], b: conflict[1] })))
  },
})

/** Grant types (IdentityServer4's standard ones) and refresh tokens (offline access). */
export function ClientGrantTypesTab() {
  const { t } = useTranslation('client')
  const selected = Form.useWatch<string[] | undefined>('allowedGrantTypes') ?? []
  return (
    <>
      <Form.Item
        name="allowedGrantTypes"
        label={t('allowedGrantTypes')}
        rules={[conflictRule(t)]}
        extra={t('pkceHint')}
      >
        <GrantTypeChecks />
      </Form.Item>
      {selected.includes(grantTypes.implicit) && (
        <Alert type="warning" showIcon title={t('implicitWarning')} style={{ marginBottom: 24 }} />
      )}
      <Form.Item
        name="allowOfflineAccess"
        label={t('allowOfflineAccess')}
        valuePropName="checked"
        extra={t('allowOfflineAccessHelp')}
      >
        <Switch />
      </Form.Item>
    </>
  )
}
