import { useQueryClient } from '@tanstack/react-query'
import { useHref } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { appPolicies, appResource } from '@/modules/app-manage/api/app-api'
import { appTypes, type AppDto } from '@/modules/app-manage/api/app-dtos'
import { CrudPage } from '@/components/crud/crud-page'
import { yesNoChoices } from '@/components/crud/crud-search-form'
import { useCrudMutations } from '@/components/crud/use-crud-mutations'
import { useCrudPage } from '@/components/crud/use-crud-page'
import { AppFormModal } from './app-form-modal'
import { useAppColumns } from './app-columns'
import { toEnabledUpdate } from './app-form-rules'

/** The App list, `/app/index`: the catalogue of business apps (business-api.md §4.1). */
export default function AppListPage() {
  const { t } = useTranslation('app-list')
  const page = useCrudPage({
    resource: appResource,
    policies: appPolicies,
    search: [
      { name: 'filter', label: t('crud:keyword') },
      {
        name: 'type',
        label: t('type'),
        choices: [
          { value: String(appTypes.web), label: t('types.1') },
          { value: String(appTypes.mobile), label: t('types.2') },
        ],
        width: 120,
      },
      {
        name: 'enabled',
        label: t('enabled'),
        choices: yesNoChoices(t('on'), t('off')),
        width: 120,
      },
    ],
    nameOf: (row: AppDto) => row.name,
    bulkDelete: true,
  })
  const client = useQueryClient()
  const { update } = useCrudMutations(appResource, page.scope)
  const columns = useAppColumns()
  const redirectHref = useHref('/app/redirect')
  // An update with the row's stamp: refused or stale (409, its toast), the list shows the
  // server's state again.
  const setEnabled = (row: AppDto, enabled: boolean) =>
    void update
      .mutateAsync({ id: row.id, input: toEnabledUpdate(row, enabled) })
      .catch(() => client.invalidateQueries({ queryKey: appResource.queries.all(page.scope) }))
  // A preview launches without a project, in a new tab that cannot reach back to this one.
  const preview = (row: AppDto) =>
    window.open(`${redirectHref}?appId=${encodeURIComponent(row.id)}`, '_blank', 'noopener')

  return (
    <CrudPage
      page={page}
      title={t('route:appList')}
      columns={columns}
      rowActions={(row, { edit, remove }) => [
        {
          label: t('preview'),
          policy: appPolicies.preview,
          onClick: () => preview(row),
          // Mobile apps are not opened in a browser; a disabled app would be refused.
          hidden: row.type === appTypes.mobile,
          disabledReason: row.enabled ? undefined : t('previewDisabled'),
        },
        edit(row),
        {
          label: row.enabled ? t('disable') : t('enable'),
          policy: appPolicies.update,
          onClick: () => setEnabled(row, !row.enabled),
          disabledReason:
            update.isPending && update.variables.id === row.id ? t('saving') : undefined,
        },
        remove(row),
      ]}
      form={(dialog, close) => <AppFormModal dialog={dialog} onClose={close} />}
    />
  )
}
