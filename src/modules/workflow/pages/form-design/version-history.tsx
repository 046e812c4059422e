import { useQuery } from '@tanstack/react-query'
import { Empty, Table, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { useIsGranted } from '@/access/use-is-granted'
import { LoadFailed } from '@/components/crud/load-failed'
import { useTenantScope } from '@/query/query-scope'
import { formatDateTime } from '@/utils/date-format'
import { formVersionQueries } from '../../api/form-api'
import type { FormDto, FormVersionDto } from '../../api/form-dtos'

/**
 * The published versions, newest first, and the schemes that pin each (Workflow.Scheme holders
 * see them): a running instance stays on its version whatever is published after it.
 */
export function VersionHistory({ form }: { form: FormDto }) {
  const { t } = useTranslation('workflow-form')
  const scope = useTenantScope()
  const published = form.publishedVersion ?? 0
  const versions = useQuery({ ...formVersionQueries.versions(scope, form.id, published), enabled: published > 0 }) // prettier-ignore
  const canReadSchemes = useIsGranted('Workflow.Scheme')
  const uses = useQuery({ ...formVersionQueries.uses(scope, form.id), enabled: canReadSchemes && published > 0 }) // prettier-ignore
  if (published === 0) return <Empty description={t('versions.none')} />
  if (versions.isError) return <LoadFailed error={versions.error} onRetry={() => void versions.refetch()} /> // prettier-ignore
  return (
    <Table<FormVersionDto>
      size="small"
      rowKey="version"
      loading={versions.isPending}
      dataSource={versions.data}
      pagination={false}
      columns={[
        { key: 'version', title: t('versions.version'), dataIndex: 'version', width: 90, render: (v: number) => t('versionN', { version: v }) }, // prettier-ignore
        { key: 'publishTime', title: t('versions.publishTime'), dataIndex: 'publishTime', render: (time: string) => formatDateTime(time) }, // prettier-ignore
        { key: 'publisher', title: t('versions.publisher'), dataIndex: 'publisherName' },
        {
          key: 'schemes',
          title: t('versions.schemes'),
          render: (_, row) =>
            (uses.data ?? [])
              .filter((u) => u.formVersion === row.version)
              .map((u) => <Tag key={u.schemeId}>{u.schemeName}</Tag>),
        },
      ]}
    />
  )
}
