import { Form, Input, InputNumber, Radio, Switch } from 'antd'
import type { RuleObject } from 'antd/es/form'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import { appResource } from '@/modules/app-manage/api/app-api'
import { appTypes } from '@/modules/app-manage/api/app-dtos'
import { isHttpUrl, isValidAppIcon } from '@/modules/app-manage/app-url-rules'
import { CrudRecordModal } from '@/components/crud/crud-record-modal'
import type { CrudDialog } from '@/components/crud/use-dialog-record'
import { AppIconField } from './app-icon-field'
import { appCodePattern, toAppInput, type AppFormValues } from './app-form-rules'
import { ClientIdField } from './client-id-field'

const defaults: Partial<AppFormValues> = { type: appTypes.web, enabled: true, sort: 0 }
const fieldErrorCodes = { 'Base:DuplicateAppName': 'name', 'Base:DuplicateAppCode': 'code' }

/** A rule from a pure check of the trimmed text; an empty value is left to `required`. */
const textRule = (check: (value: string) => boolean, message: string): RuleObject => ({
  validator: (_rule, value?: string | null) => {
    const text = value?.trim() ?? ''
    return text === '' || check(text) ? Promise.resolve() : Promise.reject(new Error(message))
  },
})

const urlRules = (t: TFunction) => [
  { required: true, whitespace: true },
  { max: 512 },
  textRule(isHttpUrl, t('urlRule')),
]

/**
 * Create or edit an app (business-api.md §4.1): name 64 and code 32 (its pattern), both unique;
 * an absolute http(s) address; an icon key or an https image URL; Web or Mobile; the app's
 * client; enabled; sort; description 500. The server checks the same and its field errors land
 * on their fields.
 */
export function AppFormModal(props: { dialog: CrudDialog; onClose: () => void }) {
  const { t } = useTranslation('app-list')
  return (
    <CrudRecordModal
      {...props}
      resource={appResource}
      titles={{ create: t('createTitle'), edit: t('editTitle') }}
      defaults={defaults}
      toCreate={toAppInput}
      fieldErrorCodes={fieldErrorCodes}
    >
      <Form.Item
        name="name"
        label={t('name')}
        rules={[{ required: true, whitespace: true }, { max: 64 }]}
      >
        <Input maxLength={64} showCount />
      </Form.Item>
      <Form.Item
        name="code"
        label={t('code')}
        rules={[
          { required: true, whitespace: true },
          { max: 32 },
          { pattern: appCodePattern, message: t('codeRule') },
        ]}
      >
        <Input maxLength={32} />
      </Form.Item>
      <Form.Item name="type" label={t('type')} rules={[{ required: true }]}>
        <Radio.Group
          options={[
            { value: appTypes.web, label: t('types.1') },
            { value: appTypes.mobile, label: t('types.2') },
          ]}
        />
      </Form.Item>
      <Form.Item name="url" label={t('url')} rules={urlRules(t)}>
        <Input maxLength={512} placeholder="https://" />
      </Form.Item>
      <Form.Item
        name="icon"
        label={t('icon')}
        extra={t('iconHelp')}
        rules={[{ max: 256 }, textRule(isValidAppIcon, t('iconRule'))]}
      >
        <AppIconField />
      </Form.Item>
      <Form.Item name="clientId" label={t('clientId')} extra={t('clientIdHelp')}>
        <ClientIdField />
      </Form.Item>
      <Form.Item name="enabled" label={t('enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="sort" label={t('sort')} rules={[{ type: 'integer', min: 0, max: 9999 }]}>
        <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="description" label={t('description')} rules={[{ max: 500 }]}>
        <Input.TextArea maxLength={500} showCount rows={3} />
      </Form.Item>
    </CrudRecordModal>
  )
}
