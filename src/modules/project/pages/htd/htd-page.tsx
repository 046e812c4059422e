import { Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { htdPolicies, htdResource, type HtdDto } from '@/modules/project/api/htd-api'
import { CrudSearchForm, type SearchField } from '@/components/crud/crud-search-form'
import { CreateButton } from '@/components/crud/create-button'
import { CrudTable } from '@/components/crud/crud-table'
import { OrganizationSelect } from '@/modules/organization'
import { useConfirmDelete } from '@/components/crud/use-confirm-delete'
import { useDialogOpening } from '@/components/crud/use-dialog-opening'
import { useCrudList } from '@/components/crud/use-crud-list'
import { useCrudMutations } from '@/components/crud/use-crud-mutations'
import type { CrudDialog } from '@/components/crud/use-dialog-record'
import { useTenantScope } from '@/query/query-scope'
import { useHtdColumns } from './htd-columns'
import { HtdFormModal } from './htd-form-modal'
import { HtdProjectBar, HtdProjectState } from './htd-project-bar'
import { useHtdProject } from './use-htd-project'
import { useRefreshHtdViews } from './use-refresh-htd-views'

const filterKeys = ['filter', 'contractorOrgId', 'supervisorOrgId'] as const

/**
 * Contract sections (合同段), `/project/htd`: business-api.md §3.2. The sections of one project:
 * the URL's (`?project=`), else the project switcher's current one, followed as it changes.
 */
export default function HtdPage() {
  const { t } = useTranslation(['htd', 'crud'])
  const project = useHtdProject()
  const { projectId } = project
  const isReady = project.status === 'ready'
  const list = useCrudList({
    queries: htdResource.queries,
    scope: project.scope,
    filterKeys,
    fixedFilters: { projectId },
    enabled: isReady,
  })
  const { remove } = useCrudMutations(htdResource, useTenantScope())
  const refreshViews = useRefreshHtdViews()
  const confirmDelete = useConfirmDelete()
  const dialog = useDialogOpening<CrudDialog>()

  const columns = useHtdColumns({
    onEdit: (row) => dialog.open({ mode: 'edit', id: row.id }),
    onDelete: (row: HtdDto) =>
      void confirmDelete({ name: row.htdName }, () => remove.mutateAsync(row.id)).then(
        (done) => done && refreshViews(row.projectId),
      ),
  })
  const orgFilter = <OrganizationSelect allowDisabled style={{ width: 220 }} />
  const searchFields: SearchField<(typeof filterKeys)[number]>[] = [
    { name: 'filter', label: t('crud:keyword') },
    { name: 'contractorOrgId', label: t('contractorOrg'), input: orgFilter },
    { name: 'supervisorOrgId', label: t('supervisorOrg'), input: orgFilter },
  ]

  return (
    <Flex vertical gap="middle">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('route:htd')}
      </Typography.Title>
      <HtdProjectBar project={project} />
      <HtdProjectState project={project} />
      {isReady && (
        <>
          <CrudSearchForm
            fields={searchFields}
            values={list.view.filters}
            onSearch={list.setFilters}
          />
          <CreateButton
            policy={htdPolicies.create}
            onClick={() => dialog.open({ mode: 'create' })}
          />
          <CrudTable list={list} columns={columns} rowKey="id" />
        </>
      )}
      {dialog.shown && (
        <HtdFormModal
          key={dialog.key}
          dialog={dialog.shown}
          projectId={projectId}
          projectLabel={project.label}
          onSaved={refreshViews}
          onClose={dialog.close}
        />
      )}
    </Flex>
  )
}
