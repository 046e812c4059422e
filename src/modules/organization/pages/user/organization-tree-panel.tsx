import { Alert, Button, Card, Spin, Tree, Typography, type TreeDataNode } from 'antd'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import {
  organizationQueries,
  type OrganizationTreeNodeDto,
} from '@/modules/organization/api/organization-api'
import { useTenantScope } from '@/query/query-scope'
import { FoldOnNarrow } from '@/components/crud/fold-on-narrow'
import { usePageQuery } from '@/query/use-page-query'

/** The key of the "All organizations" node: no organisation filter. */
const allKey = '__all__'

interface OrganizationTreePanelProps {
  /** The organisation whose subtree the list shows; undefined: all. */
  selectedId: string | undefined
  onSelect: (organizationId: string | undefined) => void
}

function toTreeData(nodes: OrganizationTreeNodeDto[], disabledText: string): TreeDataNode[] {
  return nodes.map((node) => ({
    key: node.id,
    title: node.enabled ? (
      node.name
    ) : (
      <Typography.Text type="secondary">{`${node.name} (${disabledText})`}</Typography.Text>
    ),
    children: toTreeData(node.children, disabledText),
  }))
}

/** The ids from a root down to `id` (empty when it is not in the tree). */
function pathTo(nodes: OrganizationTreeNodeDto[], id: string): string[] {
  for (const node of nodes) {
    if (node.id === id) return [node.id]
    const below = pathTo(node.children, id)
    if (below.length) return [node.id, ...below]
  }
  return []
}

/** The name of the organisation `id` (undefined when it is not in the tree). */
function nameOf(nodes: OrganizationTreeNodeDto[], id: string): string | undefined {
  for (const node of nodes) {
    const name = node.id === id ? node.name : nameOf(node.children, id)
    if (name) return name
  }
  return undefined
}

/**
 * The organisation tree beside the Users list (disabled nodes included, greyed): selecting a node
 * filters the list by it and its descendants; selecting it again or "All organizations" clears
 * the filter. Arrow keys move, Enter selects. On a narrow screen it folds into a drawer opened
 * by a button naming the chosen organisation (FoldOnNarrow).
 */
export function OrganizationTreePanel({ selectedId, onSelect }: OrganizationTreePanelProps) {
  const { t } = useTranslation('user')
  const scope = useTenantScope()
  const tree = usePageQuery(organizationQueries.tree(scope))
  const roots = tree.data
  const treeData = useMemo<TreeDataNode[]>(
    () => [
      {
        key: allKey,
        title: t('allOrganizations'),
        children: toTreeData(roots ?? [], t('disabled')),
      },
    ],
    [roots, t],
  )

  let content
  if (tree.isError && !roots) {
    content = (
      <Alert
        type="warning"
        showIcon
        title={t('treeLoadFailed')}
        action={
          <Button size="small" onClick={() => void tree.refetch()}>
            {t('crud:retry')}
          </Button>
        }
      />
    )
  } else if (!roots) {
    content = <Spin />
  } else {
    content = (
      <Tree
        blockNode
        virtual={false}
        treeData={treeData}
        // Mounted once the tree is known: the path to a node chosen by the URL starts open.
        defaultExpandedKeys={[allKey, ...(selectedId ? pathTo(roots, selectedId) : [])]}
        selectedKeys={[selectedId ?? allKey]}
        onSelect={(_keys, { node, selected }) => {
          if (node.key === allKey) {
            if (selected) onSelect(undefined) // "All" again changes nothing
          } else onSelect(selected ? String(node.key) : undefined)
        }}
      />
    )
  }

  const chosen = selectedId && roots ? nameOf(roots, selectedId) : undefined
  return (
    <FoldOnNarrow
      label={t('organizations')}
      summary={chosen ?? (selectedId ? undefined : t('allOrganizations'))}
      value={selectedId}
    >
      <Card
        size="small"
        title={t('organizations')}
        role="region"
        aria-label={t('organizations')}
        style={{ width: 280, flex: 'none' }}
        styles={{ body: { maxHeight: 'calc(100vh - 260px)', overflow: 'auto' } }}
      >
        {content}
      </Card>
    </FoldOnNarrow>
  )
}
