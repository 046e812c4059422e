import { Checkbox, Divider, Flex, Typography } from 'antd'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { ProviderInfoDto } from '@/modules/organization/api/permission-api'
import {
  permissionState,
  selectAllState,
  toggleAll,
  togglePermission,
  type Grants,
  type PermissionGroupNode,
  type PermissionNode,
  type PermissionTree,
} from './permission-tree-rules'

interface PermissionGroupListProps {
  tree: PermissionTree
  /** The group, with the permissions the filter keeps. */
  group: PermissionGroupNode
  grants: Grants
  onChange: (grants: Grants) => void
}

/** "role “admin”", "user 3a0b…", or the provider's own name and key. */
function useProviderLabel() {
  const { t } = useTranslation('permission')
  return ({ providerName, providerKey }: ProviderInfoDto) =>
    providerName === 'R' || providerName === 'U'
      ? t(`provider${providerName}`, { key: providerKey })
      : `${providerName}: ${providerKey}`
}

/** One permission: indented by depth; a locked one is disabled and says who grants it. */
function PermissionRow({
  tree,
  node,
  grants,
  onChange,
}: { node: PermissionNode } & Omit<PermissionGroupListProps, 'group'>) {
  const { t } = useTranslation('permission')
  const providerLabel = useProviderLabel()
  const hintId = useId()
  const parent = node.parentName ? tree.byName.get(node.parentName) : undefined
  const state = permissionState(tree, grants, node.name)
  const hint = !node.locked
    ? null
    : node.grantedBy.length > 0
      ? t('grantedBy', { providers: node.grantedBy.map(providerLabel).join(', ') })
      : t('notAllowed')
  return (
    <Flex gap="small" align="baseline" style={{ paddingInlineStart: node.depth * 24 }}>
      <Checkbox
        checked={state.checked}
        indeterminate={state.indeterminate}
        disabled={node.locked}
        onChange={() => onChange(togglePermission(tree, grants, node.name))}
        aria-label={parent ? `${parent.displayName} › ${node.displayName}` : node.displayName}
        aria-describedby={hint ? hintId : undefined}
      >
        {node.displayName}
      </Checkbox>
      {hint && (
        <Typography.Text id={hintId} type="secondary">
          {hint}
        </Typography.Text>
      )}
    </Flex>
  )
}

/** A group's permissions as an indented checkbox tree, under "Select all in this page". */
export function PermissionGroupList({ tree, group, grants, onChange }: PermissionGroupListProps) {
  const { t } = useTranslation('permission')
  const names = group.nodes.map((node) => node.name)
  const all = selectAllState(tree, grants, names)
  const editable = group.nodes.some((node) => !node.locked)
  return (
    <Flex vertical gap={4}>
      <Checkbox
        checked={all.checked}
        indeterminate={all.indeterminate}
        disabled={!editable}
        onChange={() => onChange(toggleAll(tree, grants, names))}
      >
        {t('selectAllInPage')}
      </Checkbox>
      <Divider style={{ margin: '4px 0' }} />
      {group.nodes.map((node) => (
        <PermissionRow
          key={node.name}
          tree={tree}
          node={node}
          grants={grants}
          onChange={onChange}
        />
      ))}
    </Flex>
  )
}
