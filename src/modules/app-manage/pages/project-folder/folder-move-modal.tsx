import { Form, Typography } from 'antd'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { CrudFormModal } from '@/components/crud/crud-form-modal'
import { useDialogRecord } from '@/components/crud/use-dialog-record'
import type { FolderDto, FolderNodeDto } from '../../api/app-dtos'
import { folderResource } from '../../api/folder-api'
import { FolderTreeSelect } from '../../components/folder-tree-select'
import { toMoveTargets } from '../../folder-tree-rules'

interface MoveValues {
  parentId?: string | null
}

/** Every refusal of a move concerns the new parent (§4.2). */
const moveFieldErrorCodes = {
  'Base:FolderParentCycle': 'parentId',
  'Base:FolderMaxDepth': 'parentId',
  'Base:FolderProjectMismatch': 'parentId',
  'Base:DuplicateFolderName': 'parentId',
}

interface FolderMoveModalProps {
  id: string
  /** The folder's name as listed (the title, while the record loads). */
  name: string
  /** The project's folders as shown. */
  tree: readonly FolderNodeDto[]
  onClose: () => void
  onSaved: (folder: FolderDto) => void
}

/**
 * "Move to…": a folder (with its sub-folders) under another folder of the project or to the top
 * level, by keyboard as well as by mouse: a PUT of the record as loaded with a new `parentId`.
 * The picker disables the folder itself, its descendants and parents too deep (toMoveTargets);
 * the server still decides, and its refusal shows on the field.
 */
export function FolderMoveModal({ id, name, tree, onClose, onSaved }: FolderMoveModalProps) {
  const { t } = useTranslation('project-folder')
  const { record, isLoading, reload, update } = useDialogRecord(folderResource, id)
  const data = record.data
  const initialValues = useMemo(() => data && { parentId: data.parentId }, [data])
  const options = useMemo(() => toMoveTargets(tree, id), [tree, id])

  const submit = async ({ parentId }: MoveValues) => {
    const { name: folderName, icon, sort, concurrencyStamp } = data!
    const input = { name: folderName, icon, sort, concurrencyStamp, parentId: parentId ?? null }
    onSaved(await update.mutateAsync({ id, input }))
  }

  return (
    <CrudFormModal<MoveValues>
      open
      title={t('moveTitle', { name: data?.name ?? name })}
      initialValues={initialValues}
      loading={isLoading}
      onSubmit={submit}
      onClose={onClose}
      onStale={reload}
      fieldErrorCodes={moveFieldErrorCodes}
    >
      <Typography.Paragraph type="secondary">{t('moveHelp')}</Typography.Paragraph>
      <Form.Item name="parentId" label={t('parent')}>
        <FolderTreeSelect options={options} placeholder={t('topLevel')} allowClear />
      </Form.Item>
    </CrudFormModal>
  )
}
