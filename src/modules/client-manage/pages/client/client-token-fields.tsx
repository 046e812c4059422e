import { Col, Form, InputNumber, Row, Select } from 'antd'
import { useTranslation } from 'react-i18next'

const lifetimes = [
  ['identityTokenLifetime', 1],
  ['accessTokenLifetime', 1],
  ['authorizationCodeLifetime', 1],
  ['absoluteRefreshTokenLifetime', 0],
  ['slidingRefreshTokenLifetime', 0],
] as const

const maxSeconds = 2147483647

/** Token lifetimes (seconds) and IdentityServer4's token enums (abp-api.md §8.2). */
export function ClientTokenFields() {
  const { t } = useTranslation('client')
  const choice = (name: string, labels: [string, string]) => (
    <Col xs={24} md={8}>
      <Form.Item name={name} label={t(name)} rules={[{ required: true }]}>
        <Select
          options={labels.map((label, value) => ({ value, label: t(label) }))}
          aria-label={t(name)}
        />
      </Form.Item>
    </Col>
  )
  return (
    <>
      <Row gutter={16}>
        {lifetimes.map(([name, min]) => (
          <Col key={name} xs={24} md={8}>
            <Form.Item
              name={name}
              label={t(name)}
              rules={[{ required: true }, { type: 'integer', min, max: maxSeconds }]}
            >
              <InputNumber
                min={min}
                max={maxSeconds}
                precision={0}
                suffix={t('seconds')}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Row gutter={16}>
        {choice('refreshTokenUsage', ['reUse', 'oneTimeOnly'])}
        {choice('refreshTokenExpiration', ['sliding', 'absolute'])}
        {choice('accessTokenType', ['jwt', 'reference'])}
      </Row>
    </>
  )
}
