import { Tag, Typography, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import type { PermissionDefinitionDto } from '@/modules/system/api/permission-definition-api'
import { sides } from './permission-definition-rules'

/** Indents a permission's first cell by its depth, so children sit under their parent. */
export function indentByDepth(row: PermissionDefinitionDto) {
  return { style: { paddingInlineStart: 8 + row.depth * 24 } }
}

/** The columns of a group's definitions: display name, name (copyable), side, providers. */
export function useDefinitionColumns(): TableColumnsType<PermissionDefinitionDto> {
  const { t } = useTranslation('permission-definition')
  return [
    {
      key: 'displayName',
      dataIndex: 'displayName',
      title: t('displayName'),
      width: 260,
      onCell: indentByDepth,
    },
    {
      key: 'name',
      dataIndex: 'name',
      title: t('name'),
      ellipsis: { showTitle: false },
      render: (name: string) => (
        <Typography.Text code copyable title={name}>
          {name}
        </Typography.Text>
      ),
    },
    {
      key: 'side',
      dataIndex: 'multiTenancySide',
      title: t('side'),
      width: 110,
      render: (side: PermissionDefinitionDto['multiTenancySide']) => (
        <Tag color={sides[side].color}>{t(sides[side].key)}</Tag>
      ),
    },
    {
      key: 'providers',
      dataIndex: 'providers',
      title: t('providers'),
      width: 140,
      render: (providers: string[]) =>
        providers.length > 0 ? (
          providers.join(', ')
        ) : (
          <Typography.Text type="secondary">{t('allProviders')}</Typography.Text>
        ),
    },
  ]
}
