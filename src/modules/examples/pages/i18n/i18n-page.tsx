import { Card, Col, Row } from 'antd'
import { useTranslation } from 'react-i18next'
import { ExamplePage } from '../example-page'
import { FormatsCard } from './formats-card'
import { LanguageSwitch } from './language-switch'
import { SampleForm } from './sample-form'

/**
 * Issue 12, i18n: the four languages switched in place — a form's labels, placeholders and
 * validation messages, and the spec §9 formatters — without a reload.
 */
export default function I18nPage() {
  // `common` for the relative times the formats card words.
  const { t } = useTranslation(['example-i18n', 'common'])
  return (
    <ExamplePage titleKey="exampleI18n" intro={t('intro')}>
      <LanguageSwitch />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={8}>
          <Card title={t('form.title')}>
            <SampleForm />
          </Card>
        </Col>
        <Col xs={24} xl={16}>
          <FormatsCard />
        </Col>
      </Row>
    </ExamplePage>
  )
}
