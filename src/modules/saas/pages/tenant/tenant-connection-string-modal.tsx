import { Alert, Button, Form, Typography } from 'antd'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { maxConnectionStringLength, type TenantDto } from '@/modules/saas/api/tenant-management-api'
import { CrudFormModal } from '@/components/crud/crud-form-modal'
import { notifier } from '@/feedback/notifier'
import { SecretInput } from './secret-input'
import { useConnectionString } from './use-connection-string'

interface ConnectionStringValues {
  defaultConnectionString: string
}

/**
 * The default connection string of a tenant (abp-api.md §5.1): shown masked with reveal and copy,
 * saved with PUT; "use the host database" removes it (DELETE) after a confirmation.
 */
export function TenantConnectionStringModal({
  tenant,
  onClose,
}: {
  tenant: TenantDto
  onClose: () => void
}) {
  const { t } = useTranslation('tenant')
  const { query, save, remove } = useConnectionString(tenant.id)
  const current = query.data
  const initialValues = useMemo(
    () => (current === undefined ? undefined : { defaultConnectionString: current ?? '' }),
    [current],
  )

  const switchToHostDatabase = () =>
    void notifier
      .confirm({
        title: t('useHostDatabaseTitle', { name: tenant.name }),
        content: t('useHostDatabaseContent'),
        okText: t('useHostDatabase'),
        cancelText: t('cancel'),
        danger: true,
        onOk: () => remove.mutateAsync(),
      })
      .then((done) => done && onClose())

  return (
    <CrudFormModal<ConnectionStringValues>
      open
      title={t('connectionStringTitle', { name: tenant.name })}
      initialValues={initialValues}
      loading={query.isPending}
      onSubmit={(values) => save.mutateAsync(values.defaultConnectionString.trim())}
      onClose={onClose}
    >
      {query.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('connectionStringLoadFailed')}
          action={<Button onClick={() => void query.refetch()}>{t('retry')}</Button>}
          style={{ marginBottom: 16 }}
        />
      ) : (
        <Typography.Paragraph type="secondary">
          {current ? t('usesOwnDatabase') : t('usesHostDatabase')}
        </Typography.Paragraph>
      )}
      <Form.Item
        name="defaultConnectionString"
        label={t('defaultConnectionString')}
        rules={[{ required: true, whitespace: true }, { max: maxConnectionStringLength }]}
      >
        <SecretInput copyable maxLength={maxConnectionStringLength} autoComplete="off" />
      </Form.Item>
      {current && (
        <Button danger onClick={switchToHostDatabase}>
          {t('useHostDatabase')}
        </Button>
      )}
    </CrudFormModal>
  )
}
