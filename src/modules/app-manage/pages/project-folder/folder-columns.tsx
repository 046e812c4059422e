import type { TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import { useActionsColumn } from '@/components/crud/table-columns'
import { folderPolicies } from '../../api/folder-api'
import { AppIcon } from '../../components/app-icon'
import { folderMaxDepth, type FolderRow } from '../../folder-tree-rules'
import styles from './project-folder-page.module.css'

interface FolderColumnsProps {
  onAddChild: (row: FolderRow) => void
  onEdit: (row: FolderRow) => void
  onMove: (row: FolderRow) => void
  onDelete: (row: FolderRow) => void
}

/** The columns of the folder tree table; each row button under its permission child. */
export function useFolderColumns(props: FolderColumnsProps): TableColumnsType<FolderRow> {
  const { t } = useTranslation(['project-folder', 'crud'])
  return [
    {
      key: 'name',
      title: t('name'),
      render: (_: unknown, row) => (
        <span className={styles.name}>
          <AppIcon icon={row.icon} size={16} />
          <span>{row.name}</span>
        </span>
      ),
    },
    { key: 'appCount', dataIndex: 'appCount', title: t('appCount'), width: 100 },
    { key: 'sort', dataIndex: 'sort', title: t('sort'), width: 100 },
    useActionsColumn((row) => ({
      record: row.name,
      actions: [
        {
          label: t('addChild'),
          policy: folderPolicies.create,
          onClick: () => props.onAddChild(row),
          // A child of a level-3 folder would be level 4 (Base:FolderMaxDepth).
          hidden: row.depth >= folderMaxDepth,
        },
        { label: t('crud:edit'), policy: folderPolicies.update, onClick: () => props.onEdit(row) },
        { label: t('move'), policy: folderPolicies.update, onClick: () => props.onMove(row) },
        {
          label: t('crud:delete'),
          policy: folderPolicies.delete,
          onClick: () => props.onDelete(row),
          danger: true,
        },
      ],
    })),
  ]
}
