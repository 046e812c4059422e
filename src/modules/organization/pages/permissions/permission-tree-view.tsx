import { SearchOutlined } from '@ant-design/icons'
import { Checkbox, Empty, Flex, Input, Tabs } from 'antd'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PermissionGroupList } from './permission-group-list'
import {
  filterTree,
  selectAllState,
  toggleAll,
  type Grants,
  type PermissionTree,
} from './permission-tree-rules'

interface PermissionTreeViewProps {
  tree: PermissionTree
  grants: Grants
  onChange: (grants: Grants) => void
}

/**
 * ABP's permission tree: "Grant all permissions", a filter, and a tab per group (its granted
 * count beside the name) holding the group's checkbox tree.
 */
export function PermissionTreeView({ tree, grants, onChange }: PermissionTreeViewProps) {
  const { t } = useTranslation('permission')
  const [filter, setFilter] = useState('')
  const [chosen, setChosen] = useState<string>()
  const groups = useMemo(() => filterTree(tree, filter), [tree, filter])
  const allNames = useMemo(() => [...tree.byName.keys()], [tree])
  const all = selectAllState(tree, grants, allNames)
  const editable = [...tree.byName.values()].some((node) => !node.locked)
  // The chosen group, or the first one the filter keeps.
  const activeKey = groups.some((group) => group.name === chosen) ? chosen : groups[0]?.name

  // The tab shows how many of the whole group's permissions are granted, whatever the filter.
  const grantedIn = (name: string) =>
    tree.groups.find((group) => group.name === name)?.nodes.filter((node) => grants[node.name])
      .length ?? 0

  return (
    <Flex vertical gap="middle">
      <Flex gap="middle" align="center" justify="space-between" wrap>
        <Checkbox
          checked={all.checked}
          indeterminate={all.indeterminate}
          disabled={!editable}
          onChange={() => onChange(toggleAll(tree, grants, allNames))}
        >
          {t('grantAll')}
        </Checkbox>
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder={t('filter')}
          aria-label={t('filter')}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          style={{ maxWidth: 280 }}
        />
      </Flex>
      {groups.length === 0 ? (
        <Empty description={t('noMatch')} />
      ) : (
        <Tabs
          tabPlacement="start"
          destroyOnHidden
          activeKey={activeKey}
          onChange={setChosen}
          aria-label={t('groups')}
          items={groups.map((group) => ({
            key: group.name,
            label: `${group.displayName} (${grantedIn(group.name)})`,
            children: (
              <PermissionGroupList tree={tree} group={group} grants={grants} onChange={onChange} />
            ),
          }))}
        />
      )}
    </Flex>
  )
}
