import { Card, Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { ExamplePage } from '../example-page'
import { CrashExample } from './crash-example'

/** The pages the router shows by itself, each with what sends a user there. */
const errorLinks = [
  { key: 'unauthorized', to: '/401' },
  { key: 'notFound', to: '/404' },
  { key: 'unknownPath', to: '/example/no-such-page' },
] as const

/** Issue 12, Error pages: the 401 and 404 pages, and a page error kept inside its boundary. */
export default function ErrorPagesPage() {
  const { t } = useTranslation('example-error-pages')
  return (
    <ExamplePage titleKey="exampleErrorPages" intro={t('intro')}>
      <Card title={t('links.title')}>
        <Flex vertical gap="middle" component="ul" style={{ margin: 0, paddingInlineStart: 20 }}>
          {errorLinks.map(({ key, to }) => (
            <li key={key}>
              <Link to={to}>{t(`links.${key}.label`)}</Link>{' '}
              <Typography.Text code>{to}</Typography.Text>
              <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                {t(`links.${key}.explain`)}
              </Typography.Paragraph>
            </li>
          ))}
        </Flex>
      </Card>
      <CrashExample />
    </ExamplePage>
  )
}
