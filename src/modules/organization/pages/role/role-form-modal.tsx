import { Checkbox, Form, Input } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  roleResource,
  type IdentityRoleCreateDto,
  type IdentityRoleDto,
} from '@/modules/organization/api/role-api'
import { CrudRecordModal } from '@/components/crud/crud-record-modal'
import type { CrudDialog } from '@/components/crud/use-dialog-record'

type RoleFormValues = Pick<IdentityRoleCreateDto, 'name' | 'isDefault' | 'isPublic'>

const defaults: RoleFormValues = { name: '', isDefault: false, isPublic: false }
const fieldErrorCodes = { 'Volo.Abp.Identity:DuplicateRoleName': 'name' }

const toCreate = (values: RoleFormValues) => ({ ...values, name: values.name.trim() })
const toUpdate = (values: RoleFormValues, role: IdentityRoleDto | undefined) => ({
  ...toCreate(values),
  // A static role's name is not in the form's values while the field is disabled.
  name: role?.isStatic ? role.name : values.name.trim(),
  extraProperties: role?.extraProperties,
  concurrencyStamp: role?.concurrencyStamp,
})

/**
 * Create or edit an identity role (abp-api.md §4.2: name required, 256). A static role keeps its
 * name; identity answers a stale stamp with 403 ConcurrencyFailure, which reloads it.
 */
export function RoleFormModal(props: { dialog: CrudDialog; onClose: () => void }) {
  const { t } = useTranslation('role')
  return (
    <CrudRecordModal
      {...props}
      resource={roleResource}
      titles={{ create: t('createTitle'), edit: t('editTitle') }}
      defaults={defaults}
      toCreate={toCreate}
      toUpdate={toUpdate}
      fieldErrorCodes={fieldErrorCodes}
    >
      {({ record }) => (
        <>
          <Form.Item
            name="name"
            label={t('name')}
            rules={[{ required: true, whitespace: true }, { max: 256 }]}
            extra={record?.isStatic ? t('staticCannotRename') : undefined}
          >
            <Input maxLength={256} disabled={record?.isStatic} />
          </Form.Item>
          <Form.Item name="isDefault" valuePropName="checked">
            <Checkbox>{t('isDefault')}</Checkbox>
          </Form.Item>
          <Form.Item name="isPublic" valuePropName="checked">
            <Checkbox>{t('isPublic')}</Checkbox>
          </Form.Item>
        </>
      )}
    </CrudRecordModal>
  )
}
