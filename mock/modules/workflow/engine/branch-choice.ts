import { nodeTypes, type OrgContext, type SchemeBranch, type SchemeNode } from './engine-types.ts'

/**
 * The branches a split runs (§3 "Exclusive branch"): a parallel node runs all, in priority order;
 * an exclusive node the first branch (by `priority`) whose condition is true, else its default.
 * Conditions see the form data, the starter's organisations and positions, `htd.code` and
 * `project.code` through the caller's evaluator (§1's expression language).
 */
export function chooseBranches(
  node: SchemeNode,
  ctx: OrgContext,
  formData: Record<string, unknown>,
  starterId: string,
): SchemeBranch[] {
  const branches = [...(node.branches ?? [])].sort((a, b) => a.priority - b.priority)
  if (node.type !== nodeTypes.exclusive) return branches
  const starter = ctx.users.find((u) => u.id === starterId)
  const scope = {
    formData,
    starter: {
      organizationIds: starter?.organizationIds ?? [],
      positionIds: starter?.positionIds ?? [],
    },
    htd: { code: ctx.htd?.code ?? null },
    project: { code: ctx.project.code ?? null },
  }
  const evaluate = ctx.evaluateCondition
  if (!evaluate && branches.some((b) => !b.isDefault && b.condition)) {
    // Taking the default silently would route every instance the same way.
    throw new Error(
      'OrgContext.evaluateCondition is required for an exclusive branch with conditions',
    )
  }
  const taken = branches.find(
    (b) => !b.isDefault && b.condition && evaluate?.(b.condition, scope) === true,
  )
  const chosen = taken ?? branches.find((b) => b.isDefault) ?? branches[0]
  return chosen ? [chosen] : []
}
