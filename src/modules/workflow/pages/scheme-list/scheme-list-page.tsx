import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { ProjectSelect } from '@/modules/project'
import { DictionarySelect } from '@/modules/system'
import { CrudPage } from '@/components/crud/crud-page'
import { creationTimeColumn } from '@/components/crud/table-columns'
import { useCrudPage } from '@/components/crud/use-crud-page'
import { schemePolicies, schemeResource, setSchemeEnabled } from '../../api/scheme-api'
import { DefinitionStatus, type SchemeDto } from '../../api/scheme-dtos'
import { SchemeFormModal } from './scheme-form-modal'

const statusColours: Record<number, string> = { 1: 'default', 2: 'success', 3: 'warning' }

/**
 * Workflow schemes (流程方案设计), `/workflow/scheme` (workflow-api.md §2): the list with its
 * filters in the URL, the heading in the kit's dialog, enable/disable, delete (a scheme with open
 * approvals is refused with the server's SchemeInUse message, in the failed call's toast) and
 * Design, which opens the flow designer in a tab of its own per scheme.
 */
export default function SchemeListPage() {
  const { t } = useTranslation(['workflow-scheme', 'crud'])
  const navigate = useNavigate()
  const page = useCrudPage({
    resource: schemeResource,
    policies: schemePolicies,
    search: [
      { name: 'filter', label: t('crud:keyword') },
      {
        name: 'category',
        label: t('category'),
        input: <DictionarySelect code="WorkflowCategory" allowClear style={{ width: 140 }} />,
      },
      {
        name: 'projectId',
        label: t('project'),
        input: <ProjectSelect allowClear style={{ width: 220 }} placeholder={t('anyProject')} />,
      },
      {
        name: 'status',
        label: t('status'),
        choices: Object.values(DefinitionStatus).map((s) => ({ value: String(s), label: t(`statuses.${s}`) })), // prettier-ignore
        width: 120,
      },
    ],
    nameOf: (row: SchemeDto) => row.name,
    bulkDelete: true,
  })
  const client = useQueryClient()
  // Enable/disable answers the scheme; the list reloads either way (a refusal has its toast).
  const toggle = useMutation({
    mutationFn: (row: SchemeDto) => setSchemeEnabled(row.id, row.status === DefinitionStatus.Disabled), // prettier-ignore
    onSettled: () => client.invalidateQueries({ queryKey: schemeResource.queries.all(page.scope) }),
  })
  const design = (row: SchemeDto) => void navigate(`/workflow/scheme-design?id=${encodeURIComponent(row.id)}`) // prettier-ignore

  return (
    <CrudPage
      page={page}
      title={t('route:workflowScheme')}
      columns={[
        { key: 'name', dataIndex: 'name', title: t('name'), sorter: true },
        { key: 'code', dataIndex: 'code', title: t('code'), sorter: true, width: 180 },
        { key: 'category', dataIndex: 'category', title: t('category'), width: 100 },
        { key: 'projName', dataIndex: 'projName', title: t('project'), render: (v: string | null) => v ?? t('anyProject') }, // prettier-ignore
        { key: 'formName', dataIndex: 'formName', title: t('form') },
        {
          key: 'status',
          dataIndex: 'status',
          title: t('status'),
          sorter: true,
          width: 200,
          render: (_v, row: SchemeDto) => (
            <>
              <Tag color={statusColours[row.status]}>{t(`statuses.${row.status}`)}</Tag>
              {row.hasUnpublishedChanges && row.publishedVersion !== null && (
                <Tag color="processing">{t('unpublishedChanges')}</Tag>
              )}{' '}
              {/* prettier-ignore */}
            </>
          ),
        },
        {
          key: 'publishedVersion',
          dataIndex: 'publishedVersion',
          title: t('publishedVersion'),
          width: 110,
          render: (v: number | null) => (v === null ? '—' : `v${v}`),
        },
        creationTimeColumn<SchemeDto>(t),
      ]}
      rowActions={(row, { edit, remove }) => [
        { label: t('design'), policy: schemePolicies.read, onClick: () => design(row) },
        edit(row),
        {
          label: row.status === DefinitionStatus.Disabled ? t('enable') : t('disable'),
          policy: schemePolicies.update,
          onClick: () => toggle.mutate(row),
          hidden: row.status === DefinitionStatus.Draft,
          disabledReason: toggle.isPending && toggle.variables.id === row.id ? t('saving') : undefined, // prettier-ignore
        },
        remove(row),
      ]}
      form={(dialog, close) => <SchemeFormModal dialog={dialog} onClose={close} />}
    />
  )
}
