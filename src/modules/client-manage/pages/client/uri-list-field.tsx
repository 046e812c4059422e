import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { Button, Flex, Form, Input, Typography, type FormRule } from 'antd'
import { useTranslation } from 'react-i18next'

interface UriListFieldProps {
  name: string
  label: string
  /** Each row's rules (absolute URI, origin only). */
  rules: FormRule[]
  placeholder: string
  /** The add button's text ("Add redirect URI"). */
  addLabel: string
}

/**
 * An editable list of URIs (a Form.List of text boxes): add a row, remove one. The server's
 * errors on the whole list (400 V7 on `redirectUris`) show under it.
 */
export function UriListField({ name, label, rules, placeholder, addLabel }: UriListFieldProps) {
  const { t } = useTranslation('client')
  return (
    <Form.List name={name}>
      {(fields, { add, remove }, { errors }) => (
        <Flex vertical gap={4} style={{ marginBottom: 24 }} role="group" aria-label={label}>
          <Typography.Text strong>{label}</Typography.Text>
          {fields.length === 0 && (
            <Typography.Text type="secondary">{t('noEntries')}</Typography.Text>
          )}
          {fields.map((field, index) => (
            <Flex key={field.key} gap="small" align="flex-start">
              <Form.Item
                name={field.name}
                rules={[
                  { required: true, whitespace: true, message: t('entryRequired') },
                  ...rules,
                ]}
                style={{ flex: 1, marginBottom: 8 }}
              >
                <Input placeholder={placeholder} aria-label={`${label} ${index + 1}`} />
              </Form.Item>
              <Button
                icon={<DeleteOutlined />}
                aria-label={`${t('client-manage:remove')} ${label} ${index + 1}`}
                onClick={() => remove(field.name)}
              />
            </Flex>
          ))}
          <Form.ErrorList errors={errors} />
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            onClick={() => add('')}
            style={{ alignSelf: 'flex-start' }}
          >
            {addLabel}
          </Button>
        </Flex>
      )}
    </Form.List>
  )
}
