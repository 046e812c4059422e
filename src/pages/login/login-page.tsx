import { Alert, Button, Card, Form, Input, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { appConfig } from '@/config/app-config'
import { useSignIn, type SignInValues } from './use-sign-in'
import styles from './login-page.module.css'

export default function LoginPage() {
  const { t } = useTranslation('app')
  const { signIn, isSubmitting, errorText } = useSignIn()
  const showTenant = appConfig.loginMode === 'abp'

  return (
    <main className={styles.page}>
      <Card className={styles.card}>
        <Typography.Title level={2} className={styles.title}>
          {appConfig.appTitle}
        </Typography.Title>
        <Typography.Paragraph type="secondary" className={styles.subtitle}>
          {t('login.title')}
        </Typography.Paragraph>
        {errorText && <Alert type="error" showIcon title={errorText} className={styles.alert} />}
        <Form<SignInValues> layout="vertical" requiredMark={false} onFinish={(v) => void signIn(v)}>
          {showTenant && (
            <Form.Item label={t('login.tenant')} name="tenant">
              <Input
                name="tenant"
                autoComplete="organization"
                placeholder={t('login.tenantPlaceholder')}
              />
            </Form.Item>
          )}
          <Form.Item
            label={t('login.username')}
            name="username"
            rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}
          >
            <Input name="username" autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item
            label={t('login.password')}
            name="password"
            rules={[{ required: true, message: t('login.passwordRequired') }]}
          >
            <Input.Password name="password" autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={isSubmitting}>
            {t('login.submit')}
          </Button>
        </Form>
      </Card>
    </main>
  )
}
