import { useQuery } from '@tanstack/react-query'
import { Alert, Form, Input, Radio, Switch } from 'antd'
import { useTranslation } from 'react-i18next'
import { CrudRecordModal } from '@/components/crud/crud-record-modal'
import type { CrudDialog } from '@/components/crud/use-dialog-record'
import { OrganizationSelect, userOptionsQuery } from '@/modules/organization'
import { HtdSelect, ProjectSelect, UserPicker } from '@/modules/project'
import { useTenantScope } from '@/query/query-scope'
import { signKeyResource } from '@/modules/sign-key/api/sign-key-api'
import type { SignKeyDto, SignKeyKind } from '@/modules/sign-key/api/sign-key-dtos'
import { ImageFileInput, imageFileRules } from '@/modules/sign-key/components/image-file-input'
import {
  nameRequired,
  ownerFieldsOf,
  signKeyFieldErrorCodes,
  signKeyLimits,
  toSignKeyCreate,
  toSignKeyUpdate,
  type SignKeyFormValues,
} from '@/modules/sign-key/sign-key-rules'

type FormValues = SignKeyFormValues & { file?: File }

/**
 * Upload a key (its kind's owner pickers and none other, name, enabled, remark, the file with a
 * preview) or edit one (name, enabled, remark: owners and the image are not changed here).
 * `kind` null (the All view) lets the user choose the kind.
 */
export function SignKeyFormModal(props: {
  dialog: CrudDialog
  onClose: () => void
  kind: SignKeyKind | null
}) {
  const { t } = useTranslation('sign-key')
  return (
    <CrudRecordModal<
      SignKeyDto,
      FormValues,
      ReturnType<typeof toSignKeyCreate>,
      ReturnType<typeof toSignKeyUpdate>
    >
      dialog={props.dialog}
      onClose={props.onClose}
      resource={signKeyResource}
      titles={{ create: t('uploadTitle'), edit: t('editTitle') }}
      defaults={{ kind: props.kind ?? 1, enabled: true }}
      toForm={(key) => ({
        kind: key.kind,
        name: key.name,
        enabled: key.enabled,
        remark: key.remark ?? undefined,
      })}
      toCreate={(values) => toSignKeyCreate(values, values.file!)}
      toUpdate={(values, key) => toSignKeyUpdate(values, key?.concurrencyStamp ?? null)}
      fieldErrorCodes={signKeyFieldErrorCodes}
    >
      {({ isEdit }) => (
        <>
          {/* The kind: chosen on All's uploads, else fixed (and what the other fields follow). */}
          <Form.Item name="kind" label={t('kind')} hidden={isEdit || props.kind !== null}>
            <Radio.Group
              options={([1, 2, 3] as const).map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
            />
          </Form.Item>
          {!isEdit && <UploadFields />}
          <NameField />
          <Form.Item name="enabled" label={t('enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="remark" label={t('remark')} rules={[{ max: signKeyLimits.remark }]}>
            <Input.TextArea maxLength={signKeyLimits.remark} showCount rows={2} />
          </Form.Item>
          {!isEdit && (
            <Form.Item
              name="file"
              label={t('file')}
              extra={t('fileHelp')}
              rules={imageFileRules(t)}
              validateDebounce={0}
            >
              <ImageFileInput />
            </Form.Item>
          )}
        </>
      )}
    </CrudRecordModal>
  )
}

/** The kind (on All) and the owners it requires; a seal's kind recommends a transparent PNG. */
function UploadFields() {
  const { t } = useTranslation('sign-key')
  const form = Form.useFormInstance<FormValues>()
  const kind = Form.useWatch('kind', form) ?? 1
  const projectId = Form.useWatch('projectId', form)
  const owners = ownerFieldsOf[kind]
  const required = () => [{ required: true }]
  return (
    <>
      {kind !== 1 && (
        <Alert type="info" showIcon title={t('sealHint')} style={{ marginBottom: 16 }} />
      )}
      {owners.includes('userId') && (
        <Form.Item name="userId" label={t('userId')} rules={required()}>
          <UserPicker />
        </Form.Item>
      )}
      {(owners.includes('projectId') || owners.includes('htdId')) && (
        // A section seal's project only narrows the sections; the server derives it.
        <Form.Item name="projectId" label={t('projectId')} rules={required()}>
          <ProjectSelect onChange={() => form.setFieldValue('htdId', undefined)} />
        </Form.Item>
      )}
      {owners.includes('htdId') && (
        <Form.Item name="htdId" label={t('htdId')} rules={required()}>
          <HtdSelect projectId={projectId} />
        </Form.Item>
      )}
      {owners.includes('organizationId') && (
        <Form.Item name="organizationId" label={t('organizationId')} rules={required()}>
          <OrganizationSelect />
        </Form.Item>
      )}
    </>
  )
}

/** Required for seals; for a user signature, empty is "{name}签名", as the help says. */
function NameField() {
  const { t } = useTranslation('sign-key')
  const form = Form.useFormInstance<FormValues>()
  const kind = Form.useWatch('kind', form) ?? 1
  const userId = Form.useWatch('userId', form)
  const { data: users } = useQuery({ ...userOptionsQuery(useTenantScope()), enabled: kind === 1 })
  const user = users?.find((u) => u.id === userId)
  const userName = user ? user.name || user.userName : t('userId')
  return (
    <Form.Item
      name="name"
      label={t('name')}
      extra={kind === 1 ? t('nameHelpUser', { name: userName }) : undefined}
      rules={[{ required: nameRequired(kind), whitespace: true }, { max: signKeyLimits.name }]}
    >
      <Input maxLength={signKeyLimits.name} showCount />
    </Form.Item>
  )
}
