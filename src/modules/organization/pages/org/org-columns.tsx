import { Switch, Tag, Typography, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  organizationPolicies,
  type OrganizationDto,
  type OrgType,
} from '@/modules/organization/api/organization-api'
import { useGrantCheck } from '@/access/use-is-granted'
import { useActionsColumn, flagTag } from '@/components/crud/table-columns'

const typeColors: Record<OrgType, string> = { 1: 'blue', 2: 'geekblue', 3: 'cyan', 4: 'orange' }

interface OrgColumnsProps {
  onAddChild: (row: OrganizationDto) => void
  onEdit: (row: OrganizationDto) => void
  onMove: (row: OrganizationDto) => void
  onDelete: (row: OrganizationDto) => void
  onToggle: (row: OrganizationDto, enabled: boolean) => void
  /** The row whose switch is saving. */
  togglingId?: string
  /** Search results: each match's ancestors (id → names), shown in a Location column. */
  ancestors?: ReadonlyMap<string, string[]>
}

/** The columns of the organisation tree table; row actions are gated by permission. */
export function useOrgColumns(props: OrgColumnsProps): TableColumnsType<OrganizationDto> {
  const { t } = useTranslation('org')
  const { ancestors, togglingId } = props
  const canUpdate = useGrantCheck()(organizationPolicies.update)
  // Unknown while the tree loads; a root sits at the top level.
  const pathText = (names: string[] | undefined) =>
    names === undefined ? '' : names.join(' / ') || t('topLevel')
  const status = flagTag(t, 'success', { yes: 'on', no: 'off' })

  return [
    { key: 'name', dataIndex: 'name', title: t('name') },
    ...(ancestors
      ? [
          {
            key: 'path',
            title: t('path'),
            render: (_: unknown, row: OrganizationDto) => (
              <Typography.Text type="secondary">{pathText(ancestors.get(row.id))}</Typography.Text>
            ),
          },
        ]
      : []),
    { key: 'fullName', dataIndex: 'fullName', title: t('fullName') },
    {
      key: 'orgType',
      dataIndex: 'orgType',
      title: t('orgType'),
      width: 110,
      render: (type: OrgType) => <Tag color={typeColors[type]}>{t(`types.${type}`)}</Tag>,
    },
    { key: 'sort', dataIndex: 'sort', title: t('sort'), width: 100 },
    {
      key: 'enabled',
      dataIndex: 'enabled',
      title: t('enabled'),
      width: 100,
      render: (enabled: boolean, row) =>
        canUpdate ? (
          <Switch
            checked={enabled}
            loading={togglingId === row.id}
            onChange={(checked) => props.onToggle(row, checked)}
            aria-label={`${t('enabled')} ${row.name}`}
          />
        ) : (
          status(enabled)
        ),
    },
    { key: 'userCount', dataIndex: 'userCount', title: t('userCount'), width: 90 },
    useActionsColumn((row) => ({
      record: row.name,
      actions: [
        {
          label: t('addChild'),
          policy: organizationPolicies.create,
          onClick: () => props.onAddChild(row),
          hidden: !row.enabled,
        },
        {
          label: t('crud:edit'),
          policy: organizationPolicies.update,
          onClick: () => props.onEdit(row),
        },
        { label: t('move'), policy: organizationPolicies.update, onClick: () => props.onMove(row) },
        {
          label: t('crud:delete'),
          policy: organizationPolicies.delete,
          onClick: () => props.onDelete(row),
          danger: true,
        },
      ],
    })),
  ]
}
