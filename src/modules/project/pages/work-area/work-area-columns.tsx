import type { TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import { workAreaTypeDictionary, type WorkAreaDto } from '@/modules/project/api/work-area-api'
import { useDictionaryTags } from '@/modules/system'
import { creationTimeColumn } from '@/components/crud/table-columns'
import { formatLength, formatStake } from './chainage-rules'

/** `K0+000.000 ~ K0+050.000`; nothing for an area without chainage. */
function chainageRange(row: WorkAreaDto): string {
  if (row.startChainage === null || row.endChainage === null) return ''
  return `${formatStake(row.startChainage)} ~ ${formatStake(row.endChainage)}`
}

/** The columns of the Work areas table; sortable ones match the server's whitelist (§3.3). */
export function useWorkAreaColumns(): TableColumnsType<WorkAreaDto> {
  const { t } = useTranslation('work-area')
  const typeTag = useDictionaryTags(workAreaTypeDictionary)
  return [
    { key: 'code', dataIndex: 'code', title: t('code'), sorter: true },
    { key: 'name', dataIndex: 'name', title: t('name'), sorter: true },
    {
      key: 'type',
      dataIndex: 'type',
      title: t('type'),
      render: typeTag,
    },
    {
      key: 'startChainage',
      title: t('chainage'),
      sorter: true,
      render: (_value, row) => chainageRange(row),
    },
    {
      key: 'length',
      dataIndex: 'length',
      title: t('length'),
      align: 'right',
      render: (length: number | null) => formatLength(length),
    },
    { key: 'sort', dataIndex: 'sort', title: t('sort'), sorter: true, width: 100 },
    creationTimeColumn(t),
  ]
}
