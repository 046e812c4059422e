import { Tag, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import type { AppDto, AppType } from '@/modules/app-manage/api/app-dtos'
import { AppIcon } from '@/modules/app-manage/components/app-icon'
import { dataColumn, flagTag } from '@/components/crud/table-columns'

const typeColors: Record<AppType, string> = { 1: 'blue', 2: 'purple' }

/** The columns of the App list; sortable ones match the server's whitelist (§4.1). */
export function useAppColumns(): TableColumnsType<AppDto> {
  const { t } = useTranslation('app-list')
  return [
    {
      key: 'icon',
      dataIndex: 'icon',
      title: t('icon'),
      width: 64,
      render: (icon: string | null) => <AppIcon icon={icon} size={24} />,
    },
    dataColumn('name', t('name'), { sorter: true }),
    dataColumn('code', t('code'), { sorter: true }),
    dataColumn('type', t('type'), {
      sorter: true,
      width: 100,
      render: (type: AppType) => <Tag color={typeColors[type]}>{t(`types.${type}`)}</Tag>,
    }),
    dataColumn('url', t('url'), { ellipsis: true }),
    dataColumn('clientId', t('clientId')),
    dataColumn('placementCount', t('placementCount'), { width: 110, align: 'right' }),
    dataColumn('enabled', t('enabled'), {
      width: 100,
      render: flagTag(t, 'success', { yes: 'on', no: 'off' }),
    }),
    dataColumn('sort', t('sort'), { sorter: true, width: 90 }),
  ]
}
