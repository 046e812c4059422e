import { Alert, Button, Card, Form, Input } from 'antd'
import { useTranslation } from 'react-i18next'
import { useCrudForm } from '@/components/crud/use-crud-form'
import { passwordFieldErrorCodes, profileLimits, type PasswordFormValues } from './profile-rules'
import { useChangePassword } from './use-save-profile'

const empty: Partial<PasswordFormValues> = {}
const max = profileLimits.password

/**
 * Current, new and confirmed password. The server's refusals go on their fields (a wrong current
 * password on the first, its policy on the new one); a success empties the form. A user without
 * a local password (`askedCurrent` false) sets a first one: no current-password field, and a
 * note saying why.
 */
export function ChangePasswordCard({ askedCurrent }: { askedCurrent: boolean }) {
  const { t } = useTranslation('profile')
  const [form] = Form.useForm<PasswordFormValues>()
  const changePassword = useChangePassword(askedCurrent)
  const { saving, save, onValuesChange } = useCrudForm({
    form,
    open: true,
    initialValues: empty,
    onSubmit: changePassword,
    onClose: () => form.resetFields(),
    fieldErrorCodes: passwordFieldErrorCodes,
  })

  return (
    <Card title={t(askedCurrent ? 'password.title' : 'password.setTitle')}>
      {!askedCurrent && (
        <Alert type="info" showIcon title={t('password.setNote')} style={{ marginBottom: 16 }} />
      )}
      <Form<PasswordFormValues>
        form={form}
        name="change-password"
        layout="vertical"
        onFinish={(values) => void save(values)}
        onValuesChange={onValuesChange}
        disabled={saving}
        style={{ maxWidth: 420 }}
      >
        {askedCurrent && (
          <Form.Item
            name="currentPassword"
            label={t('password.current')}
            rules={[{ required: true }, { max }]}
          >
            <Input.Password maxLength={max} autoComplete="current-password" />
          </Form.Item>
        )}
        <Form.Item
          name="newPassword"
          label={t('password.new')}
          rules={[{ required: true }, { max }]}
          extra={t('password.hint')}
        >
          <Input.Password maxLength={max} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('password.confirm')}
          dependencies={['newPassword']}
          rules={[
            { required: true },
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                !value || value === getFieldValue('newPassword')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('password.mismatch'))),
            }),
          ]}
        >
          <Input.Password maxLength={max} autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t(askedCurrent ? 'password.save' : 'password.setSave')}
        </Button>
      </Form>
    </Card>
  )
}
