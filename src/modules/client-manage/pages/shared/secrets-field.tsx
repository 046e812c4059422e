import { CopyOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import {
  Alert,
  Button,
  Card,
  DatePicker,
  Flex,
  Form,
  Input,
  Space,
  Tag,
  Tooltip,
  Typography,
} from 'antd'
import { useTranslation } from 'react-i18next'
import { useMessageApi } from '@/components/providers/message-api'
import { randomSecret } from '@/utils/random-secret'
import { newSecretRow, type SecretRow } from './resource-form-rules'

const hiddenMembers = ['type', 'value', 'isNew'] as const

/**
 * `secrets` of a resource: held ones show their type and "stored as a hash" (the server keeps
 * only base64(SHA-256)); "Add" generates a random value, shown once here with a copy button and
 * sent in plain text on save. Each has a description and an optional expiration; remove drops it.
 */
export function SecretsField() {
  const { t } = useTranslation('client-manage')
  const message = useMessageApi()
  const copy = async (value: string) => {
    try {
      await navigator.clipboard.writeText(value)
      void message.success(t('copied'))
    } catch {
      void message.error(t('copyFailed'))
    }
  }

  return (
    <Form.Item label={t('secrets')} style={{ marginBottom: 8 }}>
      <Form.List name="secrets">
        {(fields, { add, remove }, { errors }) => (
          <Flex vertical gap={8}>
            {fields.map(({ key, name }) => (
              <Form.Item key={key} noStyle shouldUpdate>
                {({ getFieldValue }) => {
                  const row = getFieldValue(['secrets', name]) as SecretRow
                  const label = row.description || row.type
                  return (
                    <Card
                      size="small"
                      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 4 } }}
                    >
                      {/* Registered, so the submitted row keeps them (a form submits its fields). */}
                      {hiddenMembers.map((member) => (
                        <Form.Item key={member} name={[name, member]} hidden>
                          <Input />
                        </Form.Item>
                      ))}
                      {row.isNew ? (
                        <>
                          <Alert type="warning" showIcon title={t('secretShownOnce')} />
                          <Space.Compact style={{ width: '100%' }}>
                            <Input
                              readOnly
                              value={row.value}
                              aria-label={t('secretValue')}
                              spellCheck={false}
                            />
                            <Tooltip title={t('copy')}>
                              <Button
                                icon={<CopyOutlined />}
                                aria-label={t('copy')}
                                onClick={() => void copy(row.value)}
                              />
                            </Tooltip>
                          </Space.Compact>
                        </>
                      ) : (
                        <Space>
                          <Tag>{row.type}</Tag>
                          <Typography.Text type="secondary">{t('secretHashed')}</Typography.Text>
                        </Space>
                      )}
                      <Flex gap={8} align="baseline">
                        <Form.Item
                          name={[name, 'description']}
                          style={{ flex: 2, marginBottom: 0 }}
                          rules={[{ max: 2000 }]}
                        >
                          <Input
                            placeholder={t('description')}
                            aria-label={t('secretDescription')}
                            maxLength={2000}
                          />
                        </Form.Item>
                        <Form.Item name={[name, 'expiration']} style={{ flex: 1, marginBottom: 0 }}>
                          <DatePicker
                            placeholder={t('expiration')}
                            aria-label={t('expiration')}
                            style={{ width: '100%' }}
                          />
                        </Form.Item>
                        <Button
                          type="text"
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={`${t('removeSecret')} ${label}`}
                          onClick={() => remove(name)}
                        />
                      </Flex>
                    </Card>
                  )
                }}
              </Form.Item>
            ))}
            <Form.ErrorList errors={errors} />
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => add(newSecretRow(randomSecret()))}
            >
              {t('addSecret')}
            </Button>
          </Flex>
        )}
      </Form.List>
    </Form.Item>
  )
}
