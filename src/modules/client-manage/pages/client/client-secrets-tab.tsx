import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { Button, DatePicker, Flex, Form, Input, Table, Tag, Typography } from 'antd'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'
import { randomSecret } from '@/utils/random-secret'
import type { SecretFormRow } from './client-form-values'
import { SecretOnce } from './secret-once'

interface ClientSecretsTabProps {
  /** The values the server has stored (hashes): those rows are never shown again. */
  storedValues: readonly string[]
}

/**
 * The client's secrets: stored ones show "stored as a hash", a new one (Add) shows its generated
 * value once with a copy button and is sent in plain text for the server to hash. Description
 * and expiration can be changed; Remove drops a secret when the drawer is saved.
 */
export function ClientSecretsTab({ storedValues }: ClientSecretsTabProps) {
  const { t } = useTranslation('client-manage')
  // `preserve`: the rows' members without a Form.Item (type, value) are wanted too.
  const rows = Form.useWatch<SecretFormRow[] | undefined>('clientSecrets', { preserve: true }) ?? []
  const isExpired = (row: SecretFormRow | undefined) => !!row?.expiration?.isBefore(dayjs())

  return (
    <Form.List name="clientSecrets">
      {(fields, { add, remove }, { errors }) => (
        <Flex vertical gap="small">
          <Table
            rowKey="key"
            size="small"
            pagination={false}
            dataSource={fields}
            locale={{ emptyText: t('client:noSecrets') }}
            columns={[
              {
                key: 'value',
                title: t('secretValue'),
                render: (_, field) => {
                  const row = rows[field.name]
                  if (!row) return null
                  if (!storedValues.includes(row.value)) return <SecretOnce value={row.value} />
                  return (
                    <Flex gap={4} wrap>
                      <Typography.Text type="secondary">{t('secretHashed')}</Typography.Text>
                      {isExpired(row) && <Tag color="error">{t('client:expired')}</Tag>}
                    </Flex>
                  )
                },
              },
              {
                key: 'type',
                title: t('secretType'),
                width: 130,
                render: (_, field) => rows[field.name]?.type,
              },
              {
                key: 'description',
                title: t('description'),
                render: (_, field) => (
                  <Form.Item name={[field.name, 'description']} rules={[{ max: 2000 }]} noStyle>
                    <Input aria-label={`${t('description')} ${field.name + 1}`} />
                  </Form.Item>
                ),
              },
              {
                key: 'expiration',
                title: t('expiration'),
                width: 180,
                render: (_, field) => (
                  <Form.Item name={[field.name, 'expiration']} noStyle>
                    <DatePicker
                      showTime
                      placeholder={t('never')}
                      aria-label={`${t('expiration')} ${field.name + 1}`}
                    />
                  </Form.Item>
                ),
              },
              {
                key: 'remove',
                width: 56,
                render: (_, field) => (
                  <Button
                    icon={<DeleteOutlined />}
                    aria-label={`${t('remove')} ${field.name + 1}`}
                    onClick={() => remove(field.name)}
                  />
                ),
              },
            ]}
          />
          <Form.ErrorList errors={errors} />
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            style={{ alignSelf: 'flex-start' }}
            onClick={() =>
              add({
                type: 'SharedSecret',
                value: randomSecret(),
                description: null,
                expiration: null,
              })
            }
          >
            {t('addSecret')}
          </Button>
        </Flex>
      )}
    </Form.List>
  )
}
