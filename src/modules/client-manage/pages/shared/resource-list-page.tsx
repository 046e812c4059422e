import type { TableColumnsType } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { CrudApi } from '@/api/abp/crud-api'
import type { CrudQueries } from '@/query/crud-queries'
import type {
  IdentityServerResourceDto,
  UserClaimInput,
} from '@/modules/client-manage/api/resource-dtos'
import { CrudPage } from '@/components/crud/crud-page'
import { useCrudPage, type CrudPolicies } from '@/components/crud/use-crud-page'
import type { CrudDialog } from '@/components/crud/use-dialog-record'
import { useResourceColumns } from './resource-columns'

type ResourceRow = IdentityServerResourceDto & { userClaims: readonly UserClaimInput[] }

interface ResourceListPageProps<T extends ResourceRow> {
  resource: { api: CrudApi<T, never, never, object>; queries: CrudQueries<T, object> }
  policies: CrudPolicies
  /** The route's title key (`route:apiScope`). */
  title: string
  /** The shared columns with the kind's own among them. */
  columns: (shared: TableColumnsType<T>) => TableColumnsType<T>
  form: (dialog: CrudDialog, close: () => void) => ReactNode
}

/**
 * The list page of an IdentityServer resource kind (API scopes, API resources: abp-api.md §8.1,
 * §8.3): keyword search, the shared columns, New, Edit and Delete; the kinds differ by names,
 * a column and their dialogs.
 */
export function ResourceListPage<T extends ResourceRow>(props: ResourceListPageProps<T>) {
  const { t } = useTranslation('client-manage')
  const page = useCrudPage({
    resource: props.resource,
    policies: props.policies,
    filterKeys: ['filter'],
    nameOf: (row: T) => row.name,
  })
  return (
    <CrudPage
      page={page}
      title={t(props.title)}
      search={[{ name: 'filter', label: t('crud:keyword') }]}
      columns={props.columns(useResourceColumns<T>())}
      form={props.form}
    />
  )
}
