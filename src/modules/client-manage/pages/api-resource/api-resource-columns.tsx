import type { TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  apiResourcePolicies,
  type ApiResourceDto,
} from '@/modules/client-manage/api/api-resource-api'
import { useActionsColumn } from '@/components/crud/table-columns'
import { TagList } from '@/components/crud/tag-list'
import { useResourceColumns } from '../shared/resource-columns'

interface ApiResourceColumnsProps {
  onEdit: (row: ApiResourceDto) => void
  onDelete: (row: ApiResourceDto) => void
}

/** The columns of the API resources table: the shared ones, the scopes, and the row actions. */
export function useApiResourceColumns({
  onEdit,
  onDelete,
}: ApiResourceColumnsProps): TableColumnsType<ApiResourceDto> {
  const { t } = useTranslation('client-manage')
  return [
    ...useResourceColumns<ApiResourceDto>(),
    {
      key: 'scopes',
      title: t('scopes'),
      width: 220,
      render: (_, row) => <TagList values={row.scopes.map((s) => s.scope)} max={2} />,
    },
    useActionsColumn((row) => ({
      record: row.name,
      actions: [
        { label: t('crud:edit'), policy: apiResourcePolicies.update, onClick: () => onEdit(row) },
        {
          label: t('crud:delete'),
          policy: apiResourcePolicies.delete,
          onClick: () => onDelete(row),
          danger: true,
        },
      ],
    })),
  ]
}
