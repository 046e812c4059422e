import { useTranslation } from 'react-i18next'
import { htdPolicies, htdResource, type HtdDto } from '@/modules/project/api/htd-api'
import { CrudPage } from '@/components/crud/crud-page'
import { OrganizationSelect } from '@/modules/organization'
import { useCrudPage } from '@/components/crud/use-crud-page'
import { useTenantScope } from '@/query/query-scope'
import { sectionUnitTypes } from '../shared-fields/unit-types'
import { useHtdColumns } from './htd-columns'
import { HtdFormModal } from './htd-form-modal'
import { PageProjectBar, PageProjectState } from '../../components/page-project/page-project-bar'
import { usePageProject } from '../../components/page-project/use-page-project'
import { useRefreshHtdViews } from './use-refresh-htd-views'

/**
 * Contract sections (合同段), `/project/htd`: business-api.md §3.2. The sections of one project:
 * the URL's (`?project=`), else the project switcher's current one, followed as it changes.
 */
export default function HtdPage() {
  const { t } = useTranslation(['htd', 'crud'])
  const project = usePageProject()
  const { projectId } = project
  const refreshViews = useRefreshHtdViews()
  const page = useCrudPage({
    resource: htdResource,
    policies: htdPolicies,
    scope: project.scope,
    writeScope: useTenantScope(),
    filterKeys: ['filter', 'contractorOrgId', 'supervisorOrgId'],
    fixedFilters: { projectId },
    enabled: project.status === 'ready',
    nameOf: (row: HtdDto) => row.htdName,
    onDeleted: (_ids, row) => row && refreshViews(row.projectId),
  })
  // The units a section may hold, disabled ones too: a filter finds what was chosen before.
  const orgFilter = (
    <OrganizationSelect allowDisabled orgTypes={sectionUnitTypes} style={{ width: 220 }} />
  )
  return (
    <CrudPage
      page={page}
      title={t('route:htd')}
      header={
        <>
          <PageProjectBar project={project} />
          <PageProjectState project={project} noProject={t('noProject')} />
        </>
      }
      listShown={project.status === 'ready'}
      search={[
        { name: 'filter', label: t('crud:keyword') },
        { name: 'contractorOrgId', label: t('contractorOrg'), input: orgFilter },
        { name: 'supervisorOrgId', label: t('supervisorOrg'), input: orgFilter },
      ]}
      columns={useHtdColumns()}
      rowActions={(row, { edit, remove }) => [
        edit(row),
        remove(
          row,
          row.workAreaCount > 0 ? t('hasWorkAreas', { count: row.workAreaCount }) : undefined,
        ),
      ]}
      form={(dialog, close) => (
        <HtdFormModal
          dialog={dialog}
          projectId={projectId}
          projectLabel={project.label}
          onSaved={refreshViews}
          onClose={close}
        />
      )}
    />
  )
}
