import { Form, Input, Switch } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { clientResource } from '@/modules/client-manage/api/client-api'
import { CrudFormModal } from '@/components/crud/crud-form-modal'
import { useDialogRecord } from '@/components/crud/use-dialog-record'
import { randomSecret } from '@/utils/random-secret'
import { uriRules } from './client-field-rules'
import { toCreateInput, type ClientCreateValues } from './client-form-values'
import { ScopeSelect } from './scope-select'
import { SecretOnce } from './secret-once'

const fieldErrorCodes = { 'IdentityServer:DuplicateClientId': 'clientId' }
const defaults: Partial<ClientCreateValues> = {
  requireConsent: false,
  withSecret: true,
  scopes: ['openid', 'profile'],
}

/** The generated secret, shown once while the switch sends it. */
function InitialSecret({ secret }: { secret: string }) {
  const withSecret = Form.useWatch<boolean | undefined>('withSecret', Form.useFormInstance())
  return withSecret ? <SecretOnce value={secret} /> : null
}

interface ClientCreateModalProps {
  onClose: () => void
  /** The client was created: the page opens it for the rest of its settings. */
  onCreated: (id: string) => void
}

/**
 * A new client with what `CreateClientDto` carries (abp-api.md §8.2). The initial secret is
 * generated here and shown once; the server stores its SHA-256. Mounted per opening.
 */
export function ClientCreateModal({ onClose, onCreated }: ClientCreateModalProps) {
  const { t } = useTranslation('client')
  const { create } = useDialogRecord(clientResource, '')
  const [secret] = useState(() => randomSecret())

  const submit = async (values: ClientCreateValues) => {
    const created = await create.mutateAsync(toCreateInput(values, secret))
    onCreated(created.id)
  }

  return (
    <CrudFormModal<ClientCreateValues>
      open
      title={t('createTitle')}
      initialValues={defaults}
      onSubmit={submit}
      onClose={onClose}
      fieldErrorCodes={fieldErrorCodes}
    >
      <Form.Item
        name="clientId"
        label={t('clientId')}
        rules={[{ required: true, whitespace: true }, { max: 200 }]}
      >
        <Input maxLength={200} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="clientName"
        label={t('clientName')}
        rules={[{ required: true, whitespace: true }, { max: 200 }]}
      >
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="description" label={t('client-manage:description')} rules={[{ max: 1000 }]}>
        <Input.TextArea maxLength={1000} rows={2} />
      </Form.Item>
      <Form.Item name="clientUri" label={t('clientUri')} rules={uriRules(t)}>
        <Input placeholder="https://app.example.com" />
      </Form.Item>
      <Form.Item name="logoUri" label={t('logoUri')} rules={uriRules(t)}>
        <Input />
      </Form.Item>
      <Form.Item
        name="callbackUrl"
        label={t('callbackUrl')}
        rules={uriRules(t)}
        extra={t('callbackUrlHelp')}
      >
        <Input placeholder="https://app.example.com/signin-callback" />
      </Form.Item>
      <Form.Item name="logoutUrl" label={t('logoutUrl')} rules={uriRules(t)}>
        <Input />
      </Form.Item>
      <Form.Item name="scopes" label={t('client-manage:scopes')}>
        <ScopeSelect />
      </Form.Item>
      <Form.Item name="requireConsent" label={t('requireConsent')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item
        name="withSecret"
        label={t('initialSecret')}
        valuePropName="checked"
        extra={t('initialSecretHelp')}
      >
        <Switch />
      </Form.Item>
      <InitialSecret secret={secret} />
    </CrudFormModal>
  )
}
