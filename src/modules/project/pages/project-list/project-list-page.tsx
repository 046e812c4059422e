import { Flex, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  projectDictionaries,
  projectPolicies,
  projectResource,
  type ProjectDto,
} from '@/modules/project/api/project-api'
import { CrudSearchForm, type SearchField } from '@/components/crud/crud-search-form'
import { CreateButton } from '@/components/crud/create-button'
import { CrudTable } from '@/components/crud/crud-table'
import { DictionarySelect } from '@/modules/system'
import { useConfirmDelete } from '@/components/crud/use-confirm-delete'
import { useDialogOpening } from '@/components/crud/use-dialog-opening'
import { useCrudList } from '@/components/crud/use-crud-list'
import { useCrudMutations } from '@/components/crud/use-crud-mutations'
import type { CrudDialog } from '@/components/crud/use-dialog-record'
import { useTenantScope } from '@/query/query-scope'
import { CreatedProjectNotice } from './created-project-notice'
import { useProjectColumns } from './project-columns'
import { ProjectFormModal } from './project-form-modal'
import { useRefreshProjectViews } from './use-refresh-project-views'

const filterKeys = ['filter', 'projType', 'status'] as const

/** Projects, `/project/index`: business-api.md §3.1. */
export default function ProjectListPage() {
  const { t } = useTranslation(['project-list', 'crud'])
  const scope = useTenantScope()
  const list = useCrudList({ queries: projectResource.queries, scope, filterKeys })
  const { remove } = useCrudMutations(projectResource, scope)
  const refreshViews = useRefreshProjectViews()
  const confirmDelete = useConfirmDelete()
  const dialog = useDialogOpening<CrudDialog>()
  const [created, setCreated] = useState<ProjectDto | null>(null)

  const columns = useProjectColumns({
    onEdit: (row) => dialog.open({ mode: 'edit', id: row.id }),
    onDelete: (row) =>
      void confirmDelete({ name: row.projName }, () => remove.mutateAsync(row.id)).then((done) => {
        if (!done) return
        refreshViews()
        if (created?.id === row.id) setCreated(null)
      }),
  })
  const searchFields: SearchField<(typeof filterKeys)[number]>[] = [
    { name: 'filter', label: t('crud:keyword') },
    {
      name: 'projType',
      label: t('projType'),
      input: <DictionarySelect code={projectDictionaries.type} allowClear style={{ width: 140 }} />,
    },
    {
      name: 'status',
      label: t('status'),
      input: (
        <DictionarySelect code={projectDictionaries.status} allowClear style={{ width: 140 }} />
      ),
    },
  ]

  return (
    <Flex vertical gap="middle">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('route:projectList')}
      </Typography.Title>
      <CrudSearchForm fields={searchFields} values={list.view.filters} onSearch={list.setFilters} />
      <CreateButton
        policy={projectPolicies.create}
        onClick={() => dialog.open({ mode: 'create' })}
      />
      {created && <CreatedProjectNotice project={created} onClose={() => setCreated(null)} />}
      <CrudTable list={list} columns={columns} rowKey="id" />
      {dialog.shown && (
        <ProjectFormModal
          key={dialog.key}
          dialog={dialog.shown}
          onCreated={setCreated}
          onSaved={refreshViews}
          onClose={dialog.close}
        />
      )}
    </Flex>
  )
}
