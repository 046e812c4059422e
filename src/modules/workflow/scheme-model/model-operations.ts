import { NodeType, type ModelBranch, type ModelNode } from './scheme-model-types'
import { branchOwner } from './model-walk'
import { editBranches, editNode, editRoot } from './model-edit'
import type { MakeId } from './create-node'

export { allNodes, branchOwner, chainOf, findNode, nodePlaces, type NodePlace } from './model-walk'
export { createNode, type MakeId, type NewNodeTexts } from './create-node'

/**
 * Pure operations on a scheme's SimpleModel (workflow-api.md §2), the flow designer's only way to
 * change the tree. Every operation returns a new root that shares the untouched nodes with the old
 * one (the designer's node components skip re-rendering them), and returns the SAME root when the
 * operation does not apply (an unknown id, moving the first node up, removing the Start node, the
 * default branch or one of the last two branches): callers compare roots to tell.
 *
 * The tree is walked as chains: the root chain (Start → … → End, implicit) and each branch's
 * chain, every one a list of nodes linked through `childNode`. Editing a chain as a list keeps the
 * operations short; `relink` rebuilds only the part of a chain that changed.
 */

/** Where a new node goes: after a node (before its successor), or first in a branch. */
export type Slot = { after: string } | { branchStart: string }

export type Direction = -1 | 1

/** Puts `node` (its own `childNode` ignored) into `slot`; what followed the slot follows it. */
export function insertNode(root: ModelNode, slot: Slot, node: ModelNode): ModelNode {
  const { childNode: _ignored, ...fresh } = node
  if ('after' in slot) {
    return editRoot(root, (chain) => {
      const at = chain.findIndex((n) => n.id === slot.after)
      return at < 0 ? null : [...chain.slice(0, at + 1), fresh, ...chain.slice(at + 1)]
    })
  }
  const owner = branchOwner(root, slot.branchStart)
  if (!owner) return root
  return editBranches(root, owner.id, (branches) =>
    branches.map((b) =>
      b.id === slot.branchStart ? { ...b, childNode: { ...fresh, childNode: b.childNode } } : b,
    ),
  )
}

/** Takes node `id` out of its chain (a branch node with all its branches); Start stays. */
export function removeNode(root: ModelNode, id: string): ModelNode {
  return editRoot(root, (chain) => {
    const at = chain.findIndex((n) => n.id === id)
    if (at < 0 || chain[at].type === NodeType.Start) return null
    return chain.filter((_n, i) => i !== at)
  })
}

/** Swaps node `id` with its neighbour up (-1) or down (+1) its own chain; never past Start. */
export function moveNode(root: ModelNode, id: string, direction: Direction): ModelNode {
  return editRoot(root, (chain) => {
    const at = chain.findIndex((n) => n.id === id)
    const to = at + direction
    if (at < 0 || to < 0 || to >= chain.length) return null
    if (chain[at].type === NodeType.Start || chain[to].type === NodeType.Start) return null
    const moved = [...chain]
    ;[moved[at], moved[to]] = [moved[to], moved[at]]
    return moved
  })
}

/** Merges `patch` into node `id` (name, assignees, …; never its id, type, chain or branches). */
export function updateNode(
  root: ModelNode,
  id: string,
  patch: Partial<Omit<ModelNode, 'id' | 'type' | 'childNode' | 'branches'>>,
): ModelNode {
  return editNode(root, id, (node) => ({ ...node, ...patch }))
}

/** Adds an empty branch: last on a parallel node, just before the default on an exclusive one. */
export function addBranch(
  root: ModelNode,
  nodeId: string,
  makeId: MakeId,
  name: string,
): ModelNode {
  return editBranches(root, nodeId, (branches, node) => {
    const branch: ModelBranch = { id: makeId(), name, priority: 0 }
    if (node.type !== NodeType.Exclusive) return [...branches, branch]
    const at = branches.findIndex((b) => b.isDefault)
    const before = at < 0 ? branches.length : at
    return [...branches.slice(0, before), { ...branch, condition: '' }, ...branches.slice(before)]
  })
}

/**
 * Why a branch cannot be removed, or null: a branch node keeps at least two branches (remove the
 * whole node instead) and an exclusive node keeps its one default.
 */
export function branchRemovalRefusal(
  node: ModelNode,
  branchId: string,
): 'lastTwo' | 'default' | null {
  const branch = node.branches?.find((b) => b.id === branchId)
  if (!branch) return null
  if (branch.isDefault && node.type === NodeType.Exclusive) return 'default'
  return (node.branches?.length ?? 0) <= 2 ? 'lastTwo' : null
}

export function removeBranch(root: ModelNode, nodeId: string, branchId: string): ModelNode {
  return editBranches(root, nodeId, (branches, node) =>
    branches.some((b) => b.id === branchId) && !branchRemovalRefusal(node, branchId)
      ? branches.filter((b) => b.id !== branchId)
      : null,
  )
}

/** Swaps a branch with its neighbour left (-1) or right (+1); the default stays last. */
export function moveBranch(
  root: ModelNode,
  nodeId: string,
  branchId: string,
  direction: Direction,
): ModelNode {
  return editBranches(root, nodeId, (branches) => {
    const at = branches.findIndex((b) => b.id === branchId)
    const to = at + direction
    if (at < 0 || to < 0 || to >= branches.length) return null
    if (branches[at].isDefault || branches[to].isDefault) return null
    const moved = [...branches]
    ;[moved[at], moved[to]] = [moved[to], moved[at]]
    return moved
  })
}

/** Merges `patch` (name, condition) into branch `branchId`. */
export function updateBranch(
  root: ModelNode,
  branchId: string,
  patch: Partial<Pick<ModelBranch, 'name' | 'condition'>>,
): ModelNode {
  const owner = branchOwner(root, branchId)
  if (!owner) return root
  return editBranches(root, owner.id, (branches) =>
    branches.map((b) => (b.id === branchId ? { ...b, ...patch } : b)),
  )
}
