import {
  NodeType,
  type InsertableType,
  type ModelBranch,
  type ModelNode,
} from './model-operations-types'

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

/** The texts a new node carries, in the designer's language. */
export interface NewNodeTexts {
  name: string
  /** The n-th conditional or parallel branch (1-based). */
  branchName: (n: number) => string
  /** The exclusive branch's default ("otherwise") branch. */
  defaultBranchName: string
}

export type MakeId = () => string

/** The nodes of a chain, in order, from its head. */
export function chainOf(head: ModelNode | undefined): ModelNode[] {
  const nodes: ModelNode[] = []
  for (let node = head; node; node = node.childNode) nodes.push(node)
  return nodes
}

/** Links `nodes` through `childNode`, reusing every node whose successor did not change. */
function relink(nodes: ModelNode[]): ModelNode | undefined {
  let next: ModelNode | undefined
  for (let i = nodes.length - 1; i >= 0; i--) {
    const node = nodes[i]
    if (node.childNode === next) next = node
    else if (next) next = { ...node, childNode: next }
    else {
      const { childNode: _dropped, ...rest } = node
      next = rest
    }
  }
  return next
}

/**
 * Runs `edit` on every chain, innermost first (branches before the chain holding them); `edit`
 * answers the chain's new nodes, or null to leave it. Untouched chains keep their identity.
 */
function editChains(
  head: ModelNode | undefined,
  edit: (chain: ModelNode[]) => ModelNode[] | null,
): ModelNode | undefined {
  const nodes = chainOf(head)
  let changed = false
  const inner = nodes.map((node) => {
    if (!node.branches) return node
    let branchChanged = false
    const branches = node.branches.map((branch) => {
      const child = editChains(branch.childNode, edit)
      if (child === branch.childNode) return branch
      branchChanged = true
      return withChild(branch, child)
    })
    if (!branchChanged) return node
    changed = true
    return { ...node, branches }
  })
  const edited = edit(inner)
  if (!edited && !changed) return head
  return relink(edited ?? inner)
}

function withChild<T extends { childNode?: ModelNode }>(
  holder: T,
  child: ModelNode | undefined,
): T {
  if (child) return { ...holder, childNode: child }
  const { childNode: _dropped, ...rest } = holder
  return rest as T
}

/** The root again when `edit` changed nothing (the root is never removed). */
function editRoot(root: ModelNode, edit: (chain: ModelNode[]) => ModelNode[] | null): ModelNode {
  return editChains(root, edit) ?? root
}

/** Replaces the node `id` (wherever it is) with `change(node)`; null from `change` leaves it. */
function editNode(
  root: ModelNode,
  id: string,
  change: (node: ModelNode) => ModelNode | null,
): ModelNode {
  return editRoot(root, (chain) => {
    const at = chain.findIndex((n) => n.id === id)
    if (at < 0) return null
    const changed = change(chain[at])
    if (!changed) return null
    return chain.map((n, i) => (i === at ? changed : n))
  })
}

/** Every node of the tree, depth first in reading order (a branch node before its branches). */
export function allNodes(root: ModelNode): ModelNode[] {
  const out: ModelNode[] = []
  const walk = (head: ModelNode | undefined) => {
    for (const node of chainOf(head)) {
      out.push(node)
      for (const branch of node.branches ?? []) walk(branch.childNode)
    }
  }
  walk(root)
  return out
}

export function findNode(root: ModelNode, id: string): ModelNode | null {
  return allNodes(root).find((n) => n.id === id) ?? null
}

/** The branch node that holds branch `branchId`. */
export function branchOwner(root: ModelNode, branchId: string): ModelNode | null {
  return allNodes(root).find((n) => n.branches?.some((b) => b.id === branchId)) ?? null
}

/** Where each node stands in its chain: what the designer's move buttons may offer. */
export interface NodePlace {
  canMoveUp: boolean
  canMoveDown: boolean
}

export function nodePlaces(root: ModelNode): Map<string, NodePlace> {
  const places = new Map<string, NodePlace>()
  const walk = (head: ModelNode | undefined) => {
    const chain = chainOf(head)
    chain.forEach((node, i) => {
      const fixed = node.type === NodeType.Start
      const previousFixed = i === 0 || chain[i - 1].type === NodeType.Start
      places.set(node.id, {
        canMoveUp: !fixed && !previousFixed,
        canMoveDown: !fixed && i < chain.length - 1,
      })
      for (const branch of node.branches ?? []) walk(branch.childNode)
    })
  }
  walk(root)
  return places
}

/** A new node of `type` with the members the contract needs, no assignee chosen yet. */
export function createNode(type: InsertableType, makeId: MakeId, texts: NewNodeTexts): ModelNode {
  const base = { id: makeId(), type, name: texts.name }
  switch (type) {
    case NodeType.Approver:
      return {
        ...base,
        assignees: [],
        multiMode: 1,
        onEmpty: 4,
        buttons: { reject: true, return: true, transfer: true, delegate: true, addSign: true, cc: true }, // prettier-ignore
        rejectPolicy: { type: 1 },
        fieldPermissions: {},
      }
    case NodeType.Handler:
      return { ...base, assignees: [], multiMode: 1, onEmpty: 4, buttons: { transfer: true, delegate: true, cc: true }, fieldPermissions: {} } // prettier-ignore
    case NodeType.Cc:
      return { ...base, assignees: [] }
    case NodeType.Seal:
      return { ...base, seals: [], onEmpty: 4 }
    case NodeType.Exclusive:
      return {
        ...base,
        branches: [
          { id: makeId(), name: texts.branchName(1), condition: '', priority: 1 },
          { id: makeId(), name: texts.defaultBranchName, isDefault: true, priority: 2 },
        ],
      }
    case NodeType.Parallel:
      return {
        ...base,
        branches: [
          { id: makeId(), name: texts.branchName(1), priority: 1 },
          { id: makeId(), name: texts.branchName(2), priority: 2 },
        ],
      }
  }
}

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

/** Priorities follow the order (1, 2, …): the engine tries exclusive branches by priority. */
const numbered = (branches: ModelBranch[]) =>
  branches.map((b, i) => (b.priority === i + 1 ? b : { ...b, priority: i + 1 }))

function editBranches(
  root: ModelNode,
  nodeId: string,
  change: (branches: ModelBranch[], node: ModelNode) => ModelBranch[] | null,
): ModelNode {
  return editNode(root, nodeId, (node) => {
    if (!node.branches) return null
    const branches = change(node.branches, node)
    return branches ? { ...node, branches: numbered(branches) } : null
  })
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
