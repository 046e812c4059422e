import type {
  GetPermissionListResultDto,
  ProviderInfoDto,
  UpdatePermissionDto,
} from '@/modules/organization/api/permission-api'

/** One permission as the dialog shows it. */
export interface PermissionNode {
  name: string
  displayName: string
  parentName: string | null
  /** 0 for a root; its children 1, and so on. */
  depth: number
  /** The provider edited cannot change it: another provider grants it, or it is not allowed. */
  locked: boolean
  /** The other providers that grant it (for the hint beside a locked permission). */
  grantedBy: ProviderInfoDto[]
}

export interface PermissionGroupNode {
  name: string
  displayName: string
  nodes: PermissionNode[]
}

export interface PermissionTree {
  groups: PermissionGroupNode[]
  byName: ReadonlyMap<string, PermissionNode>
  children: ReadonlyMap<string, readonly string[]>
}

/** Permission name → granted, for every permission of the tree. */
export type Grants = Readonly<Record<string, boolean>>

export interface CheckState {
  checked: boolean
  indeterminate: boolean
}

/**
 * The server's groups as a tree for `providerName`, and the grants it reports. A permission that
 * another provider grants (ABP's `isGrantedByOtherProviderName`), or that `allowedProviders`
 * keeps from this provider, is locked.
 */
export function toPermissionTree(
  result: GetPermissionListResultDto,
  providerName: string,
): { tree: PermissionTree; grants: Grants } {
  const all = result.groups.flatMap((group) => group.permissions)
  const parentOf = new Map(all.map((p) => [p.name, p.parentName]))
  const depthOf = (name: string): number => {
    let depth = 0
    const seen = new Set([name])
    for (let parent = parentOf.get(name); parent && !seen.has(parent); depth++) {
      seen.add(parent)
      parent = parentOf.get(parent)
    }
    return depth
  }
  const byName = new Map<string, PermissionNode>()
  const children = new Map<string, string[]>()
  const grants: Record<string, boolean> = {}
  const groups = result.groups.map((group) => ({
    name: group.name,
    displayName: group.displayName,
    nodes: group.permissions.map((p) => {
      const grantedBy = p.grantedProviders.filter((g) => g.providerName !== providerName)
      const notAllowed = p.allowedProviders.length > 0 && !p.allowedProviders.includes(providerName)
      const node: PermissionNode = {
        name: p.name,
        displayName: p.displayName,
        parentName: p.parentName,
        depth: depthOf(p.name),
        locked: grantedBy.length > 0 || notAllowed,
        grantedBy,
      }
      byName.set(p.name, node)
      if (p.parentName) children.set(p.parentName, [...(children.get(p.parentName) ?? []), p.name])
      grants[p.name] = p.isGranted
      return node
    }),
  }))
  return { tree: { groups, byName, children }, grants }
}

/** Every permission under `name`, at any depth. */
export function descendantsOf(tree: PermissionTree, name: string): string[] {
  const found: string[] = []
  const visit = (parent: string) => {
    for (const child of tree.children.get(parent) ?? []) {
      if (found.includes(child)) continue
      found.push(child)
      visit(child)
    }
  }
  visit(name)
  return found
}

function ancestorsOf(tree: PermissionTree, name: string): string[] {
  const found: string[] = []
  for (let parent = tree.byName.get(name)?.parentName; parent && !found.includes(parent);) {
    found.push(parent)
    parent = tree.byName.get(parent)?.parentName ?? null
  }
  return found
}

/**
 * Grants or revokes several permissions (ABP Angular's rules): granting one grants its
 * ancestors, revoking one revokes its descendants. Locked permissions never change.
 */
export function setGranted(
  tree: PermissionTree,
  grants: Grants,
  names: readonly string[],
  granted: boolean,
): Grants {
  const next = { ...grants }
  for (const name of names) {
    const node = tree.byName.get(name)
    if (!node || node.locked) continue
    const related = granted ? ancestorsOf(tree, name) : descendantsOf(tree, name)
    for (const other of [name, ...related]) {
      if (!tree.byName.get(other)?.locked) next[other] = granted
    }
  }
  return next
}

/** A click on one permission's checkbox: its grant flips (see setGranted). */
export function togglePermission(tree: PermissionTree, grants: Grants, name: string): Grants {
  return setGranted(tree, grants, [name], !grants[name])
}

/**
 * A permission's checkbox: checked when granted; indeterminate when some, but not all, of the
 * permissions under it are granted.
 */
export function permissionState(tree: PermissionTree, grants: Grants, name: string): CheckState {
  const below = descendantsOf(tree, name)
  const granted = below.filter((child) => grants[child]).length
  return { checked: !!grants[name], indeterminate: granted > 0 && granted < below.length }
}

/**
 * A "select all" checkbox over `names` (a group's, or every permission). Locked permissions that
 * are not granted (not allowed for this provider) do not count: nothing can grant them here.
 */
export function selectAllState(
  tree: PermissionTree,
  grants: Grants,
  names: readonly string[],
): CheckState {
  const counted = names.filter((name) => grants[name] || !tree.byName.get(name)?.locked)
  const granted = counted.filter((name) => grants[name]).length
  return {
    checked: counted.length > 0 && granted === counted.length,
    indeterminate: granted > 0 && granted < counted.length,
  }
}

/** A click on a "select all" checkbox: all of `names` granted, or, when they all are, revoked. */
export function toggleAll(tree: PermissionTree, grants: Grants, names: readonly string[]): Grants {
  return setGranted(tree, grants, names, !selectAllState(tree, grants, names).checked)
}

/** The body of the one PUT: the permissions whose grant changed (locked ones never). */
export function diffGrants(
  tree: PermissionTree,
  original: Grants,
  current: Grants,
): UpdatePermissionDto[] {
  return [...tree.byName.values()]
    .filter((node) => !node.locked && !!original[node.name] !== !!current[node.name])
    .map((node) => ({ name: node.name, isGranted: !!current[node.name] }))
}

/**
 * The groups with the permissions a filter keeps: those whose display name or name contains
 * it (case-insensitive), with their ancestors (for context) and descendants; a group whose name
 * matches keeps all of its permissions. Groups left empty go.
 */
export function filterTree(tree: PermissionTree, filter: string): PermissionGroupNode[] {
  const text = filter.trim().toLowerCase()
  if (!text) return tree.groups
  const matches = (value: string) => value.toLowerCase().includes(text)
  return tree.groups
    .map((group) => {
      if (matches(group.displayName)) return group
      const keep = new Set<string>()
      for (const node of group.nodes) {
        if (!matches(node.displayName) && !matches(node.name)) continue
        for (const name of [node.name, ...ancestorsOf(tree, node.name)]) keep.add(name)
        for (const name of descendantsOf(tree, node.name)) keep.add(name)
      }
      return { ...group, nodes: group.nodes.filter((node) => keep.has(node.name)) }
    })
    .filter((group) => group.nodes.length > 0)
}
