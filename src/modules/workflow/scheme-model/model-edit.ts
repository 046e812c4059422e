import type { ModelBranch, ModelNode } from './scheme-model-types'
import { chainOf } from './model-walk'

/**
 * How model-operations.ts changes the tree: each chain (the root's, each branch's) is edited as a
 * list of nodes and linked again, sharing every node whose successor did not change.
 */

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
export function editRoot(
  root: ModelNode,
  edit: (chain: ModelNode[]) => ModelNode[] | null,
): ModelNode {
  return editChains(root, edit) ?? root
}

/** Replaces the node `id` (wherever it is) with `change(node)`; null from `change` leaves it. */
export function editNode(
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

/** Priorities follow the order (1, 2, …): the engine tries exclusive branches by priority. */
const numbered = (branches: ModelBranch[]) =>
  branches.map((b, i) => (b.priority === i + 1 ? b : { ...b, priority: i + 1 }))

export function editBranches(
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
