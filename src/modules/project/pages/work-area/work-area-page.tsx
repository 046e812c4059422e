import { DeleteOutlined } from '@ant-design/icons'
import { Button, Flex, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  workAreaPolicies,
  workAreaResource,
  type WorkAreaDto,
} from '@/modules/project/api/work-area-api'
import { CrudSearchForm } from '@/components/crud/crud-search-form'
import { CreateButton } from '@/components/crud/create-button'
import { CrudTable } from '@/components/crud/crud-table'
import { useConfirmDelete } from '@/components/crud/use-confirm-delete'
import { useDialogOpening } from '@/components/crud/use-dialog-opening'
import { useCrudList } from '@/components/crud/use-crud-list'
import { useCrudMutations } from '@/components/crud/use-crud-mutations'
import type { CrudDialog } from '@/components/crud/use-dialog-record'
import { Granted } from '@/access/granted'
import { useIsGranted } from '@/access/use-is-granted'
import { useTenantScope } from '@/query/query-scope'
import { useRefreshAreaCounts } from './use-refresh-area-counts'
import { useWorkAreaCascade } from './use-work-area-cascade'
import { WorkAreaCascadeBar, WorkAreaCascadeState } from './work-area-cascade-bar'
import { useWorkAreaColumns } from './work-area-columns'
import { WorkAreaFormModal } from './work-area-form-modal'
import { useWorkAreaSearchFields, workAreaFilterKeys } from './work-area-search-fields'

/**
 * Work areas (工区), `/project/work-area`: business-api.md §3.3. The areas of one contract section,
 * chosen by the project → htd cascade in the URL (`?project=&htd=`).
 */
export default function WorkAreaPage() {
  const { t } = useTranslation(['work-area', 'crud'])
  const scope = useTenantScope()
  const cascade = useWorkAreaCascade()
  const { htdId, isSwitching } = cascade
  const isListShown = cascade.status === 'ready' || isSwitching
  const list = useCrudList({
    queries: workAreaResource.queries,
    scope,
    filterKeys: workAreaFilterKeys,
    fixedFilters: { htdId },
    enabled: cascade.status === 'ready',
  })
  const { remove, removeMany } = useCrudMutations(workAreaResource, scope)
  const confirmDelete = useConfirmDelete()
  const refreshCounts = useRefreshAreaCounts()
  const canDelete = useIsGranted(workAreaPolicies.delete)
  const dialog = useDialogOpening<CrudDialog>()
  // The selection belongs to the htd it was made in.
  const [selection, setSelection] = useState({ htdId, keys: [] as string[] })
  const selected = selection.htdId === htdId ? selection.keys : []
  const select = (keys: string[]) => setSelection({ htdId, keys })

  const columns = useWorkAreaColumns({
    onEdit: (row) => dialog.open({ mode: 'edit', id: row.id }),
    onDelete: (row: WorkAreaDto) =>
      void confirmDelete({ name: row.name }, () => remove.mutateAsync(row.id)).then((done) => {
        if (!done) return
        refreshCounts()
        select(selected.filter((key) => key !== row.id))
      }),
  })
  const deleteSelected = () =>
    void confirmDelete({ count: selected.length }, () => removeMany.mutateAsync(selected)).then(
      (done) => {
        if (!done) return
        refreshCounts()
        select([])
      },
    )
  const searchFields = useWorkAreaSearchFields()

  return (
    <Flex vertical gap="middle">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('route:workArea')}
      </Typography.Title>
      <WorkAreaCascadeBar cascade={cascade} />
      <WorkAreaCascadeState cascade={cascade} />
      {isListShown && (
        <>
          <CrudSearchForm
            fields={searchFields}
            values={list.view.filters}
            onSearch={list.setFilters}
          />
          <Flex gap="small">
            <CreateButton
              policy={workAreaPolicies.create}
              disabled={isSwitching}
              onClick={() => dialog.open({ mode: 'create' })}
            />
            <Granted policy={workAreaPolicies.delete}>
              <Button
                danger
                icon={<DeleteOutlined />}
                disabled={!selected.length}
                onClick={deleteSelected}
              >
                {t('crud:deleteSelected')}
              </Button>
            </Granted>
          </Flex>
          <CrudTable
            list={list}
            columns={columns}
            rowKey="id"
            selection={
              canDelete
                ? { keys: selected, onChange: select, nameOf: (row) => row.name }
                : undefined
            }
            busy={isSwitching}
          />
        </>
      )}
      {dialog.shown && (
        <WorkAreaFormModal
          key={dialog.key}
          dialog={dialog.shown}
          htdId={htdId}
          htdLabel={cascade.htdLabel}
          onCreated={refreshCounts}
          onClose={dialog.close}
        />
      )}
    </Flex>
  )
}
