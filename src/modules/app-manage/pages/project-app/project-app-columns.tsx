import { Tag, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import { dataColumn } from '@/components/crud/table-columns'
import type { ProjectAppDto } from '../../api/app-dtos'
import { AppIcon } from '../../components/app-icon'
import styles from './project-app-page.module.css'

/**
 * The placements' columns: icon, app (a disabled app stays listed, marked), code, type, folder,
 * sort. Sorting on the server: sort, appName (creationTime has no column).
 */
export function useProjectAppColumns(): TableColumnsType<ProjectAppDto> {
  const { t } = useTranslation('project-app')
  const disabledTag = (
    <Tag color="default" title={t('disabledHelp')}>
      {t('disabled')}
    </Tag>
  )
  return [
    {
      key: 'icon',
      title: t('icon'),
      width: 64,
      render: (_: unknown, row) => <AppIcon icon={row.appIcon} />,
    },
    dataColumn('appName', t('appName'), {
      sorter: true,
      render: (name: string, row) => (
        <span className={styles.appName}>
          {name}
          {!row.appEnabled && disabledTag}
        </span>
      ),
    }),
    dataColumn('appCode', t('appCode')),
    dataColumn('appType', t('appType'), {
      width: 100,
      render: (type: number) => t(`types.${type}`, { defaultValue: String(type) }),
    }),
    dataColumn('folderName', t('folder')),
    dataColumn('sort', t('sort'), { sorter: true, width: 100 }),
  ]
}
