import { Form, Input } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  tenantResource,
  type TenantCreateDto,
  type TenantDto,
} from '@/modules/saas/api/tenant-management-api'
import { CrudRecordModal } from '@/components/crud/crud-record-modal'
import type { CrudDialog } from '@/components/crud/use-dialog-record'
import { AdminPasswordHint } from './admin-password-hint'
import { SecretInput } from './secret-input'

/** Server errors that belong to a field (abp-api.md §5, the identity password policy). */
const fieldErrorCodes = {
  'Volo.Abp.TenantManagement:DuplicateTenantName': 'name',
  'Volo.Abp.Identity:Password*': 'adminPassword',
  'Volo.Abp.Identity:InvalidEmail': 'adminEmailAddress',
}

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
export function TenantFormModal({ onCreated, ...props }: TenantFormModalProps) {
  const { t } = useTranslation('tenant')
  return (
    <CrudRecordModal
      {...props}
      resource={tenantResource}
      titles={{ create: t('createTitle'), edit: t('editTitle') }}
      toCreate={(values: TenantCreateDto) => ({
        ...values,
        name: values.name.trim(),
        adminEmailAddress: values.adminEmailAddress.trim(),
      })}
      toUpdate={(values, row) => ({
        name: values.name.trim(),
        concurrencyStamp: row?.concurrencyStamp,
        extraProperties: row?.extraProperties,
      })}
      onSaved={(tenant, isEdit) => isEdit || onCreated(tenant)}
      fieldErrorCodes={fieldErrorCodes}
    >
      {({ isEdit }) => (
        <>
          <Form.Item
            name="name"
            label={t('name')}
            rules={[{ required: true, whitespace: true }, { max: 64 }]}
          >
            <Input maxLength={64} showCount autoComplete="off" />
          </Form.Item>
          {!isEdit && (
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
        </>
      )}
    </CrudRecordModal>
  )
}
