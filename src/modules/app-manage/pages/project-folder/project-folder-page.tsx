import { Button, Flex, Result, Table, Typography } from 'antd'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { wideTableClass } from '@/components/crud/crud-table'
import { CreateButton } from '@/components/crud/create-button'
import { useConfirmDelete } from '@/components/crud/use-confirm-delete'
import { useCrudMutations } from '@/components/crud/use-crud-mutations'
import { useDialogOpening } from '@/components/crud/use-dialog-opening'
import { PageProjectBar, PageProjectState, usePageProject } from '@/modules/project'
import { useTenantScope } from '@/query/query-scope'
import { usePageQuery } from '@/query/use-page-query'
import { folderPolicies, folderQueries, folderResource } from '../../api/folder-api'
import { folderIds, toFolderRows, type FolderRow } from '../../folder-tree-rules'
import { useRefreshAppViews } from '../../use-refresh-app-views'
import { useFolderColumns } from './folder-columns'
import { FolderFormModal, type FolderDialog } from './folder-form-modal'
import { FolderMoveModal } from './folder-move-modal'
import { useFolderDrag } from './use-folder-drag'

const noFolders: never[] = []

/**
 * Project app folders (项目应用分类), `/app/project-folder`: business-api.md §4.2. One project's
 * folder tree (the URL's `?project=`, else the switcher's), at most 3 levels, siblings by sort,
 * every folder open; create, edit, move ("Move to…", or a row dragged onto another) and delete,
 * each refusal told with the server's message.
 */
export default function ProjectFolderPage() {
  const { t } = useTranslation(['project-folder', 'app-manage', 'crud'])
  const project = usePageProject()
  const { projectId } = project
  const scope = useTenantScope()
  const tree = usePageQuery({
    ...folderQueries.tree(scope, projectId),
    enabled: project.status === 'ready',
  })
  const nodes = tree.data ?? noFolders
  const rows = useMemo(() => toFolderRows(nodes), [nodes])
  // Every folder is open but those the user closed: a new sub-folder shows at once.
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set())
  const expanded = useMemo(() => folderIds(nodes).filter((id) => !closed.has(id)), [nodes, closed])
  const refreshViews = useRefreshAppViews()
  const { remove } = useCrudMutations(folderResource, scope)
  const confirmDelete = useConfirmDelete()
  const dialog = useDialogOpening<FolderDialog>()
  const shown = dialog.shown
  const columns = useFolderColumns({
    onAddChild: (row) => dialog.open({ mode: 'create', parent: { id: row.id, name: row.name } }),
    onEdit: (row) => dialog.open({ mode: 'edit', id: row.id }),
    onMove: (row) => dialog.open({ mode: 'move', id: row.id, name: row.name }),
    onDelete: (row) =>
      void confirmDelete({ name: row.name }, () => remove.mutateAsync(row.id)).then(
        (done) => done && refreshViews(),
      ),
  })
  const onSaved = () => refreshViews()
  const dragProps = useFolderDrag(nodes, refreshViews)

  return (
    <Flex vertical gap="middle">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('route:projectFolder')}
      </Typography.Title>
      <PageProjectBar project={project} />
      <PageProjectState project={project} noProject={t('app-manage:noProject')} />
      {project.status === 'ready' && (
        <>
          <Flex gap="small" align="center">
            <CreateButton
              policy={folderPolicies.create}
              onClick={() => dialog.open({ mode: 'create', parent: null })}
            >
              {t('createRoot')}
            </CreateButton>
          </Flex>
          {tree.isError && !tree.data ? (
            <Result
              status="warning"
              title={t('loadFailed')}
              subTitle={tree.error.message}
              extra={
                <Button type="primary" onClick={() => void tree.refetch()}>
                  {t('crud:retry')}
                </Button>
              }
            />
          ) : (
            <Table<FolderRow>
              rowKey="id"
              columns={columns}
              dataSource={rows}
              onRow={dragProps}
              loading={tree.isFetching}
              expandable={{
                expandedRowKeys: expanded,
                onExpand: (open, row) =>
                  setClosed((now) => {
                    const next = new Set(now)
                    if (open) next.delete(row.id)
                    else next.add(row.id)
                    return next
                  }),
              }}
              pagination={false}
              locale={{ emptyText: t('empty') }}
              className={wideTableClass}
            />
          )}
        </>
      )}
      {(shown?.mode === 'create' || shown?.mode === 'edit') && (
        <FolderFormModal
          key={dialog.key}
          dialog={shown}
          projectId={projectId}
          onClose={dialog.close}
          onSaved={onSaved}
        />
      )}
      {shown?.mode === 'move' && (
        <FolderMoveModal
          key={dialog.key}
          id={shown.id}
          name={shown.name}
          tree={nodes}
          onClose={dialog.close}
          onSaved={onSaved}
        />
      )}
    </Flex>
  )
}
