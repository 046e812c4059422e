import { Col, Form, Input, Row, Switch } from 'antd'
import { useTranslation } from 'react-i18next'
import { uriRules } from './client-field-rules'
import { ClientTokenFields } from './client-token-fields'

const switches = [
  'enabled',
  'requireConsent',
  'requireClientSecret',
  'requirePkce',
  'allowPlainTextPkce',
  'allowAccessTokensViaBrowser',
] as const

/** Basic settings: names, URIs, the client's switches and its tokens. */
export function ClientBasicTab() {
  const { t } = useTranslation('client')
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="clientName"
            label={t('clientName')}
            rules={[{ required: true, whitespace: true }, { max: 200 }]}
          >
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="clientUri" label={t('clientUri')} rules={uriRules(t)}>
            <Input />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="description" label={t('client-manage:description')} rules={[{ max: 1000 }]}>
        <Input.TextArea maxLength={1000} rows={2} />
      </Form.Item>
      <Form.Item name="logoUri" label={t('logoUri')} rules={uriRules(t)}>
        <Input />
      </Form.Item>
      <Row gutter={16}>
        {switches.map((name) => (
          <Col key={name} xs={12} md={8}>
            <Form.Item
              name={name}
              label={name === 'enabled' ? t('client-manage:enabled') : t(name)}
              valuePropName="checked"
            >
              <Switch />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <ClientTokenFields />
    </>
  )
}
