import { Tag, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import { TagList } from '@/components/crud/tag-list'
import { formatDateTime } from '@/utils/date-format'
import type { DelegationDto } from '../../api/delegation-dtos'

/** A delegation's columns; `who` names the other side (the delegatee of mine, the delegator of those I hold). */
export function useDelegationColumns(
  who: ('delegator' | 'delegatee')[],
): TableColumnsType<DelegationDto> {
  const { t } = useTranslation('workflow-delegation')
  return [
    ...who.map((side) => ({
      key: side,
      dataIndex: `${side}Name`,
      title: t(side),
    })),
    {
      key: 'period',
      title: t('period'),
      render: (_v: unknown, row: DelegationDto) =>
        `${formatDateTime(row.startTime)} – ${formatDateTime(row.endTime)}`,
    },
    {
      key: 'schemeNames',
      dataIndex: 'schemeNames',
      title: t('schemes'),
      render: (names: string[]) => (names.length ? <TagList values={names} /> : t('allSchemes')),
    },
    {
      key: 'projName',
      dataIndex: 'projName',
      title: t('project'),
      render: (name: string | null) => name ?? t('allProjects'),
    },
    { key: 'reason', dataIndex: 'reason', title: t('reason') },
    {
      key: 'isActive',
      title: t('state'),
      render: (_v: unknown, row: DelegationDto) =>
        row.isActive ? (
          <Tag color="success">{t('active')}</Tag>
        ) : (
          <Tag>{row.enabled ? t('inactive') : t('disabled')}</Tag>
        ),
    },
  ]
}
