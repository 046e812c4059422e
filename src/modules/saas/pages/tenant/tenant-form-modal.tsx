import { Form, Input } from 'antd'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import {
  tenantResource,
  type TenantCreateDto,
  type TenantDto,
} from '@/modules/saas/api/tenant-management-api'
import { CrudFormModal } from '@/components/crud/crud-form-modal'
import { useDialogRecord, type CrudDialog } from '@/components/crud/use-dialog-record'
import { AdminPasswordHint } from './admin-password-hint'
import { SecretInput } from './secret-input'

/** Server errors that belong to a field (abp-api.md §5, the identity password policy). */
const fieldErrorCodes = {
  'Volo.Abp.TenantManagement:DuplicateTenantName': 'name',
  'Volo.Abp.Identity:Password*': 'adminPassword',
  'Volo.Abp.Identity:InvalidEmail': 'adminEmailAddress',
}
const defaults: Partial<TenantCreateDto> = {}

interface TenantFormModalProps {
  dialog: CrudDialog
  onClose: () => void
  /** A tenant was created: the page says how to sign in to it. */
  onCreated: (tenant: TenantDto) => void
}

/**
 * Create a tenant with its admin's e-mail and password, or rename one (abp-api.md §5.2: name 64,
 * e-mail 256, password 128). Mounted per opening, so an edit sends the current concurrencyStamp.
 */
export function TenantFormModal({ dialog, onClose, onCreated }: TenantFormModalProps) {
  const { t } = useTranslation('tenant')
  const editId = dialog.mode === 'edit' ? dialog.id : ''
  const { record, isLoading, reload, create, update } = useDialogRecord(tenantResource, editId)
  const data = record.data
  const initialValues = useMemo(
    () => (editId ? data && { name: data.name } : defaults),
    [editId, data],
  )

  const submit = async (values: TenantCreateDto) => {
    const name = values.name.trim()
    if (editId) {
      const input = { name, concurrencyStamp: data?.concurrencyStamp, extraProperties: data?.extraProperties } // prettier-ignore
      return update.mutateAsync({ id: editId, input })
    }
    const input = { ...values, name, adminEmailAddress: values.adminEmailAddress.trim() }
    onCreated(await create.mutateAsync(input))
  }

  return (
    <CrudFormModal<TenantCreateDto>
      open
      title={editId ? t('editTitle') : t('createTitle')}
      initialValues={initialValues}
      loading={isLoading}
      onSubmit={submit}
      onClose={onClose}
      onStale={reload}
      fieldErrorCodes={fieldErrorCodes}
    >
      <Form.Item
        name="name"
        label={t('name')}
        rules={[{ required: true, whitespace: true }, { max: 64 }]}
      >
        <Input maxLength={64} showCount autoComplete="off" />
      </Form.Item>
      {!editId && (
        <>
          <Form.Item
            name="adminEmailAddress"
            label={t('adminEmailAddress')}
            rules={[{ required: true, whitespace: true }, { type: 'email' }, { max: 256 }]}
            extra={t('adminHelp')}
          >
            <Input maxLength={256} autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="adminPassword"
            label={t('adminPassword')}
            rules={[{ required: true }, { max: 128 }]}
            extra={<AdminPasswordHint field="adminPassword" />}
          >
            <SecretInput maxLength={128} autoComplete="new-password" />
          </Form.Item>
        </>
      )}
    </CrudFormModal>
  )
}
