import type { TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import { apiScopePolicies, type ApiScopeDto } from '@/modules/client-manage/api/api-scope-api'
import { flagTag, useActionsColumn } from '@/components/crud/table-columns'
import { useResourceColumns } from '../shared/resource-columns'

interface ApiScopeColumnsProps {
  onEdit: (row: ApiScopeDto) => void
  onDelete: (row: ApiScopeDto) => void
}

/** The columns of the API scopes table: the shared ones, required, and the row actions. */
export function useApiScopeColumns({
  onEdit,
  onDelete,
}: ApiScopeColumnsProps): TableColumnsType<ApiScopeDto> {
  const { t } = useTranslation('client-manage')
  const [name, displayName, description, enabled, ...rest] = useResourceColumns<ApiScopeDto>()
  return [
    name,
    displayName,
    description,
    enabled,
    {
      key: 'required',
      dataIndex: 'required',
      title: t('required'),
      width: 90,
      render: flagTag(t, 'orange', { yes: 'crud:yes', no: 'crud:no' }),
    },
    ...rest,
    useActionsColumn((row) => ({
      record: row.name,
      actions: [
        { label: t('crud:edit'), policy: apiScopePolicies.update, onClick: () => onEdit(row) },
        {
          label: t('crud:delete'),
          policy: apiScopePolicies.delete,
          onClick: () => onDelete(row),
          danger: true,
        },
      ],
    })),
  ]
}
