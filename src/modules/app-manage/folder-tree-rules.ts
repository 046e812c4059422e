import type { FolderNodeDto } from './api/app-dtos'

/**
 * The rules of a project's folder tree (business-api.md §4.2): at most 3 levels, siblings by
 * `sort` (the server's order, kept). Pure.
 */

/** `Base:FolderMaxDepth`: a root is level 1. */
export const folderMaxDepth = 3

/** A row of the folder tree table: its level, and no `children` on a leaf (no expand button). */
export interface FolderRow extends Omit<FolderNodeDto, 'children'> {
  depth: number
  children?: FolderRow[]
}

export function toFolderRows(nodes: readonly FolderNodeDto[], depth = 1): FolderRow[] {
  return nodes.map(({ children, ...folder }) => ({
    ...folder,
    depth,
    ...(children.length ? { children: toFolderRows(children, depth + 1) } : {}),
  }))
}

/** Every folder's id, parents first (to open the whole tree). */
export function folderIds(nodes: readonly FolderNodeDto[]): string[] {
  return nodes.flatMap((node) => [node.id, ...folderIds(node.children)])
}

export function findFolder(nodes: readonly FolderNodeDto[], id: string): FolderNodeDto | null {
  for (const node of nodes) {
    if (node.id === id) return node
    const below = findFolder(node.children, id)
    if (below) return below
  }
  return null
}

/** The levels a folder's subtree spans: 1 for a folder without sub-folders. */
export function subtreeHeight(node: FolderNodeDto): number {
  return 1 + Math.max(0, ...node.children.map(subtreeHeight))
}

/** An option of a folder picker (antd TreeSelect `treeData`). */
export interface FolderOption {
  value: string
  title: string
  disabled: boolean
  children: FolderOption[]
}

/** Every folder, pickable (where a placement goes: any folder of the project). */
export function toFolderOptions(nodes: readonly FolderNodeDto[]): FolderOption[] {
  return nodes.map((node) => ({
    value: node.id,
    title: node.name,
    disabled: false,
    children: toFolderOptions(node.children),
  }))
}

/**
 * Where `movingId` may go: every folder stays listed (the tree is recognisable), but the folder
 * itself and its descendants (`Base:FolderParentCycle`) and folders under which its subtree would
 * pass level 3 (`Base:FolderMaxDepth`) cannot be picked. The top level is always allowed.
 */
export function toMoveTargets(nodes: readonly FolderNodeDto[], movingId: string): FolderOption[] {
  const moving = findFolder(nodes, movingId)
  const height = moving ? subtreeHeight(moving) : 1
  const walk = (level: readonly FolderNodeDto[], depth: number, inside: boolean): FolderOption[] =>
    level.map((node) => {
      const isInside = inside || node.id === movingId
      return {
        value: node.id,
        title: node.name,
        disabled: isInside || depth + height > folderMaxDepth,
        children: walk(node.children, depth + 1, isInside),
      }
    })
  return walk(nodes, 1, false)
}

/** The folders `movingId` may be dropped on (the pickable targets of toMoveTargets). */
export function moveTargetIds(nodes: readonly FolderNodeDto[], movingId: string): Set<string> {
  const ids = new Set<string>()
  const walk = (options: readonly FolderOption[]) => {
    for (const option of options) {
      if (!option.disabled) ids.add(option.value)
      walk(option.children)
    }
  }
  walk(toMoveTargets(nodes, movingId))
  return ids
}
