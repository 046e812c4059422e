import { Form } from 'antd'
import { useTranslation } from 'react-i18next'
import { ScopeSelect } from './scope-select'

/** The scopes the client may request: API scopes and identity resources. */
export function ClientScopesTab() {
  const { t } = useTranslation('client')
  return (
    <Form.Item name="scopes" label={t('client-manage:scopes')} extra={t('scopesHelp')}>
      <ScopeSelect />
    </Form.Item>
  )
}
