import { Alert, Button } from 'antd'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { CrudPage } from '@/components/crud/crud-page'
import { useDialogOpening } from '@/components/crud/use-dialog-opening'
import { useCrudPage } from '@/components/crud/use-crud-page'
import { PageProjectBar, PageProjectState, usePageProject } from '@/modules/project'
import { useTenantScope } from '@/query/query-scope'
import { usePageQuery } from '@/query/use-page-query'
import type { ProjectAppDto } from '../../api/app-dtos'
import { folderQueries } from '../../api/folder-api'
import { projectAppPolicies, projectAppResource } from '../../api/project-app-api'
import { findFolder, toFolderOptions } from '../../folder-tree-rules'
import { useRefreshAppViews } from '../../use-refresh-app-views'
import { AddAppsModal } from './add-apps-modal'
import { FolderPanel } from './folder-panel'
import { PlacementFormModal } from './placement-form-modal'
import { useProjectAppColumns } from './project-app-columns'

/** The URL filter of the placements' folder (the tree beside the list); one project's. */
const folderParam = 'folderId'

/**
 * Project apps (项目应用), `/app/project`: business-api.md §4.3. One project's placements (the
 * URL's `?project=`, else the switcher's), all of them or one folder's (`?folderId=`, chosen in the
 * tree beside), searched by app name or code; add several at once, move to another folder and
 * change the sort, remove (bulk).
 */
export default function ProjectAppPage() {
  const { t } = useTranslation(['project-app', 'app-manage', 'crud'])
  const project = usePageProject({ resetParams: [folderParam] })
  const { projectId } = project
  const isReady = project.status === 'ready'
  const scope = useTenantScope()
  const tree = usePageQuery({ ...folderQueries.tree(scope, projectId), enabled: isReady })
  const folders = useMemo(() => toFolderOptions(tree.data ?? []), [tree.data])
  const refreshViews = useRefreshAppViews()
  const page = useCrudPage({
    resource: projectAppResource,
    policies: projectAppPolicies,
    search: [{ name: 'filter', label: t('crud:keyword') }],
    filterKeys: [folderParam],
    fixedFilters: { projectId },
    enabled: isReady,
    nameOf: (row: ProjectAppDto) => row.appName,
    bulkDelete: true,
    // The selection belongs to the project it was made in.
    selectionOwner: projectId,
    onDeleted: refreshViews,
  })
  const { list } = page
  const folderId = list.view.filters[folderParam]
  const adding = useDialogOpening<true>()
  const showFolder = (id: string | undefined) =>
    list.setFilters({ ...list.view.filters, [folderParam]: id })
  // A link's folder, or the one chosen before the switcher changed the project, may be another's.
  const isUnknownFolder = !!folderId && !!tree.data && !findFolder(tree.data, folderId)
  const nameOf = (id: string) => list.query.data?.items.find((row) => row.id === id)?.appName ?? ''

  return (
    <CrudPage
      page={page}
      title={t('route:projectApp')}
      header={
        <>
          <PageProjectBar project={project} />
          <PageProjectState project={project} noProject={t('app-manage:noProject')} />
        </>
      }
      listShown={isReady}
      searchKeeps={[folderParam]}
      aside={
        isReady && (
          <FolderPanel
            nodes={tree.data}
            isError={tree.isError}
            onRetry={() => void tree.refetch()}
            folderId={folderId}
            onSelect={showFolder}
          />
        )
      }
      beforeTable={
        isUnknownFolder && (
          <Alert
            type="warning"
            showIcon
            title={t('unknownFolder')}
            action={<Button onClick={() => showFolder(undefined)}>{t('showAll')}</Button>}
          />
        )
      }
      columns={useProjectAppColumns()}
      create={{
        label: t('addApps'),
        open: () => adding.open(true),
        disabled: tree.data?.length === 0,
      }}
      form={(dialog, close) =>
        dialog.mode === 'edit' && (
          <PlacementFormModal
            dialog={dialog}
            name={nameOf(dialog.id)}
            folders={folders}
            onClose={close}
            onSaved={refreshViews}
          />
        )
      }
    >
      {adding.shown && (
        <AddAppsModal
          key={adding.key}
          projectId={projectId}
          folders={folders}
          folderId={folderId}
          onClose={adding.close}
          onSaved={refreshViews}
        />
      )}
    </CrudPage>
  )
}
