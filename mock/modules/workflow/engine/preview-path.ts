import { resolveAssignees } from './assignee-resolution.ts'
import { chooseBranches } from './branch-choice.ts'
import {
  nodeTypes,
  onEmptyKinds,
  type OrgContext,
  type PinnedScheme,
  type SchemeNode,
} from './engine-types.ts'

/** One node of "who will approve" (§2 simulate, §4 preview), before the caller adds names. */
export interface PreviewStep {
  nodeId: string
  name: string
  type: number
  multiMode?: number
  assigneeIds: string[]
  /** Seal nodes: per group, the enabled matching keys and their holders. */
  seals?: { signKeyId: string; name: string; holderIds: string[] }[]
  /** Why the node will not wait for anyone: `autoApproved` (onEmpty 1). */
  skippedReason?: 'autoApproved'
}

export interface PreviewResult {
  path: PreviewStep[]
  /** `NoAssigneeResolved` where onEmpty would reject the instance. */
  warnings: { nodeId: string; code: string }[]
}

export interface PreviewInput {
  starterId: string
  formData: Record<string, unknown>
  selectedAssignees?: Record<string, string[]>
}

/**
 * The path a start with this data would take, as the engine would enter it now: the chosen
 * exclusive branch only, every parallel branch (in priority order), each node's assignees
 * resolved (onEmpty Assign / SchemeAdmins applied). Dedupe and standing delegations are left
 * out: they depend on who approves and when the task is created.
 */
export function previewPath(
  scheme: PinnedScheme,
  input: PreviewInput,
  ctx: OrgContext,
): PreviewResult {
  const result: PreviewResult = { path: [], warnings: [] }
  const usersOf = (node: SchemeNode) =>
    resolveAssignees(node.assignees ?? [], {
      ctx,
      starterId: input.starterId,
      formData: input.formData,
      selected: input.selectedAssignees?.[node.id] ?? [],
    })
  const onEmpty = (node: SchemeNode, step: PreviewStep) => {
    const value = node.onEmpty ?? onEmptyKinds.autoApprove
    const rule = typeof value === 'number' ? { kind: value } : value
    const active = (ids: readonly string[]) =>
      ids.filter((id) => ctx.users.some((u) => u.id === id && u.active !== false))
    if (rule.kind === onEmptyKinds.assign) step.assigneeIds = active(rule.userIds ?? [])
    if (rule.kind === onEmptyKinds.schemeAdmins) step.assigneeIds = active(ctx.schemeAdminIds ?? [])
    if (step.assigneeIds.length > 0) return
    if (rule.kind === onEmptyKinds.autoApprove) step.skippedReason = 'autoApproved'
    else result.warnings.push({ nodeId: node.id, code: 'NoAssigneeResolved' })
  }
  const walk = (first: SchemeNode | null | undefined) => {
    for (let node = first; node; node = node.childNode) {
      if (node.type === nodeTypes.exclusive || node.type === nodeTypes.parallel) {
        for (const branch of chooseBranches(node, ctx, input.formData, input.starterId))
          walk(branch.childNode)
        continue
      }
      if (node.type === nodeTypes.start || node.type === nodeTypes.end) continue
      const step: PreviewStep = {
        nodeId: node.id,
        name: node.name,
        type: node.type,
        assigneeIds: [],
      }
      if (node.type === nodeTypes.seal) {
        step.seals = (node.seals ?? []).flatMap((rule) =>
          (ctx.seals ?? [])
            .filter((k) => k.enabled && k.kind === rule.kind && k.party === rule.party)
            .map((k) => ({ signKeyId: k.signKeyId, name: k.name, holderIds: k.holderIds })),
        )
        step.assigneeIds = [...new Set(step.seals.flatMap((k) => k.holderIds))]
      } else {
        if (node.type !== nodeTypes.cc) step.multiMode = node.multiMode ?? 1
        step.assigneeIds = usersOf(node)
      }
      if (step.assigneeIds.length === 0 && node.type !== nodeTypes.cc) onEmpty(node, step)
      result.path.push(step)
    }
  }
  walk(scheme.model)
  return result
}
