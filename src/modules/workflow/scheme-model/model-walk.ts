import { NodeType, type ModelNode } from './scheme-model-types'

/** Reading a SimpleModel tree (workflow-api.md §2): its chains, nodes and branch owners. */

/** The nodes of a chain, in order, from its head. */
export function chainOf(head: ModelNode | undefined): ModelNode[] {
  const nodes: ModelNode[] = []
  for (let node = head; node; node = node.childNode) nodes.push(node)
  return nodes
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
