import { Form, Input, InputNumber, Select, Switch } from 'antd'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import {
  organizationResource,
  orgTypes,
  type OrganizationDto,
  type OrgType,
} from '@/modules/organization/api/organization-api'
import { CrudFormModal } from '@/components/crud/crud-form-modal'
import { useDialogRecord } from '@/components/crud/use-dialog-record'
import { OrgParentSelect } from './org-parent-select'
import { optionalText, toUpdateInput } from './org-tree-rules'

/** What the dialog is open for: create (a root, or under `parent`), edit or move of one record. */
export type OrgDialog =
  | { mode: 'create'; parent: { id: string; name: string } | null }
  | { mode: 'edit'; id: string }
  | { mode: 'move'; id: string; name: string }

interface OrgFormValues {
  parentId?: string | null
  name: string
  fullName?: string | null
  orgType: OrgType
  sort: number
  enabled: boolean
}

/** Business refusals shown on a field (the toast shows them too); fields absent → toast only. */
export const orgFieldErrorCodes = {
  'Base:DuplicateOrganizationName': 'name',
  'Base:DepartmentNeedsParent': 'parentId',
  'Base:OrganizationParentCycle': 'parentId',
  'Base:OrganizationMaxDepth': 'parentId',
  'Base:OrganizationDisabled': 'parentId',
}

function toForm(row: OrganizationDto): Partial<OrgFormValues> {
  const { name, fullName, orgType, sort, enabled } = row
  return { name, fullName, orgType, sort, enabled }
}

interface OrgFormModalProps {
  dialog: Extract<OrgDialog, { mode: 'create' | 'edit' }>
  onClose: () => void
  /** After a save: the saved organisation (the page shows where it went). */
  onSaved: (org: OrganizationDto) => void
}

/**
 * Create or edit an organisation (business-api.md §1.1: name 64, full name 128, sort 0–9999,
 * type on create only). Mounted per opening, so the record to edit is read afresh.
 */
export function OrgFormModal({ dialog, onClose, onSaved }: OrgFormModalProps) {
  const { t } = useTranslation('org')
  const editId = dialog.mode === 'edit' ? dialog.id : ''
  const parent = dialog.mode === 'create' ? dialog.parent : null
  const { record, isLoading, reload, create, update } = useDialogRecord(
    organizationResource,
    editId,
  )
  const data = record.data
  const initialValues = useMemo<Partial<OrgFormValues> | undefined>(
    () =>
      editId
        ? data && toForm(data)
        : { parentId: parent?.id ?? null, orgType: parent ? 3 : 1, sort: 0, enabled: true },
    [editId, data, parent],
  )

  const submit = async (values: OrgFormValues) => {
    const fields = { name: values.name.trim(), fullName: optionalText(values.fullName) }
    const { sort, enabled } = values
    const saved = editId
      ? await update.mutateAsync({
          id: editId,
          input: toUpdateInput(data!, { ...fields, sort, enabled }),
        })
      : await create.mutateAsync({
          ...fields,
          parentId: values.parentId ?? null,
          orgType: values.orgType,
          sort,
          enabled,
        })
    onSaved(saved)
  }

  const title = editId
    ? t('editTitle')
    : parent
      ? t('createChildTitle', { parent: parent.name })
      : t('createTitle')
  return (
    <CrudFormModal<OrgFormValues>
      open
      title={title}
      initialValues={initialValues}
      loading={isLoading}
      onSubmit={submit}
      onClose={onClose}
      onStale={reload}
      fieldErrorCodes={orgFieldErrorCodes}
    >
      {!editId && (
        <Form.Item name="parentId" label={t('parent')}>
          <OrgParentSelect />
        </Form.Item>
      )}
      <Form.Item
        name="name"
        label={t('name')}
        rules={[{ required: true, whitespace: true }, { max: 64 }]}
      >
        <Input maxLength={64} showCount />
      </Form.Item>
      <Form.Item
        name="fullName"
        label={t('fullName')}
        extra={t('fullNameHelp')}
        rules={[{ max: 128 }]}
      >
        <Input maxLength={128} showCount />
      </Form.Item>
      <Form.Item
        name="orgType"
        label={t('orgType')}
        rules={[{ required: !editId }]}
        extra={editId ? t('orgTypeFixed') : undefined}
      >
        <Select
          disabled={editId !== ''}
          options={orgTypes.map((type) => ({ value: type, label: t(`types.${type}`) }))}
        />
      </Form.Item>
      <Form.Item name="sort" label={t('sort')} rules={[{ type: 'integer', min: 0, max: 9999 }]}>
        <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="enabled" label={t('enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </CrudFormModal>
  )
}
