import { Alert, Button, Card, Table, Typography, type TableColumnsType } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router-dom'
import { useSessionActions } from '@/auth/use-session'
import { buildLoginPath } from '@/utils/safe-redirect'

interface SeededAccount {
  /** Its texts: `accounts.<key>` in the `example-permission` namespace. */
  key: string
  tenant: string | null
  username: string
}

/** The embedded backend's seeded accounts (mock/core/db/seed-accounts.ts), one password for all. */
const seededAccounts: readonly SeededAccount[] = [
  { key: 'admin', tenant: null, username: 'admin' },
  { key: 'manager', tenant: null, username: 'manager' },
  { key: 'nobody', tenant: null, username: 'nobody' },
  { key: 'demoAdmin', tenant: 'demo', username: 'admin' },
]
const seedPassword = '1q2w3E*'

/**
 * The examples are on by default, so this card also shows against a real ABP server, where these
 * accounts do not exist: the warning says whose accounts they are.
 *
 * Against ABP a role is a set of granted permissions on the server, so "another role" means
 * signing in as another user. The sign-in form has no field to prefill from the address: the
 * table names what to type, and the button signs out, coming back here after the next sign-in.
 */
export function SeededAccounts() {
  const { t } = useTranslation('example-permission')
  const { logout } = useSessionActions()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const [leaving, setLeaving] = useState<string>()

  // A refused sign-out frees the button again; the error goes on to the error log, as the
  // navbar's sign-out does.
  const signInAs = async (account: SeededAccount) => {
    setLeaving(account.key)
    try {
      await logout((to) => navigate(to === '/login' ? buildLoginPath(pathname) : to))
    } finally {
      setLeaving(undefined)
    }
  }

  const columns: TableColumnsType<SeededAccount> = [
    {
      key: 'tenant',
      title: t('accounts.tenant'),
      render: (_, a) => a.tenant ?? t('accounts.host'),
    },
    { key: 'username', title: t('accounts.username'), render: (_, a) => <code>{a.username}</code> },
    { key: 'holds', title: t('accounts.holds'), render: (_, a) => t(`accounts.${a.key}`) },
    {
      key: 'action',
      title: t('accounts.action'),
      render: (_, a) => (
        <Button size="small" loading={leaving === a.key} onClick={() => void signInAs(a)}>
          {t('accounts.signInAs', { user: a.tenant ? `${a.tenant} / ${a.username}` : a.username })}
        </Button>
      ),
    },
  ]

  return (
    <Card title={t('accounts.title')}>
      <Typography.Paragraph type="secondary">{t('accounts.explain')}</Typography.Paragraph>
      <Alert
        type="warning"
        showIcon
        role="note"
        style={{ marginBottom: 12 }}
        title={t('accounts.demoOnly')}
        description={t('accounts.demoOnlyExplain')}
      />
      <Table<SeededAccount>
        size="small"
        rowKey="key"
        columns={columns}
        dataSource={seededAccounts}
        pagination={false}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {t('accounts.password')} <Typography.Text code>{seedPassword}</Typography.Text>
      </Typography.Paragraph>
    </Card>
  )
}
