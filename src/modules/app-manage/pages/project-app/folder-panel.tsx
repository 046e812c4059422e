import { Alert, Button, Card, Spin, Tree, type TreeDataNode } from 'antd'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { FolderNodeDto } from '../../api/app-dtos'
import { AppIcon } from '../../components/app-icon'
import { folderIds } from '../../folder-tree-rules'
import styles from './project-app-page.module.css'

/** The tree's key of "All apps" (no folder filter). */
const allKey = ''

interface FolderPanelProps {
  nodes: readonly FolderNodeDto[] | undefined
  isError: boolean
  onRetry: () => void
  /** The folder whose placements are listed; undefined: all of the project's. */
  folderId: string | undefined
  onSelect: (folderId: string | undefined) => void
}

function toTreeData(nodes: readonly FolderNodeDto[]): TreeDataNode[] {
  return nodes.map((node) => ({
    key: node.id,
    title: (
      <span className={styles.folder}>
        <AppIcon icon={node.icon} size={14} />
        <span>{node.name}</span>
        <span className={styles.count}>{node.appCount}</span>
      </span>
    ),
    children: toTreeData(node.children),
  }))
}

/**
 * The project's folders beside the placements: "All apps", then the folder tree (every folder
 * open). Choosing one lists its own placements (`folderId`, in the URL).
 */
export function FolderPanel({ nodes, isError, onRetry, folderId, onSelect }: FolderPanelProps) {
  const { t } = useTranslation('project-app')
  const treeData = useMemo(
    () => [{ key: allKey, title: t('all') }, ...toTreeData(nodes ?? [])],
    [nodes, t],
  )
  const expanded = useMemo(() => folderIds(nodes ?? []), [nodes])
  let body
  if (isError && !nodes) {
    body = (
      <Alert
        type="warning"
        showIcon
        title={t('foldersFailed')}
        action={<Button onClick={onRetry}>{t('crud:retry')}</Button>}
      />
    )
  } else if (!nodes) {
    body = <Spin />
  } else {
    body = (
      <>
        <Tree
          treeData={treeData}
          expandedKeys={expanded}
          selectedKeys={[folderId ?? allKey]}
          onSelect={(keys) => {
            // A click on the selected node clears antd's selection: the choice stays.
            if (keys.length === 0) return
            const key = String(keys[0])
            onSelect(key === allKey ? undefined : key)
          }}
          switcherIcon={null}
          blockNode
          aria-label={t('folders')}
        />
        {nodes.length === 0 && <Alert type="info" showIcon title={t('noFolders')} />}
      </>
    )
  }
  return (
    <Card size="small" title={t('folders')} className={styles.panel}>
      {body}
    </Card>
  )
}
