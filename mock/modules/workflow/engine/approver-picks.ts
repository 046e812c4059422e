import { hasInstanceGrant } from './assignee-resolution.ts'
import { Refusal } from './engine-session.ts'
import { nodeTypes, type OrgContext, type SchemeNode } from './engine-types.ts'
import { schemeGraph } from './scheme-graph.ts'

/**
 * StarterSelects (assignee kind 6, §2): which nodes let someone pick their approvers, who picks
 * (the starter at start, or the approver of the node just before), and whom they may pick.
 *
 * The contract names `candidateKinds` but not what it holds; the candidates here are every active
 * user with a grant on the instance's section (or its project when it has none), the people who
 * can open the approval at all (docs/workflow-engine.md, "where §3 is silent").
 */
export type PickedBy = 'starter' | 'previous'

export function pickedBy(node: SchemeNode): PickedBy | null {
  for (const rule of node.assignees ?? []) if (rule.kind === 6) return rule.selectableBy
  return null
}

/** Whether nobody but the picked users can approve the node (it has no other assignee rule). */
export function isPickRequired(node: SchemeNode): boolean {
  return (node.assignees ?? []).every((rule) => rule.kind === 6)
}

/** Every node of the scheme the starter picks for, in the model's order. */
export function starterPickNodes(root: SchemeNode): SchemeNode[] {
  return [...schemeGraph(root).places.values()]
    .map((place) => place.node)
    .filter((node) => pickedBy(node) === 'starter')
}

/** The nodes the flow enters right after `nodeId` (every branch's first node after a split). */
export function followingNodes(root: SchemeNode, nodeId: string): SchemeNode[] {
  const graph = schemeGraph(root)
  const entering = (node: SchemeNode): SchemeNode[] =>
    node.type === nodeTypes.exclusive || node.type === nodeTypes.parallel
      ? (node.branches ?? []).flatMap((b) => (b.childNode ? entering(b.childNode) : after(node.id))) // prettier-ignore
      : [node]
  const after = (id: string): SchemeNode[] => {
    const place = graph.places.get(id)
    if (!place) return []
    if (place.node.childNode) return entering(place.node.childNode)
    return place.container ? after(place.container.splitId) : []
  }
  return after(nodeId)
}

/** The nodes whose approvers the approver of `nodeId` picks (rule 14: the following ones). */
export function previousPickNodes(root: SchemeNode, nodeId: string): SchemeNode[] {
  return followingNodes(root, nodeId).filter((node) => pickedBy(node) === 'previous')
}

/** Whom a pick may name: active users with a grant on the instance's section, else its project. */
export function pickCandidates(ctx: OrgContext): string[] {
  return ctx.users.filter((u) => u.active !== false && hasInstanceGrant(ctx, u.id)).map((u) => u.id)
}

/**
 * Refuses picks (V5 on `member`) for a node not in `allowed`, or naming someone who is not a
 * candidate. An empty list is no pick (a required one is the caller's to ask for).
 */
export function checkPicks(
  picks: Record<string, unknown> | undefined,
  allowed: readonly SchemeNode[],
  ctx: OrgContext,
  member: string,
): void {
  const candidates = new Set(pickCandidates(ctx))
  for (const [nodeId, userIds] of Object.entries(picks ?? {})) {
    const valid =
      allowed.some((node) => node.id === nodeId) &&
      Array.isArray(userIds) &&
      userIds.length <= 50 &&
      userIds.every((id) => typeof id === 'string' && candidates.has(id))
    if (!valid) throw new Refusal({ code: 'Validation', httpStatus: 400, member: `${member}.${nodeId}` }) // prettier-ignore
  }
}
