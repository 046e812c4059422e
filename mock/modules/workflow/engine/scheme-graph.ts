import type { SchemeBranch, SchemeNode } from './engine-types.ts'

/** Where a node sits: the branch chain holding it (null = the root chain). */
export interface NodePlace {
  node: SchemeNode
  /** The branch node and branch whose chain holds this node, or null for the root chain. */
  container: { splitId: string; branchId: string } | null
  /** The node just before it in its chain, or the split node for a branch's first node. */
  previousId: string | null
}

/**
 * An index of a SimpleModel tree (§2): each node's place, so the engine can walk on after a node
 * (childNode, else the end of its branch's chain, else End) and find what lies before a node
 * (return targets, rule 4) without walking the tree each time.
 */
export interface SchemeGraph {
  root: SchemeNode
  places: Map<string, NodePlace>
  branches: Map<string, SchemeBranch>
}

const graphs = new WeakMap<SchemeNode, SchemeGraph>()

export function schemeGraph(root: SchemeNode): SchemeGraph {
  const cached = graphs.get(root)
  if (cached) return cached
  const places = new Map<string, NodePlace>()
  const branches = new Map<string, SchemeBranch>()
  const walk = (
    node: SchemeNode | null | undefined,
    container: NodePlace['container'],
    previousId: string | null,
  ) => {
    for (
      let current = node, prev = previousId;
      current;
      prev = current.id, current = current.childNode
    ) {
      places.set(current.id, { node: current, container, previousId: prev })
      for (const branch of current.branches ?? []) {
        branches.set(branch.id, branch)
        walk(branch.childNode, { splitId: current.id, branchId: branch.id }, current.id)
      }
    }
  }
  walk(root, null, null)
  const graph = { root, places, branches }
  graphs.set(root, graph)
  return graph
}

export function nodeOf(graph: SchemeGraph, nodeId: string): SchemeNode {
  const place = graph.places.get(nodeId)
  if (!place) throw new Error(`Unknown node ${nodeId}`)
  return place.node
}

/** The nodes before `nodeId` on its own path (its chain, then the split's, up to Start), nearest first. */
export function predecessors(graph: SchemeGraph, nodeId: string): string[] {
  const ids: string[] = []
  for (let id = graph.places.get(nodeId)?.previousId ?? null; id;) {
    ids.push(id)
    id = graph.places.get(id)?.previousId ?? null
  }
  return ids
}

/** Whether `earlierId` lies before `laterId` on `laterId`'s own path. */
export function isBefore(graph: SchemeGraph, earlierId: string, laterId: string): boolean {
  return predecessors(graph, laterId).includes(earlierId)
}
