import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  projectDictionaries,
  projectPolicies,
  projectResource,
  type ProjectDto,
} from '@/modules/project/api/project-api'
import { CrudPage } from '@/components/crud/crud-page'
import { crudPagePrefetch } from '@/components/crud/crud-page-prefetch'
import { DictionarySelect } from '@/modules/system'
import { useCrudPage } from '@/components/crud/use-crud-page'
import { CreatedProjectNotice } from './created-project-notice'
import { useProjectColumns } from './project-columns'
import { ProjectFormModal } from './project-form-modal'
import { useRefreshProjectViews } from './use-refresh-project-views'

const texts = ['project-list', 'crud']

/** Heading for the menu entry fetches the texts and the first page of projects (the kit's rule). */
export const prefetch = crudPagePrefetch({ texts, queries: projectResource.queries })

/** Projects, `/project/index`: business-api.md §3.1. */
export default function ProjectListPage() {
  const { t } = useTranslation(texts)
  const refreshViews = useRefreshProjectViews()
  const [created, setCreated] = useState<ProjectDto | null>(null)
  const page = useCrudPage({
    resource: projectResource,
    policies: projectPolicies,
    filterKeys: ['filter', 'projType', 'status'],
    nameOf: (row: ProjectDto) => row.projName,
    onDeleted: ([id]) => {
      refreshViews()
      if (created?.id === id) setCreated(null)
    },
  })
  const dictionaryFilter = (code: string) => (
    <DictionarySelect code={code} allowClear style={{ width: 140 }} />
  )
  return (
    <CrudPage
      page={page}
      title={t('route:projectList')}
      search={[
        { name: 'filter', label: t('crud:keyword') },
        {
          name: 'projType',
          label: t('projType'),
          input: dictionaryFilter(projectDictionaries.type),
        },
        { name: 'status', label: t('status'), input: dictionaryFilter(projectDictionaries.status) },
      ]}
      beforeTable={
        created && <CreatedProjectNotice project={created} onClose={() => setCreated(null)} />
      }
      columns={useProjectColumns()}
      rowActions={(row, { edit, remove }) => [
        edit(row),
        remove(row, row.htdCount > 0 ? t('hasHtds', { count: row.htdCount }) : undefined),
      ]}
      form={(dialog, close) => (
        <ProjectFormModal
          dialog={dialog}
          onCreated={setCreated}
          onSaved={refreshViews}
          onClose={close}
        />
      )}
    />
  )
}
