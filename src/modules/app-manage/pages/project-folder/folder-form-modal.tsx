import { Form, Input, InputNumber, Typography } from 'antd'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { CrudFormModal } from '@/components/crud/crud-form-modal'
import { useDialogRecord } from '@/components/crud/use-dialog-record'
import type { FolderDto } from '../../api/app-dtos'
import { folderResource } from '../../api/folder-api'
import { FolderIconSelect } from './folder-icon-select'

/** What a dialog of the page is open for: create (a root, or under `parent`), edit, or move. */
export type FolderDialog =
  | { mode: 'create'; parent: { id: string; name: string } | null }
  | { mode: 'edit'; id: string }
  | { mode: 'move'; id: string; name: string }

interface FolderFormValues {
  name: string
  icon?: string | null
  sort: number
}

/** A refusal shown on its field too (every refusal is told by the failed call's toast). */
const folderFieldErrorCodes = { 'Base:DuplicateFolderName': 'name' }

interface FolderFormModalProps {
  dialog: Extract<FolderDialog, { mode: 'create' | 'edit' }>
  projectId: string
  onClose: () => void
  onSaved: (folder: FolderDto) => void
}

/**
 * Create or edit a folder (business-api.md §4.2: name 64 unique among siblings, an icon key, sort
 * 0–9999). The parent is fixed here: a child is created under the row it was asked on, and a
 * folder moves with "Move to…". A PUT sends every editable field with the record's stamp.
 */
export function FolderFormModal({ dialog, projectId, onClose, onSaved }: FolderFormModalProps) {
  const { t } = useTranslation('project-folder')
  const editId = dialog.mode === 'edit' ? dialog.id : ''
  const parent = dialog.mode === 'create' ? dialog.parent : null
  const { record, isLoading, reload, create, update } = useDialogRecord(folderResource, editId)
  const data = record.data
  const initialValues = useMemo<Partial<FolderFormValues> | undefined>(
    () =>
      editId
        ? data && { name: data.name, icon: data.icon, sort: data.sort }
        : { icon: null, sort: 0 },
    [editId, data],
  )

  const submit = async (values: FolderFormValues) => {
    const fields = { name: values.name.trim(), icon: values.icon || null, sort: values.sort ?? 0 }
    const saved = editId
      ? await update.mutateAsync({
          id: editId,
          input: { ...fields, parentId: data!.parentId, concurrencyStamp: data!.concurrencyStamp },
        })
      : await create.mutateAsync({ ...fields, projectId, parentId: parent?.id ?? null })
    onSaved(saved)
  }

  const title = editId
    ? t('editTitle')
    : parent
      ? t('createChildTitle', { parent: parent.name })
      : t('createTitle')
  return (
    <CrudFormModal<FolderFormValues>
      open
      title={title}
      initialValues={initialValues}
      loading={isLoading}
      onSubmit={submit}
      onClose={onClose}
      onStale={reload}
      fieldErrorCodes={folderFieldErrorCodes}
    >
      {!editId && (
        <Form.Item label={t('parent')}>
          <Typography.Text>{parent?.name ?? t('topLevel')}</Typography.Text>
        </Form.Item>
      )}
      <Form.Item
        name="name"
        label={t('name')}
        rules={[{ required: true, whitespace: true }, { max: 64 }]}
      >
        <Input maxLength={64} showCount />
      </Form.Item>
      <Form.Item name="icon" label={t('icon')}>
        <FolderIconSelect />
      </Form.Item>
      <Form.Item name="sort" label={t('sort')} rules={[{ type: 'integer', min: 0, max: 9999 }]}>
        <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </CrudFormModal>
  )
}
