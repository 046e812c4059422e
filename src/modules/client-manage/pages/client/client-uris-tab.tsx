import { Form, Input } from 'antd'
import { useTranslation } from 'react-i18next'
import { originRules, uriRules } from './client-field-rules'
import { UriListField } from './uri-list-field'

/** Where the client may be sent back to, and which origins may call the token endpoint. */
export function ClientUrisTab() {
  const { t } = useTranslation('client')
  return (
    <>
      <UriListField
        name="redirectUris"
        label={t('redirectUris')}
        addLabel={t('addRedirectUri')}
        rules={uriRules(t)}
        placeholder="https://app.example.com/signin-callback"
      />
      <UriListField
        name="postLogoutRedirectUris"
        label={t('postLogoutRedirectUris')}
        addLabel={t('addPostLogoutRedirectUri')}
        rules={uriRules(t)}
        placeholder="https://app.example.com/"
      />
      <UriListField
        name="allowedCorsOrigins"
        label={t('allowedCorsOrigins')}
        addLabel={t('addCorsOrigin')}
        rules={originRules(t)}
        placeholder="https://app.example.com"
      />
      <Form.Item
        name="frontChannelLogoutUri"
        label={t('frontChannelLogoutUri')}
        rules={uriRules(t)}
      >
        <Input />
      </Form.Item>
      <Form.Item name="backChannelLogoutUri" label={t('backChannelLogoutUri')} rules={uriRules(t)}>
        <Input />
      </Form.Item>
    </>
  )
}
