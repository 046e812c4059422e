import type { ApiTime, StandingDelegation } from './engine-types.ts'

/**
 * Where a new task for `userId` goes (§3 "Standing delegation", rule 10): to the delegatee of an
 * enabled delegation of that user covering `now`, the scheme (no schemes = all) and the project;
 * no chains (the delegatee's own delegation is not followed); and not when the delegatee already
 * is an assignee of the node (the task stays with the delegator).
 */
export function delegateeFor(
  delegations: readonly StandingDelegation[],
  userId: string,
  at: { now: ApiTime; schemeId: string; projectId: string },
  nodeAssigneeIds: readonly string[],
): string | null {
  const match = delegations.find(
    (d) =>
      d.enabled &&
      d.delegatorId === userId &&
      d.startTime <= at.now &&
      at.now < d.endTime &&
      (d.schemeIds.length === 0 || d.schemeIds.includes(at.schemeId)) &&
      (!d.projectId || d.projectId === at.projectId),
  )
  if (!match || match.delegateeId === userId) return null
  return nodeAssigneeIds.includes(match.delegateeId) ? null : match.delegateeId
}
