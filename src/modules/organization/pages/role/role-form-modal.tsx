import { Checkbox, Form, Input } from 'antd'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import {
  roleResource,
  type IdentityRoleCreateDto,
  type IdentityRoleDto,
} from '@/modules/organization/api/role-api'
import { CrudFormModal } from '@/components/crud/crud-form-modal'
import { useDialogRecord, type CrudDialog } from '@/components/crud/use-dialog-record'

/** Which dialog is open: none, create, or edit of one role. */

type RoleFormValues = Pick<IdentityRoleCreateDto, 'name' | 'isDefault' | 'isPublic'>

const defaults: RoleFormValues = { name: '', isDefault: false, isPublic: false }
const fieldErrorCodes = { 'Volo.Abp.Identity:DuplicateRoleName': 'name' }

function toForm(row: IdentityRoleDto): RoleFormValues {
  return { name: row.name, isDefault: row.isDefault, isPublic: row.isPublic }
}

/**
 * Create or edit an identity role (abp-api.md §4.2: name required, 256). A static role keeps its
 * name. Mounted per opening, so the role to edit is read afresh (its current concurrencyStamp);
 * identity answers a stale stamp with 403 ConcurrencyFailure, which reloads it.
 */
export function RoleFormModal({ dialog, onClose }: { dialog: CrudDialog; onClose: () => void }) {
  const { t } = useTranslation('role')
  const editId = dialog.mode === 'edit' ? dialog.id : ''
  const { record, isLoading, reload, create, update } = useDialogRecord(roleResource, editId)
  const data = record.data
  const initialValues = useMemo(() => (editId ? data && toForm(data) : defaults), [editId, data])
  const isStatic = data?.isStatic === true

  const submit = (values: RoleFormValues) => {
    const input = { ...values, name: values.name.trim() }
    if (!editId) return create.mutateAsync(input)
    return update.mutateAsync({
      id: editId,
      input: {
        ...input,
        // A static role's name is not in the form's values while the field is disabled.
        name: isStatic ? (data?.name ?? input.name) : input.name,
        extraProperties: data?.extraProperties,
        concurrencyStamp: data?.concurrencyStamp,
      },
    })
  }

  return (
    <CrudFormModal<RoleFormValues>
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
        rules={[{ required: true, whitespace: true }, { max: 256 }]}
        extra={isStatic ? t('staticCannotRename') : undefined}
      >
        <Input maxLength={256} disabled={isStatic} />
      </Form.Item>
      <Form.Item name="isDefault" valuePropName="checked">
        <Checkbox>{t('isDefault')}</Checkbox>
      </Form.Item>
      <Form.Item name="isPublic" valuePropName="checked">
        <Checkbox>{t('isPublic')}</Checkbox>
      </Form.Item>
    </CrudFormModal>
  )
}
