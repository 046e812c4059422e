import { sameId } from '../../core/db/audit.ts'
import type { CrudContext } from '../../core/crud/crud-resource.ts'
import type { ValidationIssue } from '../../core/crud/validation.ts'
import { isPickRequired, pickCandidates, previousPickNodes, starterPickNodes } from './engine/approver-picks.ts' // prettier-ignore
import type { EngineEnv, EngineTask } from './workflow-engine-port.ts'
import type { SchemeNode } from './engine/engine-types.ts'

/**
 * The steps whose approvers someone picks (StarterSelects, assignee kind 6) as the pages get them:
 * the start form's `selectable` (the starter's picks) and a task's `nextSelectable` (the picks of
 * the approver of the node just before). The engine decides which nodes and whom
 * (engine/approver-picks.ts); this names the people.
 */

/** A person as "who will approve" and the pickers show them. */
export function assigneeDto(context: CrudContext, userId: string) {
  const user = context.db.users.find((u) => sameId(u.id, userId))
  const organization = context.db.organizations.find((o) => sameId(o.id, user?.organizationIds[0] ?? '')) // prettier-ignore
  const positionNames = (user?.positionIds ?? []).flatMap((id) => context.db.positions.filter((p) => sameId(p.id, id)).map((p) => p.name)) // prettier-ignore
  return { userId, name: user ? (user.name ?? user.userName) : null, organizationName: organization?.name ?? null, positionNames } // prettier-ignore
}

function selectableDto(context: CrudContext, env: EngineEnv, nodes: readonly SchemeNode[]) {
  if (nodes.length === 0) return []
  const candidates = pickCandidates(env.org).map((id) => assigneeDto(context, id))
  return nodes.map((node) => ({ nodeId: node.id, name: node.name, required: isPickRequired(node), candidates })) // prettier-ignore
}

/** `start-form`'s `selectable`: every node the starter picks for. */
export function starterSelectable(context: CrudContext, env: EngineEnv) {
  return selectableDto(context, env, starterPickNodes(env.instance.model))
}

/** A task's `nextSelectable`: the nodes right after its node whose approvers its approver picks. */
export function nextSelectable(context: CrudContext, env: EngineEnv, task: EngineTask) {
  if (task.kind === 'resubmit') return []
  return selectableDto(context, env, previousPickNodes(env.instance.model, task.nodeId))
}

/**
 * Submitting: a node on the path the data takes that only the starter's pick can staff needs
 * one (V1 on `selectedAssignees.<nodeId>`); a node of a branch not taken does not.
 */
export function missingStarterPicks(
  env: EngineEnv,
  pathNodeIds: () => readonly string[],
): ValidationIssue[] {
  const unpicked = starterPickNodes(env.instance.model).filter((node) => isPickRequired(node) && (env.instance.selectedAssignees[node.id] ?? []).length === 0) // prettier-ignore
  if (unpicked.length === 0) return [] // the path is worked out only when a pick is missing
  const onPath = pathNodeIds()
  return unpicked
    .filter((node) => onPath.includes(node.id))
    .map((node) => ({ member: `selectedAssignees.${node.id}`, rule: 'V1', args: [] }))
}
