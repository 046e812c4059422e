import type {
  OrganizationDto,
  OrganizationTreeNodeDto,
  OrganizationUpdateDto,
} from '@/modules/organization/api/organization-api'

/** An option of the parent picker (antd TreeSelect `treeData`). */
export interface ParentOption {
  value: string
  title: string
  /** A disabled organisation takes no new children (`Base:OrganizationDisabled`). */
  disabled: boolean
  children: ParentOption[]
}

/**
 * The parent picker's options: the whole tree without `excludedId` and its descendants (a node
 * cannot move under itself, `Base:OrganizationParentCycle`); disabled nodes stay visible (their
 * subtree may hold enabled nodes) but cannot be picked.
 */
export function toParentOptions(
  nodes: readonly OrganizationTreeNodeDto[],
  excludedId?: string | null,
): ParentOption[] {
  return nodes
    .filter((node) => node.id !== excludedId)
    .map((node) => ({
      value: node.id,
      title: node.name,
      disabled: !node.enabled,
      children: toParentOptions(node.children, excludedId),
    }))
}

/** The chain of nodes from a root down to `id` (inclusive); empty when `id` is not in the tree. */
export function pathTo(
  nodes: readonly OrganizationTreeNodeDto[],
  id: string,
): OrganizationTreeNodeDto[] {
  for (const node of nodes) {
    if (node.id === id) return [node]
    const below = pathTo(node.children, id)
    if (below.length) return [node, ...below]
  }
  return []
}

/**
 * Every node's ancestors' names, root first (a root has none): how a flat search match shows
 * where it sits. Built once per tree: id → names.
 */
export function ancestorNames(nodes: readonly OrganizationTreeNodeDto[]): Map<string, string[]> {
  const names = new Map<string, string[]>()
  const walk = (level: readonly OrganizationTreeNodeDto[], above: string[]) => {
    for (const node of level) {
      names.set(node.id, above)
      walk(node.children, [...above, node.name])
    }
  }
  walk(nodes, [])
  return names
}

/** The rows to expand so that `id` shows in the lazy tree: its ancestors and itself. */
export function keysToReveal(nodes: readonly OrganizationTreeNodeDto[], id: string): string[] {
  return pathTo(nodes, id).map((node) => node.id)
}

/**
 * A PUT is a full update (§0.2): every editable field of the record as loaded, with `change`
 * applied, and its `concurrencyStamp` (a stale one → 409). The type is not sent: it is fixed.
 */
export function toUpdateInput(
  record: OrganizationDto,
  change: Partial<OrganizationUpdateDto> = {},
): OrganizationUpdateDto {
  const { parentId, name, fullName, sort, enabled, concurrencyStamp } = record
  return { parentId, name, fullName, sort, enabled, concurrencyStamp, ...change }
}

/** An optional text as the server stores it: trimmed, empty → null (§0.4). */
export function optionalText(value: string | null | undefined): string | null {
  return value?.trim() || null
}
