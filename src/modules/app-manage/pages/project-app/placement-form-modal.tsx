import { Form, InputNumber } from 'antd'
import { useTranslation } from 'react-i18next'
import { CrudRecordModal } from '@/components/crud/crud-record-modal'
import type { CrudDialog } from '@/components/crud/use-dialog-record'
import type { ProjectAppDto } from '../../api/app-dtos'
import { projectAppResource, type ProjectAppUpdateDto } from '../../api/project-app-api'
import { FolderTreeSelect } from '../../components/folder-tree-select'
import type { FolderOption } from '../../folder-tree-rules'

interface PlacementValues {
  folderId: string
  sort: number
}

/** The server refuses a folder of another project (the picker offers only this project's). */
const placementFieldErrorCodes = { 'Base:FolderProjectMismatch': 'folderId' }

interface PlacementFormModalProps {
  dialog: CrudDialog
  /** The app's name as listed (the title). */
  name: string
  /** The project's folders. */
  folders: FolderOption[]
  onClose: () => void
  onSaved: () => void
}

/**
 * Edit a placement (business-api.md §4.3): another folder of the same project, and the sort. A
 * PUT of `{folderId, sort, concurrencyStamp}`; a stale stamp is handled like every kit form.
 */
export function PlacementFormModal(props: PlacementFormModalProps) {
  const { t } = useTranslation(['project-app', 'app-manage'])
  return (
    <CrudRecordModal
      dialog={props.dialog}
      onClose={props.onClose}
      resource={projectAppResource}
      titles={{ create: '', edit: t('editTitle', { name: props.name }) }}
      toForm={({ folderId, sort }: ProjectAppDto): Partial<PlacementValues> => ({ folderId, sort })}
      toUpdate={(values: PlacementValues, record): ProjectAppUpdateDto => ({
        folderId: values.folderId,
        sort: values.sort ?? 0,
        concurrencyStamp: record?.concurrencyStamp,
      })}
      fieldErrorCodes={placementFieldErrorCodes}
      onSaved={props.onSaved}
    >
      <Form.Item name="folderId" label={t('app-manage:folder')} rules={[{ required: true }]}>
        <FolderTreeSelect options={props.folders} placeholder={t('app-manage:chooseFolder')} />
      </Form.Item>
      <Form.Item name="sort" label={t('sort')} rules={[{ type: 'integer', min: 0, max: 9999 }]}>
        <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </CrudRecordModal>
  )
}
