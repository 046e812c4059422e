import { useMutation } from '@tanstack/react-query'
import { Form, Select } from 'antd'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { CrudFormModal } from '@/components/crud/crud-form-modal'
import { useTenantScope } from '@/query/query-scope'
import { usePageQuery } from '@/query/use-page-query'
import { appOptionsQuery } from '../../api/app-options-api'
import { addProjectApps, projectAppQueries } from '../../api/project-app-api'
import { FolderTreeSelect } from '../../components/folder-tree-select'
import type { FolderOption } from '../../folder-tree-rules'

interface AddAppsValues {
  folderId: string
  appIds: string[]
}

/** At most 100 apps per call (business-api.md §4.3). */
const maxApps = 100

/**
 * The whole batch is refused when one app is already placed (another user placed it meanwhile):
 * the server's message names it, on the apps field.
 */
const addFieldErrorCodes = {
  'Base:ProjectAppDuplicate': 'appIds',
  'Base:FolderProjectMismatch': 'folderId',
}

interface AddAppsModalProps {
  projectId: string
  folders: FolderOption[]
  /** The folder chosen in the tree, preset. */
  folderId: string | undefined
  onClose: () => void
  onSaved: () => void
}

/**
 * Adds several enabled apps to one folder at once (`POST /project-app/batch`, all or nothing).
 * Apps already placed in the project are listed, marked, and cannot be chosen.
 */
export function AddAppsModal({
  projectId,
  folders,
  folderId,
  onClose,
  onSaved,
}: AddAppsModalProps) {
  const { t } = useTranslation(['project-app', 'app-manage'])
  const scope = useTenantScope()
  const apps = usePageQuery(appOptionsQuery(scope, { includeDisabled: false }))
  const placed = usePageQuery(projectAppQueries.placedAppIds(scope, projectId))
  const add = useMutation({ mutationFn: addProjectApps, onSuccess: onSaved })
  const options = useMemo(
    () =>
      (apps.data ?? []).map((app) => {
        const label = `${app.name} (${app.code})`
        const isPlaced = placed.data?.has(app.id) ?? false
        return {
          value: app.id,
          label: isPlaced ? t('alreadyAdded', { name: label }) : label,
          disabled: isPlaced,
        }
      }),
    [apps.data, placed.data, t],
  )
  const initialValues = useMemo(() => ({ folderId, appIds: [] }), [folderId])

  return (
    <CrudFormModal<AddAppsValues>
      open
      title={t('addAppsTitle')}
      initialValues={initialValues}
      onSubmit={(values) => add.mutateAsync(values)}
      onClose={onClose}
      fieldErrorCodes={addFieldErrorCodes}
    >
      <Form.Item name="folderId" label={t('app-manage:folder')} rules={[{ required: true }]}>
        <FolderTreeSelect options={folders} placeholder={t('app-manage:chooseFolder')} />
      </Form.Item>
      <Form.Item
        name="appIds"
        label={t('apps')}
        rules={[
          { required: true, type: 'array', min: 1 },
          { type: 'array', max: maxApps, message: t('tooMany') },
        ]}
      >
        <Select<string[]>
          mode="multiple"
          options={options}
          loading={apps.isPending || placed.isPending}
          placeholder={t('chooseApps')}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
    </CrudFormModal>
  )
}
