import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons'
import { Button, Flex, Form, Input } from 'antd'
import { useTranslation } from 'react-i18next'
import { isDuplicateKey, type PropertyRow } from './resource-form-rules'

/** IdentityServer's property lengths: key 250, value 2000. */
const maxKey = 250
const maxValue = 2000

/**
 * `properties` as key/value rows (a dictionary on the wire): add, edit, remove; keys are required
 * and unique. Server errors of `properties` show under the list.
 */
export function PropertiesField() {
  const { t } = useTranslation('client-manage')
  return (
    <Form.Item label={t('properties')} style={{ marginBottom: 8 }}>
      <Form.List name="properties">
        {(fields, { add, remove }, { errors }) => (
          <Flex vertical gap={8}>
            {fields.map(({ key, name }) => (
              <Flex key={key} gap={8} align="baseline">
                <Form.Item
                  name={[name, 'key']}
                  style={{ flex: 1, marginBottom: 0 }}
                  dependencies={[['properties']]}
                  rules={[
                    { required: true, whitespace: true, message: t('keyRequired') },
                    { max: maxKey },
                    ({ getFieldValue }) => ({
                      validator: (_, value?: string) =>
                        value && isDuplicateKey(getFieldValue('properties') as PropertyRow[], value)
                          ? Promise.reject(new Error(t('duplicateKey')))
                          : Promise.resolve(),
                    }),
                  ]}
                >
                  <Input placeholder={t('key')} aria-label={t('key')} maxLength={maxKey} />
                </Form.Item>
                <Form.Item
                  name={[name, 'value']}
                  style={{ flex: 2, marginBottom: 0 }}
                  rules={[{ max: maxValue }]}
                >
                  <Input placeholder={t('value')} aria-label={t('value')} maxLength={maxValue} />
                </Form.Item>
                <Button
                  type="text"
                  icon={<MinusCircleOutlined />}
                  aria-label={t('removeProperty')}
                  onClick={() => remove(name)}
                />
              </Flex>
            ))}
            <Form.ErrorList errors={errors} />
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => add({ key: '', value: '' })}
            >
              {t('addProperty')}
            </Button>
          </Flex>
        )}
      </Form.List>
    </Form.Item>
  )
}
